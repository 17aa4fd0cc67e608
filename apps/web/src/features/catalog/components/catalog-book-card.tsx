import type { Book } from '@boipoka/shared';
import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from '../../../lib/locale';
import { Badge } from '../../../components/ui/badge';
import { BookCover } from '../../../components/ui/book-cover';
import { AuthorLink } from '../../../components/shop/author-link';
import { CategoryName } from '../../../components/shop/category-name';
import { PriceTag } from '../../../components/shop/price-tag';
import { LangText } from '../../../components/ui/lang-text';
import { OtherScriptLine } from '../../../components/ui/other-script-line';
import { ToggleIconButton } from '../../../components/ui/toggle-icon-button';
import { BookRating } from '../../../components/shop/book-rating';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { t } from '../../../lib/i18n';
import { addToCartWithToast } from '../../../lib/add-to-cart';
import type { CatalogView } from '../hooks/use-catalog-params';

export interface CatalogBookCardProps {
  book: Book;
  view: CatalogView;
  favourite: boolean;
  onToggleFavourite: (id: string) => void;
  /** The first covers of the page are above the fold. */
  priority?: boolean;
}

/**
 * How wide a card's cover is shown: the grid's columns are 143-284 px (two on a phone, three to five from md), the
 * list's picture is w-28, from sm w-36. A phone (412 px, DPR 1.75) then takes the 400 px file, not the 800 px one.
 */
const COVER_SIZES = { grid: '(min-width: 640px) 284px, calc(50vw - 24px)', list: '(min-width: 640px) 144px, 112px' } as const;

/** A listing card; the title link covers the card, the heart sits above it and never navigates. */
export function CatalogBookCard({ book, view, favourite, onToggleFavourite, priority = false }: CatalogBookCardProps) {
  const inStock = book.quantity > 0;
  const list = view === 'list';
  const names = bookNames(book, currentLocale());
  return (
    <article className={`group relative flex h-full rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-lg ${list ? 'flex-row' : 'flex-col'}`}>
      {/* Clipped to the card's corners here, not on the card: the card's focus outline is drawn outside it. */}
      <div className={`relative shrink-0 overflow-hidden bg-stone-100 ${list ? 'w-28 rounded-l-xl sm:w-36' : 'w-full rounded-t-xl'}`}>
        <BookCover src={book.image} title={names.title.primary} width={240} height={360} sizes={COVER_SIZES[view]} priority={priority} className="h-full w-full" />
        <ToggleIconButton
          pressed={favourite}
          onToggle={(event) => {
            event.stopPropagation();
            event.preventDefault();
            onToggleFavourite(book._id);
          }}
          label={t('storefront:common.favourite', { title: names.title.primary })}
          icon={Heart}
          className="absolute top-2 right-2 z-10"
        />
      </div>
      {/* A long unbroken word in a title (data is data) wraps inside the card: the card no longer clips its content. */}
      <div className="flex min-w-0 flex-1 flex-col p-4 [overflow-wrap:anywhere]">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <CategoryName value={book.category} />
        </p>
        <h2 className="mt-1 line-clamp-2 font-semibold text-stone-900">
          <Link to={`/product-details/${book._id}`} className="card-link after:absolute after:inset-0 after:content-['']">
            <LangText text={names.title.primary} />
          </Link>
        </h2>
        <OtherScriptLine text={names.title.secondary} className="line-clamp-1 text-xs" />
        <p className="mt-0.5 text-sm text-stone-600">
          <AuthorLink slug={book.authorSlug} name={names.author.primary} className="relative z-10" />
        </p>
        <OtherScriptLine text={names.author.secondary} />
        <BookRating rating={book.rating} className="mt-2" />
        {list && book.description && <LangText as="p" text={book.description} className="mt-2 line-clamp-2 text-sm text-stone-700" />}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          <PriceTag price={book.price} listPrice={book.listPrice} />
          <span className="flex items-center gap-2">
            <Badge tone={inStock ? 'green' : 'red'}>{inStock ? t('storefront:common.inStock') : t('storefront:common.outOfStock')}</Badge>
            {inStock && (
              <button
                type="button"
                onClick={() => addToCartWithToast(book)}
                aria-label={t('storefront:common.addTitleToCart', { title: names.title.primary })}
                title={t('storefront:common.addToCart')}
                className="relative z-10 inline-flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700"
              >
                <ShoppingCart aria-hidden="true" className="h-4 w-4" />
              </button>
            )}
          </span>
        </div>
      </div>
    </article>
  );
}
