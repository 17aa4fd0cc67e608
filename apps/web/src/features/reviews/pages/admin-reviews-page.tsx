import type { AdminReview } from '@boipoka/shared';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LangText } from '../../../components/ui/lang-text';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { StarRating } from '../../../components/ui/star-rating';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type ReviewVisibility, useAdminReviews, useSetReviewHidden } from '../api/use-reviews';
import '../messages';

const FILTERS: ReviewVisibility[] = ['all', 'visible', 'hidden'];

function AdminReviewRow({ review }: { review: AdminReview }) {
  const setHidden = useSetReviewHidden();
  const toggle = () =>
    setHidden.mutate(
      { id: review._id, hidden: !review.hidden },
      {
        onSuccess: () => notify.success(review.hidden ? t('reviews:admin.shown') : t('reviews:admin.hidden')),
        onError: (error) => notify.error(errorMessage(error, t('reviews:admin.failed'))),
      },
    );
  return (
    <li className={`flex flex-col gap-2 p-4 ${review.hidden ? 'bg-stone-50' : ''}`} data-testid="admin-review">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={review.hidden ? 'red' : 'green'}>{review.hidden ? t('reviews:admin.hiddenBadge') : t('reviews:admin.visibleBadge')}</Badge>
        <StarRating rating={review.rating} label={t('storefront:common.ratingLabel', { rating: formatInteger(review.rating) })} />
        <span className="ml-auto text-xs text-stone-600">{formatDateTime(review.createdAt)}</span>
      </div>
      <Link to={`/product-details/${review.book._id}`} className="font-semibold break-words text-brand-800 hover:underline">
        <LangText text={review.book.title} />
      </Link>
      <p className="text-sm text-stone-700">
        {t('reviews:admin.by')} <LangText text={review.user.name} className="font-medium" /> · <span className="break-all">{review.user.email}</span>
      </p>
      {review.text ? (
        <LangText as="p" text={review.text} className="whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]" />
      ) : (
        <p className="text-sm text-stone-600 italic">{t('reviews:admin.noText')}</p>
      )}
      <div>
        <Button
          size="sm"
          variant={review.hidden ? 'secondary' : 'danger'}
          disabled={setHidden.isPending}
          onClick={toggle}
          aria-label={t(review.hidden ? 'reviews:admin.unhideLabel' : 'reviews:admin.hideLabel', { name: review.user.name, title: review.book.title })}
        >
          {review.hidden ? t('reviews:admin.unhide') : t('reviews:admin.hide')}
        </Button>
      </div>
    </li>
  );
}

/** The admin's moderation of reviews: every review, newest first, with Hide / Unhide. */
export function AdminReviewsPage() {
  useDocumentTitle(t('reviews:admin.title'));
  const [page, setPage] = useState(1);
  const [visibility, setVisibility] = useState<ReviewVisibility>('all');
  const reviews = useAdminReviews(page, visibility);
  return (
    <div>
      <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{t('reviews:admin.title')}</h1>
      <p className="mt-1 text-stone-700">{t('reviews:admin.subtitle')}</p>
      <div role="group" aria-label={t('reviews:admin.filterLabel')} className="mt-4 flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={visibility === filter ? 'primary' : 'secondary'}
            aria-pressed={visibility === filter}
            onClick={() => {
              setVisibility(filter);
              setPage(1);
            }}
          >
            {t(`reviews:admin.filter.${filter}`)}
          </Button>
        ))}
      </div>
      <div className="mt-4">
        {reviews.isPending ? (
          <Spinner className="min-h-40" />
        ) : reviews.isError ? (
          <AlertBanner tone="error">{t('reviews:admin.loadFailed')}</AlertBanner>
        ) : reviews.data.items.length === 0 ? (
          <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">{t('reviews:admin.empty')}</p>
        ) : (
          <>
            <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
              {reviews.data.items.map((review) => (
                <AdminReviewRow key={review._id} review={review} />
              ))}
            </ul>
            <div className="mt-4">
              <Pagination page={page} totalPages={reviews.data.meta.totalPages} onPageChange={setPage} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
