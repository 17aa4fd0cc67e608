import type { Book } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BookTile } from '../../../components/shop/book-tile';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { bookQuery } from '../../../lib/book-query';
import { currentLocale, t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { nameIn, SHELF_PAGE_SIZE, seriesPagePath, shelfBooksQuery } from '../../catalogue';
import '../messages';

/**
 * 'More in this series' under the book: the series' other books in its reading order, asked for only when the reader
 * scrolls near it. The same page of books as the series' own first page (its cache is shared). Nothing shows when the
 * book has no series or is alone in it.
 */
export function MoreInSeries({ book }: { book: Book }) {
  const series = book.series;
  const slug = series?.slug ?? '';
  const { data } = useQuery({ ...shelfBooksQuery({ seriesSlug: slug }, 1, SHELF_PAGE_SIZE), enabled: slug !== '' });
  if (!series || !data) return null;
  const others = data.books.filter((other) => other._id !== book._id);
  if (others.length === 0) return null;
  const name = nameIn(series, currentLocale());
  return (
    <section aria-labelledby="more-in-series" className="mt-12 border-t border-stone-200 pt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="more-in-series" className="font-serif text-2xl font-bold text-stone-900">
          {t('storefront:detail.moreInSeries')}
        </h2>
        <Link to={seriesPagePath(series.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
          <MessageWithText message={(slot) => t('storefront:detail.seeSeries', { series: slot })} text={name} />
        </Link>
      </div>
      <ul aria-label={name} className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {others.map((other) => (
          <li key={other._id}>
            <BookTile book={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The section for the book of the page (from the cache the page already filled): lazily loaded, it takes no props. */
export function MoreInPageSeries() {
  const { id = '' } = useParams();
  const { data: book } = useQuery({ ...bookQuery(id), enabled: false });
  return book ? <MoreInSeries book={book} /> : null;
}
