import { computeCheckoutTotals, toCents, type CheckoutTotals } from '@boipoka/shared';
import { BookCover } from '../../../components/ui/book-cover';
import { formatCents, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { CheckoutBook } from '../checkout-book';
import '../messages';

/** The one place the checkout prices its book: the shared rule, in cents, exactly as the server charges it. */
export function checkoutTotals(book: Pick<CheckoutBook, 'price' | 'orderQuantity'>): CheckoutTotals {
  return computeCheckoutTotals([{ unitPriceCents: toCents(book.price), quantity: book.orderQuantity }]);
}

export function OrderSummary({ book }: { book: CheckoutBook }) {
  const totals = checkoutTotals(book);
  return (
    <section aria-labelledby="summary-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="summary-title" className="text-lg font-bold text-stone-900">
        {t('checkout:summary.heading')}
      </h2>
      <div className="mt-4 flex gap-4">
        <BookCover src={book.image} title={book.title} width={72} height={108} priority className="h-27 w-18 shrink-0 rounded-md border border-stone-200" />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{book.title}</p>
          {book.author && <p className="text-sm text-stone-600">{book.author}</p>}
          <p className="mt-1 text-sm text-stone-700">{t('checkout:summary.quantity', { count: book.orderQuantity })}</p>
          <p className="text-sm text-stone-600">{t('checkout:summary.unitPrice', { price: formatMoney(book.price) })}</p>
        </div>
      </div>
      <dl className="mt-5 space-y-2 border-t border-stone-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-700">{t('checkout:summary.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{formatCents(totals.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-700">{t('checkout:summary.shipping')}</dt>
          <dd data-testid="summary-shipping" className={totals.shippingCents === 0 ? 'font-semibold text-green-700' : ''}>
            {totals.shippingCents === 0 ? t('checkout:summary.free') : formatCents(totals.shippingCents)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-700">{t('checkout:summary.tax')}</dt>
          <dd data-testid="summary-tax">{formatCents(totals.taxCents)}</dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-3 text-base font-bold">
          <dt>{t('checkout:summary.total')}</dt>
          <dd data-testid="summary-total">{formatCents(totals.totalCents)}</dd>
        </div>
      </dl>
      {totals.shippingCents > 0 && <p className="mt-3 text-xs text-stone-600">{t('checkout:summary.freeShippingNote')}</p>}
    </section>
  );
}
