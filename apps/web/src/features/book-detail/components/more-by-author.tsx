import type { Book } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { BookTile } from '../../../components/shop/book-tile';
import { authorQuery } from '../../../lib/author-query';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { t } from '../../../lib/i18n';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { Link } from '../../../lib/locale';
import { useParams } from 'react-router';
import { bookQuery } from '../../../lib/book-query';
import '../messages';

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
    <section aria-labelledby="more-by-author" className="mt-12 border-t border-stone-200 pt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="more-by-author" className="font-serif text-2xl font-bold text-stone-900">
          {t('storefront:detail.moreByAuthor')}
        </h2>
        {data && data.total - 1 > others.length && (
          <Link to={`/authors/${encodeURIComponent(slug)}`} className="text-sm font-semibold text-brand-700 hover:underline">
            <MessageWithText message={(slot) => t('storefront:detail.seeAllByAuthor', { author: slot })} text={author} />
          </Link>
        )}
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
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
export function MoreByPageAuthor() {
  const { id = '' } = useParams();
  // The page's own query, read from the cache without asking again (the page asks; this part only follows).
  const { data: book } = useQuery({ ...bookQuery(id), enabled: false });
  return book ? <MoreByAuthor book={book} /> : null;
}
