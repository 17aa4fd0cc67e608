import type { BookListItem } from '@boipoka/shared';
import { CheckCircle2, Heart, ShoppingCart, XCircle } from 'lucide-react';
import { Link } from '../../../lib/locale';
import { BookCover } from '../../../components/ui/book-cover';
import { buttonClasses } from '../../../components/ui/button';
import { LangText } from '../../../components/ui/lang-text';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { ToggleIconButton } from '../../../components/ui/toggle-icon-button';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { t } from '../../../lib/i18n';
import { addToCartWithToast } from '../../../lib/add-to-cart';
import { useHome } from '../api/use-home';
import { deliveryDays } from '../../../lib/shop-offer';
import { useShopSettings } from '../../../lib/shop-settings';
import { PriceTag } from '../../../components/shop/price-tag';
import { toggleWish, useWished } from '../../../lib/wishlist-store';
import '../messages';

/** 'Book of the Month': a real book (the first staff pick, else the best seller), at its price, with its stock and cart button. */
export function SpotlightSection() {
  const { data } = useHome();
  const book = data?.spotlight;
  if (!book) return null;
  return <Spotlight book={book} bestseller={data.collections.bestsellers.some((b) => b._id === book._id)} />;
}

function Spotlight({ book, bestseller }: { book: BookListItem; bestseller: boolean }) {
  // The same wishlist as every other heart: kept in the account when signed in, in the browser otherwise.
  const liked = useWished(book._id);
  const names = bookNames(book, currentLocale());
  const settings = useShopSettings();
  return (
    <section aria-labelledby="spotlight-heading" data-testid="spotlight" className="bg-white py-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="relative mx-auto w-56 sm:w-64">
          {bestseller && <span className="absolute -top-3 -left-3 z-10 rounded-full bg-amber-500 px-3 py-1 text-xs font-bold text-stone-900 shadow">{t('storefront:spotlight.bestseller')}</span>}
          <BookCover src={book.image} title={names.title.primary} width={256} height={384} className="w-full rounded-xl shadow-2xl" />
          <ToggleIconButton
            pressed={liked}
            onToggle={() => toggleWish(book._id)}
            label={t('storefront:spotlight.like', { title: names.title.primary })}
            icon={Heart}
            className="absolute top-3 right-3"
          />
        </div>
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{t('storefront:spotlight.eyebrow')}</p>
          <h2 id="spotlight-heading" className="mt-2 font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
            <LangText text={names.title.primary} />
          </h2>
          <p className="mt-1 text-stone-700">
            <MessageWithText message={(slot) => t('storefront:common.byAuthor', { author: slot })} text={names.author.primary} />
          </p>
          <LangText as="p" text={book.description} className="mt-4 line-clamp-5 text-stone-700" />
          <div className="mt-5">
            <PriceTag price={book.price} listPrice={book.listPrice} size="lg" homePriceOf={book._id} />
          </div>
          {book.inStock ? (
            <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-green-700">
              <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
              {settings ? t('storefront:spotlight.inStock', { days: deliveryDays(settings, currentLocale()) }) : t('storefront:common.inStock')}
            </p>
          ) : (
            <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-red-700">
              <XCircle aria-hidden="true" className="h-4 w-4" />
              {t('storefront:common.outOfStock')}
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" disabled={!book.inStock} onClick={() => addToCartWithToast(book)} className={buttonClasses('primary', 'lg', 'disabled:cursor-not-allowed disabled:opacity-60')}>
              <ShoppingCart aria-hidden="true" className="h-5 w-5" />
              {book.inStock ? t('storefront:common.addToCart') : t('storefront:common.outOfStock')}
              <span className="sr-only">
                : <LangText text={names.title.primary} />
              </span>
            </button>
            <Link to={`/product-details/${book._id}`} className={buttonClasses('secondary', 'lg')}>
              {t('storefront:common.viewDetails')}
              <span className="sr-only">
                : <LangText text={names.title.primary} />
              </span>
            </Link>
            <Link to="/all-products" className="self-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t('storefront:spotlight.browseMore')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
