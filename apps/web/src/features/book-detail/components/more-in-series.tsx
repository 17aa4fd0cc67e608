import type { Book } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { currentLocale, t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { nameIn, SHELF_PAGE_SIZE, seriesPagePath, shelfBooksQuery } from '../../catalogue';
import '../messages';
import { RelatedBooksSection, usePageBook } from './related-books-section';

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
    <RelatedBooksSection
      id="more-in-series"
      heading={t('storefront:detail.moreInSeries')}
      listLabel={name}
      books={others}
      link={
        <Link to={seriesPagePath(series.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
          <MessageWithText message={(slot) => t('storefront:detail.seeSeries', { series: slot })} text={name} />
        </Link>
      }
    />
  );
}

/** The section for the book of the page (from the cache the page already filled): lazily loaded, it takes no props. */
export function MoreInPageSeries() {
  const book = usePageBook();
  return book ? <MoreInSeries book={book} /> : null;
}
