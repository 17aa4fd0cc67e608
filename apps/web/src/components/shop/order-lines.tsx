import { toCents, type Order } from '@boipoka/shared';
import { formatCents, formatMoney } from '../../lib/format';
import { t } from '../../lib/i18n';
import { BookCover } from '../ui/book-cover';
import { LangText } from '../ui/lang-text';
import './tracking-messages';

/** An order's lines as they were bought: cover, title, quantity × the price of the moment, line total, in the order's currency. */
export function OrderLines({ order, covers = true }: { order: Order; covers?: boolean }) {
  return (
    <ul className="divide-y divide-stone-100">
      {order.books.map((line, index) => (
        <li key={`${line.book._id}-${index}`} className="flex items-center gap-4 py-3">
          {covers && <BookCover src={line.book.image} title={line.book.title} width={48} height={72} className="h-18 w-12 shrink-0 rounded border border-stone-200" />}
          <div className="min-w-0 flex-1">
            <LangText as="p" text={line.book.title} className="font-semibold text-stone-900 [overflow-wrap:anywhere]" />
            <p className="text-sm text-stone-600">{t('tracking:items.line', { count: line.quantity, price: formatMoney(line.book.price, undefined, order.currency) })}</p>
          </div>
          <p className="shrink-0 font-semibold text-stone-900 tabular-nums">{formatCents(toCents(line.book.price) * line.quantity, undefined, order.currency)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, shipping, tax (when charged) and total as the server priced them, in the order's currency. */
export function OrderTotals({ order, className = '' }: { order: Order; className?: string }) {
  const row = 'flex justify-between gap-4 py-1';
  return (
    <dl className={`text-sm text-stone-700 ${className}`}>
      <div className={row}>
        <dt>{t('tracking:totals.subtotal')}</dt>
        <dd className="tabular-nums">{formatMoney(order.subtotal, undefined, order.currency)}</dd>
      </div>
      {/* What the new member's discount and a promo code took off the books (issue 35). */}
      {order.memberDiscount > 0 && (
        <div className={`${row} text-green-800`} data-testid="order-member-discount">
          <dt>{t('tracking:totals.memberDiscount')}</dt>
          <dd className="tabular-nums">−{formatMoney(order.memberDiscount, undefined, order.currency)}</dd>
        </div>
      )}
      {order.discount > 0 && (
        <div className={`${row} text-green-800`} data-testid="order-discount">
          <dt>
            {t('tracking:totals.discount')} <PromoCodeName code={order.promoCode} />
          </dt>
          <dd className="tabular-nums">−{formatMoney(order.discount, undefined, order.currency)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{t('tracking:totals.shipping')}</dt>
        <dd className="tabular-nums">{order.shippingCost === 0 ? t('tracking:totals.free') : formatMoney(order.shippingCost, undefined, order.currency)}</dd>
      </div>
      {/* A shop without tax (a Taka shop's default) shows no tax line. */}
      {order.tax > 0 && (
        <div className={row}>
          <dt>{t('tracking:totals.tax')}</dt>
          <dd className="tabular-nums">{formatMoney(order.tax, undefined, order.currency)}</dd>
        </div>
      )}
      <div className={`${row} mt-1 border-t border-stone-200 pt-2 text-base font-bold text-stone-900`}>
        <dt>{t('tracking:totals.total')}</dt>
        <dd className="tabular-nums">{formatMoney(order.totalPrice, undefined, order.currency)}</dd>
      </div>
    </dl>
  );
}

/** A promo code beside its discount, '(BOIMELA25)': an identifier, the same in every language. */
export function PromoCodeName({ code }: { code: string | null }) {
  if (!code) return null;
  return (
    <span lang="en" translate="no" className="font-mono">
      ({code})
    </span>
  );
}

/** The readable order number: an identifier, the same in every language. */
export function OrderNumber({ value, className = '' }: { value: string; className?: string }) {
  return (
    <span className={`font-mono ${className}`} lang="en" translate="no">
      {value}
    </span>
  );
}
