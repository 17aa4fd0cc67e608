import type { Review } from '@boipoka/shared';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LangText } from '../../../components/ui/lang-text';
import { StarRating } from '../../../components/ui/star-rating';
import { formatInteger, formatLongDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** One review: who, how many stars, when, 'Verified purchase', and what they wrote. */
export function ReviewItem({ review, children }: { review: Review; children?: ReactNode }) {
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <LangText as="p" text={review.reviewer.name} className="font-semibold text-stone-900" />
          <p className="text-xs text-stone-600">
            {formatLongDate(review.createdAt)}
            {edited && <> · {t('reviews:section.edited')}</>}
          </p>
        </div>
        <StarRating rating={review.rating} label={t('storefront:common.ratingLabel', { rating: formatInteger(review.rating) })} />
      </div>
      {review.verifiedPurchase && (
        <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-green-800">
          <BadgeCheck aria-hidden="true" className="h-4 w-4" />
          {t('reviews:section.verified')}
        </p>
      )}
      {review.text && <LangText as="p" text={review.text} className="mt-2 whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]" />}
      {children}
    </article>
  );
}
