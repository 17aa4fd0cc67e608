import type { Book } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { authorQuery } from '../../../lib/author-query';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { t } from '../../../lib/i18n';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { Link } from '../../../lib/locale';
import '../messages';
import { RelatedBooksSection, usePageBook } from './related-books-section';

/** How many other books of the author the book page shows. */
const SHOWN = 5;

/**
 * 'More by this author' under the book: the author's other books, asked for only when the shopper scrolls near it
 * (the page loads this component lazily, so neither its code nor its request is part of the first load). Nothing shows
 * when the author has no other book.
 */
export function MoreByAuthor({ book }: { book: Book }) {
  const slug = book.authorSlug ?? '';
  const { data } = useQuery({ ...authorQuery(slug), enabled: slug !== '' });
  const others = data?.books.filter((other) => other._id !== book._id).slice(0, SHOWN) ?? [];
  if (others.length === 0) return null;
  const author = bookNames(book, currentLocale()).author.primary;
  return (
    <RelatedBooksSection
      id="more-by-author"
      heading={t('storefront:detail.moreByAuthor')}
      books={others}
      link={
        data &&
        data.total - 1 > others.length && (
          <Link to={`/authors/${encodeURIComponent(slug)}`} className="text-sm font-semibold text-brand-700 hover:underline">
            <MessageWithText message={(slot) => t('storefront:detail.seeAllByAuthor', { author: slot })} text={author} />
          </Link>
        )
      }
    />
  );
}

/** The section for the book of the page (from the cache the page already filled): lazily loaded, it takes no props. */
export function MoreByPageAuthor() {
  const book = usePageBook();
  return book ? <MoreByAuthor book={book} /> : null;
}
