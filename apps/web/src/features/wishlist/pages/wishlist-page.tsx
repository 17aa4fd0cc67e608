import type { WishlistItem } from '@boipoka/shared';
import { Heart, HeartOff, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Badge } from '../../../components/ui/badge';
import { BookCover } from '../../../components/ui/book-cover';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LangText } from '../../../components/ui/lang-text';
import { Spinner } from '../../../components/ui/spinner';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { formatMoney, formatShortDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { Link } from '../../../lib/locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import '../../../lib/accounts-messages';
import { addToCartWithToast } from '../../../lib/add-to-cart';
import { useWishlist } from '../api/use-wishlist';
import { toggleWish } from '../../../lib/wishlist-store';

/** /dashboard/wishlist: the signed-in reader's wished books, kept in their account. */
export function WishlistPage() {
  useDocumentTitle(t('accounts:wishlist.title'));
  const wishlist = useWishlist();
  // A book just taken off leaves the list at once (the server's list follows).
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const items = (wishlist.data?.items ?? []).filter((item) => !removed.has(item.book._id));
  const remove = (bookId: string) => {
    setRemoved((current) => new Set(current).add(bookId));
    toggleWish(bookId);
  };

  return (
    <div className="space-y-5">
      <div>
        <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{t('accounts:wishlist.title')}</h1>
        <p className="mt-1 text-stone-600">{t('accounts:wishlist.subtitle')}</p>
      </div>
      {wishlist.isError && <AlertBanner tone="error">{t('accounts:wishlist.failed')}</AlertBanner>}
      {wishlist.isPending ? (
        <Spinner label={t('accounts:wishlist.loading')} />
      ) : wishlist.isError ? null : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
          <Heart aria-hidden="true" className="h-12 w-12 text-stone-400" />
          <h2 className="mt-3 text-lg font-bold text-stone-900">{t('accounts:wishlist.emptyTitle')}</h2>
          <p className="mt-1 text-stone-600">{t('accounts:wishlist.emptyBody')}</p>
          <Link to="/all-products" className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('accounts:wishlist.browse')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('accounts:wishlist.title')}>
          {items.map((item) => (
            <li key={item.book._id}>
              <WishedBook item={item} onRemove={remove} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WishedBook({ item, onRemove }: { item: WishlistItem; onRemove: (bookId: string) => void }) {
  const { book } = item;
  const { title, author } = bookNames(book, currentLocale());
  const inStock = book.quantity > 0;
  return (
    <article className="flex h-full gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm [overflow-wrap:anywhere]">
      <BookCover src={book.image} title={title.primary} width={96} height={144} className="h-36 w-24 shrink-0 rounded-md bg-stone-100" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="font-semibold text-stone-900">
          <Link to={`/product-details/${book._id}`} className="hover:text-brand-700 hover:underline">
            <LangText text={title.primary} />
          </Link>
        </h2>
        <LangText as="p" text={author.primary} className="text-sm text-stone-600" />
        <p className="mt-1 text-xs text-stone-500">{t('accounts:wishlist.added', { date: formatShortDate(item.addedAt) })}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="font-bold text-brand-700">{formatMoney(book.price)}</span>
          <Badge tone={inStock ? 'green' : 'red'}>{inStock ? t('storefront:common.inStock') : t('storefront:common.outOfStock')}</Badge>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {inStock && (
            <Button size="sm" onClick={() => addToCartWithToast(book)}>
              <ShoppingCart aria-hidden="true" className="h-4 w-4" />
              {t('accounts:wishlist.addToCart')}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => onRemove(book._id)} aria-label={t('accounts:wishlist.remove', { title: title.primary })}>
            <HeartOff aria-hidden="true" className="h-4 w-4" />
            {t('accounts:wishlist.removeShort')}
          </Button>
        </div>
      </div>
    </article>
  );
}
