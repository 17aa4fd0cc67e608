import type { Book } from '@boipoka/shared';
import { BookCover } from '../ui/book-cover';
import { LangText } from '../ui/lang-text';
import { OtherScriptLine } from '../ui/other-script-line';
import { bookNames, currentLocale } from '../../lib/book-names';
import { t } from '../../lib/i18n';
import { Link } from '../../lib/locale';
import { CategoryName } from './category-name';
import { PriceTag } from './price-tag';

/** Both grids of tiles (an author's books, 'More by this author') are two columns on a phone, at most 230 px wide above. */
const TILE_COVER_SIZES = '(min-width: 640px) 230px, calc(50vw - 24px)';

/** A small book card (an author's books, 'More by this author'): cover, title in both scripts, price; the link covers it. */
export function BookTile({ book, priority = false }: { book: Book; priority?: boolean }) {
  const names = bookNames(book, currentLocale());
  return (
    <article className="group relative flex h-full flex-col rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-lg">
      <div className="overflow-hidden rounded-t-xl bg-stone-100">
        <BookCover src={book.image} title={names.title.primary} width={240} height={360} sizes={TILE_COVER_SIZES} priority={priority} className="w-full" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-3 [overflow-wrap:anywhere]">
        <h3 className="line-clamp-2 text-sm font-semibold text-stone-900">
          <Link to={`/product-details/${book._id}`} className="card-link after:absolute after:inset-0 after:content-['']">
            <LangText text={names.title.primary} />
          </Link>
        </h3>
        <OtherScriptLine text={names.title.secondary} className="line-clamp-1 text-xs" />
        <p className="mt-0.5 text-xs text-stone-600">
          <CategoryName value={book.category} />
        </p>
        <PriceTag price={book.price} listPrice={book.listPrice} className="mt-auto pt-2" />
        {book.quantity <= 0 && <p className="text-xs font-semibold text-red-700">{t('storefront:common.outOfStock')}</p>}
      </div>
    </article>
  );
}
