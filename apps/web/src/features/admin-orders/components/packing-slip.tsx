import { toCents, type OrderDetail } from '@boipoka/shared';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LangText } from '../../../components/ui/lang-text';
import { OrderNumber, PromoCodeName } from '../../../components/shop/order-lines';
import { addressLines } from '../../../components/shop/address-lines';
import { useBangladeshAreas } from '../../../lib/bangladesh-areas';
import { shopPhones } from '../../../lib/shop-contact';
import { shopName, useShopSettings } from '../../../lib/shop-settings';
import { useLocale } from '../../../lib/locale';
import { formatCents, formatDateTime, formatInteger, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';
import '../../../components/shop/tracking-messages';
import './packing-slip.css';

/**
 * What the courier collects: the total of a cash-on-delivery order on its way; nothing once it is completed (paid) or
 * cancelled, and nothing for an order paid (or being paid) online (issue 32).
 */
export function cashToCollect(order: Pick<OrderDetail, 'status' | 'totalPrice' | 'payment'>): number {
  if (order.payment.method !== 'cod') return 0;
  return order.status === 'pending' || order.status === 'processing' ? order.totalPrice : 0;
}

/**
 * The payment line of an order paid (or being paid) online (issue 32): 'Paid by bKash — collect ৳0'; not yet paid, or
 * refunded: do not ship. Null for cash on delivery, whose line says what to collect.
 */
export function onlinePaymentLine(order: Pick<OrderDetail, 'payment' | 'currency'>): string | null {
  const { method, state } = order.payment;
  if (method === 'cod') return null;
  switch (state) {
    case 'paid':
    case 'partly_refunded':
      return t('admin:orders.slip.paidOnline', { method: t(`tracking:payment.name.${method}`), amount: formatMoney(0, undefined, order.currency) });
    case 'refunded':
    case 'refund_due':
      return t(`admin:orders.slip.${state === 'refunded' ? 'refunded' : 'refundDue'}`);
    default:
      return t('admin:orders.slip.notPaidYet');
  }
}

/**
 * The packing slip and invoice of one order, printed by the browser's Print (one A4 page: number, address, lines,
 * totals, cash to collect). A child of <body>, so the print stylesheet can leave out everything else.
 */
export function PackingSlip({ order }: { order: OrderDetail }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const areas = useBangladeshAreas(Boolean(order.shippingDetails.upazila));
  const settings = useShopSettings();
  const locale = useLocale();
  // The sender the courier sees: the shop's name and phones from Settings.
  const phones = settings ? shopPhones(settings, locale) : [];
  useEffect(() => setTarget(document.body), []);
  if (!target) return null;
  const cash = cashToCollect(order);
  const online = onlinePaymentLine(order);
  const details = order.shippingDetails;
  return createPortal(
    <div className="packing-slip" data-testid="packing-slip">
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', borderBottom: '2px solid #000', paddingBottom: '6pt' }}>
        <div>
          <LangText as="p" text={shopName(settings, locale)} style={{ fontSize: '16pt', fontWeight: 700 }} />
          {phones.length > 0 && <p data-testid="packing-slip-shop-phones">{phones.map((phone) => phone.text).join(', ')}</p>}
          <p>{t('admin:orders.slip.title')}</p>
        </div>
        <div style={{ textAlign: 'right' }}>
          <p style={{ fontSize: '16pt', fontWeight: 700 }}>
            <OrderNumber value={order.orderNumber} />
          </p>
          <p>{t('admin:orders.slip.orderDate', { date: formatDateTime(order.createdAt) })}</p>
        </div>
      </header>
      <section style={{ marginTop: '10pt' }}>
        <p style={{ fontWeight: 700 }}>{t('admin:orders.slip.shipTo')}</p>
        <address style={{ fontStyle: 'normal', fontSize: '12pt' }}>
          <LangText text={details.name} style={{ display: 'block', fontWeight: 700 }} />
          {addressLines(details, areas).map((line, index) => (
            <LangText key={index} text={line} style={{ display: 'block' }} />
          ))}
          <span style={{ display: 'block' }}>
            {t('admin:orders.slip.phone')}:{' '}
            <span lang="en" translate="no">
              {details.phone}
            </span>
          </span>
        </address>
      </section>
      <table style={{ marginTop: '12pt' }}>
        <thead>
          <tr>
            <th>{t('admin:orders.slip.book')}</th>
            <th className="num">{t('admin:orders.slip.quantity')}</th>
            <th className="num">{t('admin:orders.slip.price')}</th>
            <th className="num">{t('admin:orders.slip.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.books.map((line, index) => (
            <tr key={`${line.book._id}-${index}`}>
              <td>
                <LangText text={line.book.title} />
              </td>
              <td className="num">{formatInteger(line.quantity)}</td>
              <td className="num">{formatMoney(line.book.price, undefined, order.currency)}</td>
              <td className="num">{formatCents(toCents(line.book.price) * line.quantity, undefined, order.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3} className="num">
              {t('tracking:totals.subtotal')}
            </td>
            <td className="num">{formatMoney(order.subtotal, undefined, order.currency)}</td>
          </tr>
          {order.memberDiscount > 0 && (
            <tr>
              <td colSpan={3} className="num">
                {t('tracking:totals.memberDiscount')}
              </td>
              <td className="num">−{formatMoney(order.memberDiscount, undefined, order.currency)}</td>
            </tr>
          )}
          {order.discount > 0 && (
            <tr>
              <td colSpan={3} className="num">
                {t('tracking:totals.discount')} <PromoCodeName code={order.promoCode} />
              </td>
              <td className="num">−{formatMoney(order.discount, undefined, order.currency)}</td>
            </tr>
          )}
          <tr>
            <td colSpan={3} className="num">
              {t('tracking:totals.shipping')}
            </td>
            <td className="num">{order.shippingCost === 0 ? t('tracking:totals.free') : formatMoney(order.shippingCost, undefined, order.currency)}</td>
          </tr>
          {order.tax > 0 && (
            <tr>
              <td colSpan={3} className="num">
                {t('tracking:totals.tax')}
              </td>
              <td className="num">{formatMoney(order.tax, undefined, order.currency)}</td>
            </tr>
          )}
          <tr>
            <td colSpan={3} className="num" style={{ fontWeight: 700 }}>
              {t('tracking:totals.total')}
            </td>
            <td className="num" style={{ fontWeight: 700 }}>
              {formatMoney(order.totalPrice, undefined, order.currency)}
            </td>
          </tr>
        </tfoot>
      </table>
      <section
        data-testid="packing-slip-payment"
        style={{ marginTop: '14pt', border: '2px solid #000', padding: '8pt', display: 'flex', justifyContent: 'space-between', fontSize: '14pt', fontWeight: 700 }}
      >
        {online ? (
          <span>{online}</span>
        ) : (
          <>
            <span>{cash > 0 ? t('admin:orders.slip.cashToCollect') : t('admin:orders.slip.nothingToCollect')}</span>
            {cash > 0 && <span>{formatMoney(cash, undefined, order.currency)}</span>}
          </>
        )}
      </section>
      <p style={{ marginTop: '14pt', textAlign: 'center' }}>{t('admin:orders.slip.thanks', { name: shopName(settings, locale) })}</p>
    </div>,
    target,
  );
}
