import { ChevronLeft, ChevronRight } from 'lucide-react';
import { t } from '../../../lib/i18n';
import '../messages';

const TONES = {
  /** On the dark hero. */
  dark: {
    arrow: 'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 hover:bg-white/25',
    active: 'w-6 bg-white',
    inactive: 'w-2.5 bg-white/40',
    layout: 'justify-between',
    dots: 'gap-2',
  },
  /** On a light section. */
  light: {
    arrow: 'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-stone-800 shadow ring-1 ring-stone-200 hover:bg-brand-50',
    active: 'w-6 bg-brand-600',
    inactive: 'w-2.5 bg-stone-300',
    layout: 'justify-center gap-4',
    dots: 'gap-1',
  },
} as const;

export interface CarouselControlsProps {
  count: number;
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  /** storefront:<messages>.previous / .next / .goTo */
  messages: 'hero' | 'testimonials';
  tone: keyof typeof TONES;
}

/** Previous and next arrows with one dot per slide, shared by the home page's two carousels. */
export function CarouselControls({ count, index, onPrevious, onNext, onSelect, messages, tone }: CarouselControlsProps) {
  const style = TONES[tone];
  return (
    <div className={`mt-6 flex items-center ${style.layout}`}>
      <button type="button" className={style.arrow} onClick={onPrevious} aria-label={t(`storefront:${messages}.previous`)}>
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className={`flex ${style.dots}`}>
        {Array.from({ length: count }, (_, i) => (
          <button
            type="button"
            key={i}
            aria-label={t(`storefront:${messages}.goTo`, { position: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
            className="flex h-6 w-6 items-center justify-center"
          >
            <span aria-hidden="true" className={`block h-2.5 rounded-full transition-all ${i === index ? style.active : style.inactive}`} />
          </button>
        ))}
      </div>
      <button type="button" className={style.arrow} onClick={onNext} aria-label={t(`storefront:${messages}.next`)}>
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
