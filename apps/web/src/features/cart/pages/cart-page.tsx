import { maxOrderQuantity } from '@boipoka/shared';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from '../../../lib/locale';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { BookCover } from '../../../components/ui/book-cover';
import { buttonClasses } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { PageMessage } from '../../../components/ui/page-message';
import { formatCents, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCartBooks, type CheckedCartLine } from '../api/use-cart-books';
import { CartPromoBox } from '../components/cart-promo-box';
import { MemberTeaser } from '../components/member-teaser';
import { OrderTotals } from '../components/order-totals';
import { useCartPromo } from '../lib/cart-promo';
import { cartCount, lineTotalCents, removeFromCart, setCartQuantity, useCartLines } from '../../../lib/cart-store';
import { useSession } from '../../../lib/session';
import '../messages';
import { LangText } from '../../../components/ui/lang-text';
import { OtherScriptLine } from '../../../components/ui/other-script-line';
import { bookNames, currentLocale } from '../../../lib/book-names';

export function CartPage() {
  useDocumentTitle(t('cart:title'));
  const lines = useCartLines();
  const checked = useCartBooks(lines);
  // A signed-in reader is not told they will be asked to sign in.
  const signedIn = useSession() !== null;
  // The code applied in the cart or at its checkout (the same one): its discount has a line in the totals.
  const promo = useCartPromo();

  if (lines.length === 0) return <EmptyCart />;
  const blocked = checked.lines.some((c) => c.state === 'soldOut' || c.state === 'gone');
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10" aria-labelledby="cart-title">
      <h1 id="cart-title" className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
        {t('cart:title')} <span className="text-base font-normal text-stone-600">({t('cart:count', { count: cartCount(lines) })})</span>
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <ul className="divide-y divide-stone-200 self-start rounded-xl border border-stone-200 bg-white shadow-sm lg:col-span-2">
          {checked.lines.map((c) => (
            <CartLineRow key={c.line.bookId} checked={c} />
          ))}
        </ul>
        <aside className="space-y-4">
          <section aria-labelledby="cart-summary-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <h2 id="cart-summary-title" className="text-lg font-bold text-stone-900">
              {t('cart:totals.heading')}
            </h2>
            <OrderTotals lines={lines} promo={promo ?? undefined} />
          </section>
          <CartPromoBox lines={lines} />
          {blocked && <AlertBanner tone="error">{t('cart:notReady')}</AlertBanner>}
          {checked.ready ? (
            <Link to="/checkout?from=cart" className={buttonClasses('primary', 'lg', 'w-full')}>
              {t('cart:checkout')}
            </Link>
          ) : (
            <button type="button" disabled className={buttonClasses('primary', 'lg', 'w-full')}>
              {t('cart:checkout')}
            </button>
          )}
          {!signedIn && <p className="text-center text-sm text-stone-600">{t('cart:signInNote')}</p>}
          <MemberTeaser />
          <Link to="/all-products" className={buttonClasses('secondary', 'md', 'w-full')}>
            {t('cart:continue')}
          </Link>
        </aside>
      </div>
    </section>
  );
}

function CartLineRow({ checked: { line, state } }: { checked: CheckedCartLine }) {
  const { title, author } = bookNames(line, currentLocale());
  const remove = () => {
    removeFromCart(line.bookId);
    notify.info(t('cart:removed', { title: title.primary }));
  };
  const note = state === 'ok' ? null : state === 'limited' ? t('cart:line.limited', { count: maxOrderQuantity(line.stock) }) : t(`cart:line.${state}`);
  const unavailable = state === 'soldOut' || state === 'gone';
  return (
    <li className="flex gap-4 p-4">
      <Link to={`/product-details/${line.bookId}`} className="shrink-0">
        <BookCover src={line.image} title={title.primary} width={64} height={96} className="h-24 w-16 rounded-md border border-stone-200" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to={`/product-details/${line.bookId}`} className="font-semibold text-stone-900 hover:text-brand-700 hover:underline">
              <LangText text={title.primary} />
            </Link>
            <OtherScriptLine text={title.secondary} />
            {line.author && <LangText as="p" text={author.primary} className="text-sm text-stone-600" />}
            {line.author && <OtherScriptLine text={author.secondary} />}
            <p className="text-sm text-stone-700">{t('cart:line.each', { price: formatMoney(line.price) })}</p>
          </div>
          <button type="button" onClick={remove} aria-label={t('cart:line.remove', { title: title.primary })} className="rounded-lg p-2 text-stone-500 hover:bg-red-50 hover:text-red-700">
            <Trash2 aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {unavailable ? (
            <span />
          ) : (
            <QuantityStepper
              size="sm"
              value={line.quantity}
              max={Math.max(1, maxOrderQuantity(line.stock))}
              onChange={(quantity) => setCartQuantity(line.bookId, quantity)}
              label={t('cart:line.quantity', { title: title.primary })}
              decreaseLabel={t('cart:line.decrease', { title: title.primary })}
              increaseLabel={t('cart:line.increase', { title: title.primary })}
            />
          )}
          <p className="font-semibold text-stone-900">
            <span className="sr-only">{t('cart:line.lineTotal')}: </span>
            {formatCents(lineTotalCents(line))}
          </p>
        </div>
        {note && <p className={`mt-2 text-sm ${unavailable ? 'font-medium text-red-700' : 'text-stone-600'}`}>{note}</p>}
      </div>
    </li>
  );
}

function EmptyCart() {
  return <PageMessage icon={ShoppingCart} title={t('cart:empty.title')} message={t('cart:empty.body')} action={{ to: '/all-products', label: t('cart:empty.action') }} />;
}
