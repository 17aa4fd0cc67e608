import { Check } from 'lucide-react';
import { t } from '../../../lib/i18n';
import '../messages';

const STEPS = ['shipping', 'payment', 'confirmation'] as const;

/** Shipping → Payment → Confirmation; `current` is 1-based. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label={t('checkout:steps.label')}>
      <ol className="flex items-center justify-center gap-2 sm:gap-4">
        {STEPS.map((step, index) => {
          const number = index + 1;
          const done = number < current || (current === 3 && number === 3);
          const active = number === current;
          return (
            <li key={step} className="flex items-center gap-2 sm:gap-4" aria-current={active ? 'step' : undefined}>
              <span className="flex items-center gap-2">
                <span
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    done ? 'bg-brand-600 text-white' : active ? 'bg-brand-600 text-white ring-4 ring-brand-100' : 'bg-stone-200 text-stone-700'
                  }`}
                >
                  {done ? <Check aria-hidden="true" className="h-4 w-4" /> : number}
                </span>
                <span className={`text-sm font-medium ${active || done ? 'text-stone-900' : 'text-stone-600'}`}>
                  {t(`checkout:steps.${step}`)}
                  <span className="sr-only"> {active ? t('checkout:steps.current') : done ? t('checkout:steps.done') : ''}</span>
                </span>
              </span>
              {number < STEPS.length && <span aria-hidden="true" className={`hidden h-0.5 w-8 sm:block ${number < current ? 'bg-brand-600' : 'bg-stone-300'}`} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
