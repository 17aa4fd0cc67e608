import type { BookRating as Rating, MyReview, Review } from '@boipoka/shared';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { StarRating } from '../../../components/ui/star-rating';
import { ratingLabel } from '../../../components/shop/book-rating';
import { errorMessage } from '../../../lib/api-client';
import { formatDecimal } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useBookReviews, useCreateReview, useDeleteReview, useMyReview, useUpdateReview } from '../api/use-reviews';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import '../messages';

/** The signed-in reader's own review: shown with Edit and Delete, or as the form while editing. */
function MyReviewCard({ review }: { review: Review }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateReview();
  const remove = useDeleteReview();
  const titleId = useId();
  if (editing) {
    return (
      <section aria-labelledby={titleId} className="rounded-xl bg-white p-4 ring-1 ring-brand-200 sm:p-5">
        <h3 id={titleId} className="mb-3 font-semibold text-stone-900">
          {t('reviews:form.yourReview')}
        </h3>
        <ReviewForm
          initial={{ rating: review.rating, text: review.text }}
          busy={update.isPending}
          submitLabel={t('reviews:form.save')}
          busyLabel={t('reviews:form.saving')}
          onCancel={() => setEditing(false)}
          onSubmit={(values) =>
            update.mutate(
              { id: review._id, ...values },
              {
                onSuccess: () => {
                  setEditing(false);
                  notify.success(t('reviews:form.updated'));
                },
                onError: (error) => notify.error(errorMessage(error, t('reviews:form.failed'))),
              },
            )
          }
        />
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-2 font-semibold text-stone-900">
        {t('reviews:form.yourReview')}
      </h3>
      {review.hidden && <p className="mb-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">{t('reviews:form.hiddenNote')}</p>}
      <ReviewItem review={review}>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t('reviews:form.edit')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            {t('reviews:form.delete')}
          </Button>
        </div>
      </ReviewItem>
      <Dialog open={confirming} title={t('reviews:form.confirmDeleteTitle')} onClose={() => !remove.isPending && setConfirming(false)}>
        <p className="text-stone-700">{t('reviews:form.confirmDeleteText')}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {t('reviews:form.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(review._id, {
                onSuccess: () => {
                  setConfirming(false);
                  notify.success(t('reviews:form.deleted'));
                },
                onError: (error) => notify.error(errorMessage(error, t('reviews:form.deleteFailed'))),
              })
            }
          >
            {remove.isPending ? t('reviews:form.deleting') : t('reviews:form.delete')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** What a signed-in reader sees above the list: their review, the form, or why they cannot review yet. */
function ReaderArea({ bookId, mine }: { bookId: string; mine: MyReview }) {
  const create = useCreateReview(bookId);
  const titleId = useId();
  if (mine.review) return <MyReviewCard review={mine.review} />;
  if (!mine.canReview) return <p className="rounded-lg bg-stone-100 p-4 text-sm text-stone-700">{t('reviews:section.notBought')}</p>;
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-4 ring-1 ring-brand-200 sm:p-5">
      <h3 id={titleId} className="mb-3 font-semibold text-stone-900">
        {t('reviews:form.writeTitle')}
      </h3>
      <ReviewForm
        busy={create.isPending}
        submitLabel={t('reviews:form.submit')}
        busyLabel={t('reviews:form.submitting')}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: () => notify.success(t('reviews:form.added')),
            onError: (error) => notify.error(errorMessage(error, t('reviews:form.failed'))),
          })
        }
      />
    </section>
  );
}

function SignedInArea({ bookId }: { bookId: string }) {
  const mine = useMyReview(bookId);
  if (mine.isPending) return <p className="text-sm text-stone-600">{t('reviews:section.checking')}</p>;
  if (mine.isError) return <AlertBanner tone="error">{errorMessage(mine.error, t('reviews:section.loadFailed'))}</AlertBanner>;
  return <ReaderArea bookId={bookId} mine={mine.data} />;
}

/** The book page's reviews: the rating, the reader's own review or form, and the visible reviews, newest first. */
export function BookReviews({ bookId, rating }: { bookId: string; rating: Rating | undefined }) {
  const session = useSession();
  const location = useLocation();
  const [page, setPage] = useState(1);
  const reviews = useBookReviews(bookId, page);
  // The reader's own review is shown above the list, with its buttons: not a second time in the list.
  const ownId = useMyReview(bookId).data?.review?._id;
  const count = rating?.count ?? 0;

  return (
    <div className="max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-serif text-xl font-bold text-stone-900">{t('reviews:section.title')}</h2>
        {rating && count > 0 && rating.average !== null && (
          <p className="flex items-center gap-2">
            <StarRating rating={rating.average} label={ratingLabel(rating)} size="md" />
            <span aria-hidden="true" className="font-semibold text-stone-900">
              {formatDecimal(rating.average, 1)} {t('reviews:section.outOf')}
            </span>
          </p>
        )}
      </div>

      {session ? (
        <SignedInArea bookId={bookId} />
      ) : (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-stone-100 p-4 text-sm text-stone-700">
          {t('reviews:section.signInPrompt')}
          <Link to="/login" state={{ from: { pathname: location.pathname, search: location.search } }} className={buttonClasses('secondary', 'sm')}>
            {t('reviews:section.signIn')}
          </Link>
        </p>
      )}

      {reviews.isPending ? (
        <Spinner className="min-h-24" />
      ) : reviews.isError ? (
        <AlertBanner tone="error">{t('reviews:section.loadFailed')}</AlertBanner>
      ) : reviews.data.items.length === 0 ? (
        <p className="text-stone-700">{t('reviews:section.noReviews')}</p>
      ) : (
        <>
          <ul aria-label={t('reviews:section.listLabel')} className="space-y-3">
            {reviews.data.items
              .filter((review) => review._id !== ownId)
              .map((review) => (
                <li key={review._id}>
                  <ReviewItem review={review} />
                </li>
              ))}
          </ul>
          <Pagination page={page} totalPages={reviews.data.meta.totalPages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
