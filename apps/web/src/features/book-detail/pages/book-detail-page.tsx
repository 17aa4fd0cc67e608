import { isLowStock, maxOrderQuantity, type Book } from '@boipoka/shared';
import { AlertTriangle, ArrowLeft, Heart, RotateCcw, ShieldCheck, ShoppingBag, ShoppingCart, Truck } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useNavigate } from '../../../lib/locale';
import { BookCategoryEyebrow, BookSeriesLink } from '../components/book-shelf-links';
import { AuthorLink } from '../../../components/shop/author-link';
import { PriceTag } from '../../../components/shop/price-tag';
import { Badge } from '../../../components/ui/badge';
import { BookCover } from '../../../components/ui/book-cover';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { BookRating } from '../../../components/shop/book-rating';
import { ToggleIconButton } from '../../../components/ui/toggle-icon-button';
import { LangText } from '../../../components/ui/lang-text';
import { MessageWithText } from '../../../components/ui/message-with-text';
import { OtherScriptLine } from '../../../components/ui/other-script-line';
import { bookNames, currentLocale } from '../../../lib/book-names';
import { formatSaleEnd } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { addToCartWithToast } from '../../../lib/add-to-cart';
import { classifyBookFailure, useBook } from '../api/use-book';
import { AlsoBought } from '../components/also-bought';
import { BookDetailTabs } from '../components/book-detail-tabs';
import { QuantitySelector } from '../components/quantity-selector';
import '../messages';
import { lazyNearViewport } from '../../../lib/lazy-near-viewport';
import { toggleWish, useWished } from '../../../lib/wishlist-store';
import { deliveryDays, freeDeliveryThreshold } from '../../../lib/shop-offer';
import { useShopSettings } from '../../../lib/shop-settings';

/** Below the tabs, loaded (code and request) only when the shopper scrolls near it: not part of the first load. */
const MoreInSeries = lazyNearViewport('more-in-series', () => import('../components/more-in-series').then((m) => m.MoreInPageSeries));
const MoreByAuthor = lazyNearViewport('more-by-author', () => import('../components/more-by-author').then((m) => m.MoreByPageAuthor));

const FAILURE_MESSAGES = {
  notOk: 'storefront:detail.errors.notOk',
  notFound: 'storefront:detail.errors.notFound',
  other: 'storefront:detail.errors.other',
} as const;

/** Back to where the shopper came from; straight to the listing when the page was opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/all-products');
  };
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label={t('storefront:detail.loading')} className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-[2fr_3fr]">
      <Skeleton className="mx-auto aspect-[2/3] w-full max-w-sm" />
      <div className="space-y-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-12 w-full max-w-sm" />
      </div>
    </div>
  );
}

function BookPurchase({ book }: { book: Book }) {
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const inStock = book.quantity > 0;
  if (!inStock) {
    return <p className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">{t('storefront:detail.unavailable')}</p>;
  }
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4">
      <QuantitySelector value={quantity} max={maxOrderQuantity(book.quantity)} onChange={setQuantity} />
      <Button
        size="lg"
        className="flex-1 sm:flex-none"
        // The checkout team reads exactly this shape from the navigation state.
        onClick={() => navigate('/checkout', { state: { book: { ...book, orderQuantity: quantity } } })}
      >
        <ShoppingBag aria-hidden="true" className="h-5 w-5" />
        {t('storefront:detail.buyNow')}
      </Button>
      <Button size="lg" variant="secondary" className="flex-1 sm:flex-none" onClick={() => addToCartWithToast(book, quantity)}>
        <ShoppingCart aria-hidden="true" className="h-5 w-5" />
        {t('storefront:common.addToCart')}
      </Button>
    </div>
  );
}

export function BookDetailPage() {
  const { id = '' } = useParams();
  const { data: book, error, isPending } = useBook(id);
  const goBack = useGoBack();
  const favourite = useWished(book?._id ?? id);
  const names = book ? bookNames(book, currentLocale()) : undefined;
  useDocumentTitle(names?.title.primary ?? (error ? t('storefront:detail.errorTitle') : t('storefront:detail.documentTitle')));

  if (isPending) return <DetailSkeleton />;

  if (error || !book) {
    return (
      <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto h-14 w-14 text-accent-600" />
        <h1 className="mt-4 text-3xl font-bold text-stone-900">{t('storefront:detail.errorTitle')}</h1>
        <p className="mt-3 text-stone-700">{t(FAILURE_MESSAGES[classifyBookFailure(error)])}</p>
        <Button className="mt-8" size="lg" onClick={goBack}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          {t('common:actions.goBack')}
        </Button>
      </section>
    );
  }

  const inStock = book.quantity > 0;
  const { title, author } = bookNames(book, currentLocale());
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <button type="button" onClick={goBack} className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-stone-700 hover:bg-stone-100">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('common:actions.back')}
      </button>
      <div className="mt-4 grid gap-10 md:grid-cols-[2fr_3fr]">
        <div className="relative mx-auto w-full max-w-sm">
          <BookCover src={book.image} title={title.primary} width={384} height={576} priority className="w-full rounded-xl bg-stone-100 shadow-xl" />
          <ToggleIconButton
            pressed={favourite}
            onToggle={() => toggleWish(book._id)}
            label={t('storefront:common.favourite', { title: title.primary })}
            icon={Heart}
            className="absolute top-3 right-3"
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            <BookCategoryEyebrow book={book} />
          </p>
          <LangText as="h1" text={title.primary} className="mt-2 font-serif text-3xl font-bold text-stone-900 sm:text-4xl" />
          <OtherScriptLine text={title.secondary} className="mt-1 text-lg" />
          <p className="mt-2 text-lg text-stone-700">
            <MessageWithText
              message={(slot) => t('storefront:common.byAuthor', { author: slot })}
              text={author.primary}
              render={(text) => <AuthorLink slug={book.authorSlug} name={text} className="font-medium text-brand-800" />}
            />
          </p>
          <OtherScriptLine text={author.secondary} className="text-sm" />
          {book.series && (
            <p className="mt-1 text-sm text-stone-700">
              <BookSeriesLink series={book.series} />
            </p>
          )}
          <BookRating rating={book.rating} size="md" className="mt-3" />
          {/* The regular price and 'Save n%' only when the book has a regular price (no sample 1.3× price). */}
          <PriceTag price={book.price} listPrice={book.listPrice} size="lg" label="save" className="mt-5" />
          {/* A scheduled sale sets the price until its end (decision 043): the reader is told when it returns. */}
          {book.saleEndsAt && (
            <p data-testid="sale-ends" className="mt-1 text-sm font-medium text-accent-700">
              {t('storefront:detail.saleEnds', { when: formatSaleEnd(book.saleEndsAt) })}
            </p>
          )}
          <p className="mt-4 flex flex-wrap items-center gap-2">
            <Badge tone={inStock ? 'green' : 'red'}>{inStock ? t('storefront:common.inStock') : t('storefront:common.outOfStock')}</Badge>
            {isLowStock(book.quantity) && <Badge tone="yellow">{t('storefront:detail.onlyLeft', { count: book.quantity })}</Badge>}
          </p>
          <BookPurchase book={book} />
          <PurchaseNotes />
        </div>
      </div>
      <BookDetailTabs book={book} />
      <MoreInSeries />
      <MoreByAuthor />
      <AlsoBought key={book._id} bookId={book._id} />
    </article>
  );
}

/** Delivery, payment and returns under the price: what the shop's settings offer (issue 31), not fixed promises. */
function PurchaseNotes() {
  const settings = useShopSettings();
  if (!settings) return null;
  const locale = currentLocale();
  const threshold = freeDeliveryThreshold(settings, locale);
  const notes: [string, typeof Truck, string][] = [
    threshold
      ? ['freeDelivery', Truck, t('storefront:detail.notes.freeDelivery.text', { amount: threshold })]
      : ['delivery', Truck, t('storefront:detail.notes.delivery.text', { days: deliveryDays(settings, locale) })],
  ];
  if (settings.cashOnDelivery) notes.push(['securePayment', ShieldCheck, t('storefront:detail.notes.securePayment.text')]);
  notes.push(['easyReturns', RotateCcw, t('storefront:detail.notes.easyReturns.text')]);
  return (
    <ul className="mt-8 grid gap-3 sm:grid-cols-3">
      {notes.map(([key, Icon, text]) => (
        <li key={key} className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm">
          <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>
            <span className="block font-semibold text-stone-900">{t(`storefront:detail.notes.${key}.title`)}</span>
            <span className="block text-stone-600">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
