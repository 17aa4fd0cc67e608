import { HOME_COLLECTION_SIZE, HOME_COLLECTIONS, type HomeCollection } from '@boipoka/shared';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/locale';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { useHome } from '../api/use-home';
import { FeaturedBookCard, type FeaturedBadge } from './featured-book-card';
import '../messages';
import { toggleWish, useWishedIds } from '../../../lib/wishlist-store';

export const FEATURED_CHIPS = HOME_COLLECTIONS;
export type FeaturedChip = HomeCollection;

const CHIP_BADGES: Partial<Record<FeaturedChip, FeaturedBadge>> = { bestsellers: 'bestseller', newArrivals: 'new' };

/**
 * The four collections of real books (GET /api/home): Bestsellers by copies sold, New Arrivals by date added, Staff
 * Picks and Award Winners as the admin chose them in Book Management. One chip is always shown: Bestsellers, or New
 * Arrivals while nothing has sold.
 */
export function FeaturedBooksSection() {
  const { data, isPending } = useHome();
  const [picked, setPicked] = useState<FeaturedChip | null>(null);
  const wishlist = useWishedIds();
  const chip: FeaturedChip = picked ?? (data && data.collections.bestsellers.length === 0 ? 'newArrivals' : 'bestsellers');
  const books = data?.collections[chip] ?? [];

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
                onClick={() => setPicked(key)}
                className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 transition ${chip === key ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-700 ring-stone-300 hover:ring-brand-600'}`}
              >
                {t(`storefront:featured.chips.${key}`)}
              </button>
            ))}
          </div>
        </div>

        {isPending ? (
          <ul aria-busy="true" aria-label={t('storefront:featured.loading')} className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-6">
            {Array.from({ length: HOME_COLLECTION_SIZE }, (_, i) => (
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
        ) : !data || data.stats.books === 0 ? (
          <p className="mt-8 rounded-xl bg-white p-10 text-center text-stone-700 ring-1 ring-stone-200">{t('storefront:featured.empty')}</p>
        ) : books.length === 0 ? (
          <p className="mt-8 rounded-xl bg-white p-10 text-center text-stone-700 ring-1 ring-stone-200">{t('storefront:featured.noneForChip')}</p>
        ) : (
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-6">
            {books.map((book) => (
              <li key={book._id} className="flex">
                <FeaturedBookCard book={book} badge={CHIP_BADGES[chip]} wished={wishlist.has(book._id)} onToggleWish={toggleWish} />
              </li>
            ))}
          </ul>
        )}

        {(data?.stats.books ?? 0) > HOME_COLLECTION_SIZE && (
          <div className="mt-10 text-center">
            <Link to={chip === 'bestsellers' ? '/all-products?sort=bestselling' : chip === 'newArrivals' ? '/all-products?sort=newest' : '/all-products'} className={buttonClasses('primary', 'lg')}>
              {t('storefront:featured.viewAll')}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
