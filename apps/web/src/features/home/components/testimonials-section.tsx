import { Quote } from 'lucide-react';
import { StarRating } from '../../../components/ui/star-rating';
import { testimonials as pageTestimonials, type Testimonial } from '../../../content/testimonials';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { CarouselControls } from './carousel-controls';
import { useCarousel } from '../hooks/use-carousel';
import '../messages';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

/** Static testimonials rotating every 5 s; arrows and dots move it without stopping the rotation (SPEC §4). */
export function TestimonialsSection({ testimonials = pageTestimonials() }: { testimonials?: Testimonial[] }) {
  const { index, goTo, next, previous, setPaused } = useCarousel(testimonials.length, { stopOnManual: false });
  return (
    <section aria-labelledby="testimonials-heading" className="py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="text-center font-serif text-3xl font-bold text-stone-900">
          {t('storefront:testimonials.title')}
        </h2>
        {/* A group, not a second landmark named like the section around it (axe landmark-unique). */}
        <div
          role="group"
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
                <StarRating rating={item.rating} label={t('storefront:common.ratingLabel', { rating: formatInteger(item.rating) })} className="justify-center" />
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
          <CarouselControls count={testimonials.length} index={index} onPrevious={previous} onNext={next} onSelect={goTo} messages="testimonials" tone="light" />
        </div>
      </div>
    </section>
  );
}
