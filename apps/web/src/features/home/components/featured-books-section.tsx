import type { Book } from '@boipoka/shared';
import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from '../../../lib/locale';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { sampleRating, sampleReviewCount } from '../../../lib/sample-rating';
import { FEATURED_BOOK_COUNT, useFeaturedBooks } from '../api/use-featured-books';
import { FeaturedBookCard, type FeaturedBadge } from './featured-book-card';
import '../messages';
import { toggleWish, useWishedIds } from '../../wishlist/wishlist-store';

export const FEATURED_CHIPS = ['bestsellers', 'newArrivals', 'staffPicks', 'awardWinners'] as const;
export type FeaturedChip = (typeof FEATURED_CHIPS)[number];

interface Entry {
  book: Book;
  /** Position in the server's order: badges and discounts stay with their book when a chip reorders the grid. */
  position: number;
}

/**
 * The chips did nothing in the original (SPEC §2); here they really reorder or narrow the 6 books shown, using the
 * same sample figures the cards display: Bestsellers = most reviews first, New Arrivals = newest first,
 * Staff Picks = rated 4.0 or more, Award Winners = rated 4.5 or more. Pressing the active chip again clears it.
 */
export function applyChip(entries: Entry[], chip: FeaturedChip | null): Entry[] {
  switch (chip) {
    case 'bestsellers':
      return [...entries].sort((a, b) => sampleReviewCount(b.book._id) - sampleReviewCount(a.book._id));
    case 'newArrivals':
      return [...entries].sort((a, b) => (b.book.createdAt ?? '').localeCompare(a.book.createdAt ?? ''));
    case 'staffPicks':
      return entries.filter((entry) => sampleRating(entry.book._id) >= 4);
    case 'awardWinners':
      return entries.filter((entry) => sampleRating(entry.book._id) >= 4.5);
    default:
      return entries;
  }
}

const BADGES: (FeaturedBadge | undefined)[] = ['bestseller', 'new'];

export function FeaturedBooksSection() {
  const { data, isPending } = useFeaturedBooks();
  const [chip, setChip] = useState<FeaturedChip | null>(null);
  const wishlist = useWishedIds();

  const entries = useMemo(() => applyChip((data?.books ?? []).map((book, position) => ({ book, position })), chip), [data, chip]);

  const hasBooks = (data?.books.length ?? 0) > 0;

  return (
    <section aria-labelledby="featured-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-4 md:flex-row md:items-end">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{t('storefront:featured.eyebrow')}</p>
            <h2 id="featured-heading" className="mt-1 font-serif text-3xl font-bold text-stone-900">
              {t('storefront:featured.title')}
            </h2>
            <p className="mt-2 text-stone-700">{t('storefront:featured.subtitle')}</p>
          </div>
          <div role="group" aria-label={t('storefront:featured.chipsLabel')} className="flex flex-wrap gap-2">
            {FEATURED_CHIPS.map((key) => (
              <button
                type="button"
                key={key}
                aria-pressed={chip === key}
                onClick={() => setChip((current) => (current === key ? null : key))}
                className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 transition ${chip === key ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-700 ring-stone-300 hover:ring-brand-600'}`}
              >
                {t(`storefront:featured.chips.${key}`)}
              </button>
            ))}
          </div>
        </div>

        {isPending ? (
          <ul aria-busy="true" aria-label={t('storefront:featured.loading')} className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-6">
            {Array.from({ length: FEATURED_BOOK_COUNT }, (_, i) => (
              <li key={i} data-testid="featured-skeleton" className="overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
                <Skeleton className="aspect-[2/3] w-full rounded-none" />
                <div className="space-y-2 p-4">
                  <Skeleton className="h-4 w-4/5" />
                  <Skeleton className="h-3 w-1/2" />
                  <Skeleton className="h-5 w-1/3" />
                </div>
              </li>
            ))}
          </ul>
        ) : !hasBooks ? (
          <p className="mt-8 rounded-xl bg-white p-10 text-center text-stone-700 ring-1 ring-stone-200">{t('storefront:featured.empty')}</p>
        ) : entries.length === 0 ? (
          <p className="mt-8 rounded-xl bg-white p-10 text-center text-stone-700 ring-1 ring-stone-200">{t('storefront:featured.noneForChip')}</p>
        ) : (
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-6">
            {entries.map(({ book, position }) => (
              <li key={book._id} className="flex">
                <FeaturedBookCard
                  book={book}
                  badge={BADGES[position]}
                  wished={wishlist.has(book._id)}
                  onToggleWish={toggleWish}
                />
              </li>
            ))}
          </ul>
        )}

        {(data?.total ?? 0) > FEATURED_BOOK_COUNT && (
          <div className="mt-10 text-center">
            <Link to="/all-products" className={buttonClasses('primary', 'lg')}>
              {t('storefront:featured.viewAll')}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
