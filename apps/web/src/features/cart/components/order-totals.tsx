import { computeCheckoutTotals, toCents, type CheckoutTotals } from '@boipoka/shared';
import { formatCents } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../messages';

/** A line priced as the server prices it. */
export interface PricedLine {
  price: number;
  quantity: number;
}

/** The one place the shop totals lines: the shared rule, in cents, exactly as the server charges it. */
export function orderTotals(lines: readonly PricedLine[]): CheckoutTotals {
  return computeCheckoutTotals(lines.map((line) => ({ unitPriceCents: toCents(line.price), quantity: line.quantity })));
}

/** Subtotal, shipping (free over $50), tax and total, as the cart and the checkout show them. */
export function OrderTotals({ lines }: { lines: readonly PricedLine[] }) {
  const totals = orderTotals(lines);
  return (
    <>
      <dl className="mt-5 space-y-2 border-t border-stone-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-700">{t('cart:totals.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{formatCents(totals.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-700">{t('cart:totals.shipping')}</dt>
          <dd data-testid="summary-shipping" className={totals.shippingCents === 0 ? 'font-semibold text-green-700' : ''}>
            {totals.shippingCents === 0 ? t('cart:totals.free') : formatCents(totals.shippingCents)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-700">{t('cart:totals.tax')}</dt>
          <dd data-testid="summary-tax">{formatCents(totals.taxCents)}</dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-3 text-base font-bold">
          <dt>{t('cart:totals.total')}</dt>
          <dd data-testid="summary-total">{formatCents(totals.totalCents)}</dd>
        </div>
      </dl>
      {totals.shippingCents > 0 && <p className="mt-3 text-xs text-stone-600">{t('cart:totals.freeShippingNote')}</p>}
    </>
  );
}
