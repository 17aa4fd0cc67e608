import { Heart, Plus } from 'lucide-react';
import type { Book } from '@boipoka/shared';
import { Link } from '../../../lib/locale';
import { BookCover } from '../../../components/ui/book-cover';
import { AuthorLink } from '../../../components/shop/author-link';
import { PriceTag } from '../../../components/shop/price-tag';
import { LangText } from '../../../components/ui/lang-text';
import { OtherScriptLine } from '../../../components/ui/other-script-line';
import { ToggleIconButton } from '../../../components/ui/toggle-icon-button';
import { BookRating } from '../../../components/shop/book-rating';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { t } from '../../../lib/i18n';
import { addToCartWithToast } from '../../../lib/add-to-cart';
import '../messages';

export type FeaturedBadge = 'bestseller' | 'new';

export interface FeaturedBookCardProps {
  book: Book;
  badge?: FeaturedBadge;
  wished: boolean;
  onToggleWish: (id: string) => void;
}

/** A card of the home grid; the title link covers the whole card, the heart and Quick Add sit above it. */
export function FeaturedBookCard({ book, badge, wished, onToggleWish }: FeaturedBookCardProps) {
  const names = bookNames(book, currentLocale());
  return (
    <article className="group relative flex w-full flex-col rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg">
      {/* The cover is clipped to the card's corners here, not on the card: the card's focus outline is drawn outside it. */}
      <div className="relative overflow-hidden rounded-t-xl bg-stone-100">
        <BookCover src={book.image} title={names.title.primary} width={240} height={360} className="w-full" />
        {badge && (
          <span className={`absolute top-3 left-3 rounded-full px-2.5 py-0.5 text-xs font-bold ${badge === 'bestseller' ? 'bg-amber-400 text-stone-900' : 'bg-brand-600 text-white'}`}>
            {t(`storefront:featured.badges.${badge}`)}
          </span>
        )}
        <ToggleIconButton
          pressed={wished}
          onToggle={(event) => {
            // The card is a link: toggling the wishlist must not open the book.
            event.stopPropagation();
            event.preventDefault();
            onToggleWish(book._id);
          }}
          label={t('storefront:common.wishlist', { title: names.title.primary })}
          icon={Heart}
          className="absolute top-3 right-3 z-10"
        />
        <button
          type="button"
          disabled={book.inStock === false}
          onClick={(event) => {
            event.stopPropagation();
            addToCartWithToast(book);
          }}
          className="absolute inset-x-3 bottom-3 z-10 inline-flex items-center justify-center gap-1.5 rounded-lg bg-stone-900/90 px-3 py-2 text-sm font-semibold text-white transition disabled:cursor-not-allowed disabled:bg-stone-500/90 focus:opacity-100 md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {book.inStock === false ? t('storefront:common.outOfStock') : t('storefront:featured.quickAdd')}
          <span className="sr-only">
            : <LangText text={names.title.primary} />
          </span>
        </button>
      </div>
      {/* A long unbroken word in a title (data is data) wraps inside the card: the card no longer clips its content. */}
      <div className="flex min-w-0 flex-1 flex-col p-4 [overflow-wrap:anywhere]">
        <h3 className="line-clamp-2 font-semibold text-stone-900">
          <Link to={`/product-details/${book._id}`} className="card-link after:absolute after:inset-0 after:content-['']">
            <LangText text={names.title.primary} />
          </Link>
        </h3>
        <OtherScriptLine text={names.title.secondary} className="line-clamp-1 text-xs" />
        <p className="mt-0.5 text-sm text-stone-600">
          <AuthorLink slug={book.authorSlug} name={names.author.primary} className="relative z-10" />
        </p>
        <OtherScriptLine text={names.author.secondary} />
        <BookRating rating={book.rating} className="mt-2" />
        {/* The regular price and the discount only where the book has one (no sample old prices). */}
        <PriceTag price={book.price} listPrice={book.listPrice} className="mt-auto pt-3" homePriceOf={book._id} />
      </div>
    </article>
  );
}
