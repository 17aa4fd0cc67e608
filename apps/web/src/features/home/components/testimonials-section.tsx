import type { FeaturedReview } from '@boipoka/shared';
import { BadgeCheck, Quote } from 'lucide-react';
import { LangText } from '../../../components/ui/lang-text';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { StarRating } from '../../../components/ui/star-rating';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { useFeaturedReviews } from '../api/use-featured-reviews';
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

/**
 * "What our readers say": reviews of readers who bought the book (GET /api/reviews/featured), rotating every 5 s; arrows
 * and dots move it without stopping the rotation (SPEC §4). No quote is invented: with no such review the section is not
 * shown.
 */
export function TestimonialsSection() {
  const { data } = useFeaturedReviews();
  if (!data || data.length === 0) return null;
  return <TestimonialsCarousel reviews={data} />;
}

export function TestimonialsCarousel({ reviews }: { reviews: FeaturedReview[] }) {
  const { index, goTo, next, previous, setPaused } = useCarousel(reviews.length, { stopOnManual: false });
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
          {reviews.map((review, i) => (
            // The slide is a div: a <figure> may not take role="group" (axe: aria-allowed-role).
            <div
              key={review._id}
              role="group"
              aria-roledescription={t('storefront:hero.slide')}
              aria-label={t('storefront:hero.slideLabel', { position: i + 1, total: reviews.length })}
              hidden={i !== index}
              className="relative rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200 sm:p-8"
              data-testid="testimonial"
            >
              <figure>
                <Quote aria-hidden="true" className="absolute top-4 left-4 h-8 w-8 text-brand-100" />
                <StarRating rating={review.rating} label={t('storefront:common.ratingLabel', { rating: formatInteger(review.rating) })} className="justify-center" />
                <blockquote className="mt-4 line-clamp-6 text-lg whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]">
                  “<LangText text={review.text} />”
                </blockquote>
                <figcaption className="mt-6 flex items-center justify-center gap-3">
                  <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                    {initials(review.reviewer.name)}
                  </span>
                  <span className="min-w-0 text-left">
                    <LangText text={review.reviewer.name} className="block font-semibold text-stone-900" />
                    <span className="flex items-start gap-1 text-sm text-stone-600">
                      <BadgeCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                      <span className="min-w-0 [overflow-wrap:anywhere]">
                        <MessageWithText
                          message={(slot) => t('storefront:testimonials.bought', { title: slot })}
                          text={review.book.title}
                          render={(title) => (
                            <Link to={`/product-details/${review.book._id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                              <LangText text={title} />
                            </Link>
                          )}
                        />
                      </span>
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
          {reviews.length > 1 && <CarouselControls count={reviews.length} index={index} onPrevious={previous} onNext={next} onSelect={goTo} messages="testimonials" tone="light" />}
        </div>
      </div>
    </section>
  );
}
