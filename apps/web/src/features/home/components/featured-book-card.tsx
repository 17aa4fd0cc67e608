import { Heart, Plus } from 'lucide-react';
import type { Book } from '@boipoka/shared';
import { OLD_PRICE_FACTOR } from '@boipoka/shared';
import { Link } from '../../../lib/locale';
import { BookCover } from '../../../components/ui/book-cover';
import { LangText } from '../../../components/ui/lang-text';
import { OtherScriptLine } from '../../../components/ui/other-script-line';
import { StarRating } from '../../../components/ui/star-rating';
import { ToggleIconButton } from '../../../components/ui/toggle-icon-button';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { formatDecimal, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { sampleRating } from '../../../lib/sample-rating';
import { addToCartWithToast } from '../../cart/add-to-cart';
import '../messages';

export type FeaturedBadge = 'bestseller' | 'new';

export interface FeaturedBookCardProps {
  book: Book;
  badge?: FeaturedBadge;
  /** The first three books show a sample old price (×1.3) and '23% OFF' (SPEC §9). */
  discounted: boolean;
  wished: boolean;
  onToggleWish: (id: string) => void;
}

/** A card of the home grid; the title link covers the whole card, the heart and Quick Add sit above it. */
export function FeaturedBookCard({ book, badge, discounted, wished, onToggleWish }: FeaturedBookCardProps) {
  const rating = sampleRating(book._id);
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
        <LangText as="p" text={names.author.primary} className="mt-0.5 text-sm text-stone-600" />
        <OtherScriptLine text={names.author.secondary} />
        <p className="mt-2 flex items-center gap-1.5 text-sm text-stone-700">
          <StarRating rating={rating} label={t('storefront:common.ratingLabel', { rating: formatDecimal(rating, 1) })} />
          <span aria-hidden="true">{formatDecimal(rating, 1)}</span>
        </p>
        <p className="mt-auto flex flex-wrap items-baseline gap-2 pt-3">
          <span data-testid="home-price" data-book-id={book._id} className="text-lg font-bold text-brand-700">
            {formatMoney(book.price)}
          </span>
          {discounted && (
            <>
              <span className="text-sm text-stone-500 line-through">
                <span className="sr-only">{t('storefront:common.oldPrice')} </span>
                {formatMoney(book.price * OLD_PRICE_FACTOR)}
              </span>
              <span className="rounded bg-accent-600 px-1.5 py-0.5 text-xs font-bold text-white">{t('storefront:common.percentOff', { percent: 23 })}</span>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
