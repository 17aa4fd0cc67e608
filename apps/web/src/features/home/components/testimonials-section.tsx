import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { StarRating } from '../../../components/ui/star-rating';
import { TESTIMONIALS, type Testimonial } from '../../../content/testimonials';
import { t } from '../../../lib/i18n';
import { useCarousel } from '../hooks/use-carousel';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

/** Static testimonials rotating every 5 s; arrows and dots move it without stopping the rotation (SPEC §4). */
export function TestimonialsSection({ testimonials = TESTIMONIALS }: { testimonials?: Testimonial[] }) {
  const { index, goTo, next, previous, setPaused } = useCarousel(testimonials.length, { stopOnManual: false });
  const arrow = 'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-stone-800 shadow ring-1 ring-stone-200 hover:bg-brand-50';
  return (
    <section aria-labelledby="testimonials-heading" className="py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="text-center font-serif text-3xl font-bold text-stone-900">
          {t('storefront:testimonials.title')}
        </h2>
        <div
          role="region"
          aria-roledescription={t('storefront:hero.carousel')}
          aria-label={t('storefront:testimonials.title')}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          className="mt-8"
        >
          {testimonials.map((item, i) => (
            // The slide is a div: a <figure> may not take role="group" (axe: aria-allowed-role).
            <div
              key={item.name}
              role="group"
              aria-roledescription={t('storefront:hero.slide')}
              aria-label={t('storefront:hero.slideLabel', { position: i + 1, total: testimonials.length })}
              hidden={i !== index}
              className="relative rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200"
            >
              <figure>
              <Quote aria-hidden="true" className="absolute top-4 left-4 h-8 w-8 text-brand-100" />
              <StarRating rating={item.rating} label={t('storefront:common.ratingLabel', { rating: item.rating })} className="justify-center" />
              <blockquote className="mt-4 text-lg text-stone-800">“{item.content}”</blockquote>
              <figcaption className="mt-6 flex items-center justify-center gap-3">
                <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {initials(item.name)}
                </span>
                <span className="text-left">
                  <span className="block font-semibold text-stone-900">{item.name}</span>
                  <span className="block text-sm text-stone-600">{item.role}</span>
                </span>
              </figcaption>
              </figure>
            </div>
          ))}
          <div className="mt-6 flex items-center justify-center gap-4">
            <button type="button" className={arrow} onClick={previous} aria-label={t('storefront:testimonials.previous')}>
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <div className="flex gap-1">
              {testimonials.map((item, i) => (
                <button
                  type="button"
                  key={item.name}
                  onClick={() => goTo(i)}
                  aria-label={t('storefront:testimonials.goTo', { position: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  className="flex h-6 w-6 items-center justify-center"
                >
                  <span aria-hidden="true" className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-stone-300'}`} />
                </button>
              ))}
            </div>
            <button type="button" className={arrow} onClick={next} aria-label={t('storefront:testimonials.next')}>
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
