import type { BookListItem } from '@boipoka/shared';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';

/** A book of the home page with its regular price when the shop gives one (`listPrice`, issue 15); never made up. */
export type HomeBook = BookListItem & { listPrice?: number | null };

/**
 * The book's real price; the struck-through regular price and the '% off' label only when the book has a `listPrice`
 * above its price.
 */
export function HomePrice({ book, size = 'md', tone = 'light' }: { book: HomeBook; size?: 'md' | 'lg'; tone?: 'light' | 'dark' }) {
  const list = typeof book.listPrice === 'number' && book.listPrice > book.price ? book.listPrice : undefined;
  const percent = list ? Math.round((1 - book.price / list) * 100) : 0;
  const main = size === 'lg' ? 'text-3xl' : 'text-2xl';
  return (
    <p className="flex flex-wrap items-baseline gap-3">
      <span data-testid="home-price" data-book-id={book._id} className={`${main} font-bold ${tone === 'dark' ? 'text-white' : 'text-stone-900'}`}>
        {formatMoney(book.price)}
      </span>
      {list !== undefined && (
        <>
          <span className={tone === 'dark' ? 'text-brand-200 line-through' : 'text-lg text-stone-500 line-through'}>
            <span className="sr-only">{t('storefront:common.oldPrice')} </span>
            {formatMoney(list)}
          </span>
          {percent > 0 && <span className="rounded-md bg-accent-600 px-2 py-0.5 text-xs font-bold text-white">{t('storefront:common.percentOff', { percent })}</span>}
        </>
      )}
    </p>
  );
}
