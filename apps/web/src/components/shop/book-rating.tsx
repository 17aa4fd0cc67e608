import type { BookRating as Rating } from '@boipoka/shared';
import { StarRating } from '../ui/star-rating';
import { formatDecimal, formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';

/** 'Rated 4.5 out of 5, 12 reviews' (Bangla: 'রেটিং ৫-এর মধ্যে ৪.৫, ১২টি রিভিউ'). */
export function ratingLabel(rating: Rating): string {
  return t('storefront:common.ratedWithCount', { rating: formatDecimal(rating.average ?? 0, 1), count: rating.count, formatted: formatInteger(rating.count) });
}

/**
 * A book's real rating: stars, mean and number of reviews, read as one sentence. Nothing at all when the book has no
 * review (or an answer cached from before ratings existed has none): no invented stars.
 */
export function BookRating({ rating, size = 'sm', className = '' }: { rating: Rating | undefined; size?: 'sm' | 'md'; className?: string }) {
  if (!rating || rating.count === 0 || rating.average === null) return null;
  return (
    <p className={`flex flex-wrap items-center gap-1.5 text-sm text-stone-700 ${className}`} data-testid="book-rating">
      <StarRating rating={rating.average} label={ratingLabel(rating)} size={size} />
      <span aria-hidden="true" className={size === 'md' ? 'font-semibold text-stone-900' : ''}>
        {formatDecimal(rating.average, 1)}
      </span>
      <span aria-hidden="true" className="text-stone-500">
        ({t('storefront:common.reviews', { count: rating.count, formatted: formatInteger(rating.count) })})
      </span>
    </p>
  );
}
