import { CheckCircle2, Heart, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../lib/locale';
import { BookCover } from '../../../components/ui/book-cover';
import { buttonClasses } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { ToggleIconButton } from '../../../components/ui/toggle-icon-button';
import { spotlightBook } from '../../../content/spotlight-book';
import { formatDecimal, formatInteger, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../messages';

/** One hard-coded featured book (SPEC §2): an edition the shop does not sell, so Add to Cart says so in a toast. */
export function SpotlightSection() {
  const book = spotlightBook();
  const [liked, setLiked] = useState(false);
  return (
    <section aria-labelledby="spotlight-heading" className="bg-white py-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="relative mx-auto w-56 sm:w-64">
          <span className="absolute -top-3 -left-3 z-10 rounded-full bg-amber-500 px-3 py-1 text-xs font-bold text-stone-900 shadow">{t('storefront:spotlight.bestseller')}</span>
          <BookCover src={book.image} title={book.title} width={256} height={384} className="w-full rounded-xl shadow-2xl" />
          <ToggleIconButton
            pressed={liked}
            onToggle={() => setLiked((value) => !value)}
            label={t('storefront:spotlight.like', { title: book.title })}
            icon={Heart}
            className="absolute top-3 right-3"
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{t('storefront:spotlight.eyebrow')}</p>
          <h2 id="spotlight-heading" className="mt-2 font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
            {book.title}
          </h2>
          <p className="mt-1 text-stone-700">{t('storefront:common.byAuthor', { author: book.author })}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <StarRating rating={book.rating} label={t('storefront:common.ratingLabel', { rating: formatDecimal(book.rating, 1) })} size="md" />
            <span className="font-semibold text-stone-900">{t('storefront:spotlight.ratingOutOf', { rating: book.rating })}</span>
            <span>({t('storefront:common.reviews', { count: book.reviews, formatted: formatInteger(book.reviews) })})</span>
          </div>
          <p className="mt-4 text-stone-700">{book.description}</p>
          <ul aria-label={t('storefront:spotlight.tags')} className="mt-4 flex flex-wrap gap-2">
            {book.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
                {tag}
              </li>
            ))}
          </ul>
          <p className="mt-5 flex flex-wrap items-baseline gap-3">
            <span className="text-3xl font-bold text-stone-900">{formatMoney(book.price)}</span>
            <span className="text-lg text-stone-500 line-through">
              <span className="sr-only">{t('storefront:common.oldPrice')} </span>
              {formatMoney(book.oldPrice)}
            </span>
            <span className="rounded-md bg-accent-600 px-2 py-0.5 text-xs font-bold text-white">{t('storefront:common.percentOff', { percent: book.discountPercent })}</span>
          </p>
          <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-green-700">
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {t('storefront:spotlight.inStock')}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" onClick={() => notify.info(t('storefront:common.spotlightNotInShop'))} className={buttonClasses('primary', 'lg')}>
              <ShoppingCart aria-hidden="true" className="h-5 w-5" />
              {t('storefront:common.addToCart')}
            </button>
            <Link to="/all-products" className={buttonClasses('secondary', 'lg')}>
              {t('storefront:spotlight.browseMore')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
