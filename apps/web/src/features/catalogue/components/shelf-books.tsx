import type { Book } from '@boipoka/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { toggleWish, useWishedIds } from '../../../lib/wishlist-store';
import { formatInteger } from '../../../lib/format';
import { CatalogBookCard } from '../../catalog';
import { shelfBooksQuery, type ShelfFilter } from '../api/catalogue-api';
import { SHELF_PAGE_SIZE, shelfPageOf } from '../lib/paths';
import '../messages';

/** A book's number in its series, as the list's answer gives it. */
function SeriesNumber({ book }: { book: Book }) {
  const number = book.seriesNumber;
  if (!number) return null;
  return (
    <span className="pointer-events-none absolute top-2 left-2 z-10 rounded-md bg-stone-900/85 px-2 py-0.5 text-xs font-semibold text-white">
      {t('storefront:shelves.series.number', { number: formatInteger(number) })}
    </span>
  );
}

/** A shelf's books as the All Products grid shows them, paged by the URL; a series shows each book's number. */
export function ShelfBooks({ filter, name, numbered = false }: { filter: ShelfFilter; name: string; numbered?: boolean }) {
  const [search, setSearch] = useSearchParams();
  const page = shelfPageOf(search);
  const { data, isPending, isError, isPlaceholderData } = useQuery({ ...shelfBooksQuery(filter, page, SHELF_PAGE_SIZE), placeholderData: keepPreviousData });
  const favourites = useWishedIds();

  if (isPending) {
    return (
      <div role="status" aria-label={t('storefront:shelves.loading')} className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="aspect-[2/3] w-full" />
        ))}
      </div>
    );
  }
  if (isError) return <p className="mt-8 rounded-xl bg-white px-6 py-10 text-center text-stone-700 ring-1 ring-stone-200">{t('storefront:shelves.failed')}</p>;
  if (data.books.length === 0) return <p className="mt-8 rounded-xl bg-white px-6 py-10 text-center text-stone-700 ring-1 ring-stone-200">{t('storefront:shelves.empty')}</p>;

  return (
    <>
      <ul
        aria-label={t('storefront:shelves.booksLabel', { name })}
        className={`mt-8 grid grid-cols-2 gap-4 transition-opacity sm:gap-6 md:grid-cols-3 lg:grid-cols-5 ${isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {data.books.map((book, index) => (
          <li key={book._id} className="relative">
            <CatalogBookCard book={book} view="grid" favourite={favourites.has(book._id)} onToggleFavourite={toggleWish} priority={index < 2} />
            {numbered && <SeriesNumber book={book} />}
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <Pagination
          page={page}
          totalPages={data.meta.totalPages}
          onPageChange={(next) =>
            setSearch((current) => {
              const params = new URLSearchParams(current);
              if (next === 1) params.delete('page');
              else params.set('page', String(next));
              return params;
            })
          }
        />
      </div>
    </>
  );
}
