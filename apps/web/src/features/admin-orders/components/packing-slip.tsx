import { toCents, type Order, type PublicSettings } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LangText } from '../../../components/ui/lang-text';
import { OrderNumber, PromoCodeName } from '../../../components/shop/order-lines';
import { addressLines } from '../../../components/shop/address-lines';
import { useBangladeshAreas, type BangladeshAreas } from '../../../lib/bangladesh-areas';
import { shopPhones } from '../../../lib/shop-contact';
import { shopName, shopSettingsQuery, useShopSettings } from '../../../lib/shop-settings';
import { useLocale } from '../../../lib/locale';
import { formatCents, formatDateTime, formatInteger, formatMoney } from '../../../lib/format';
import { t, type Locale } from '../../../lib/i18n';
import '../../../lib/admin-messages';
import '../../../components/shop/tracking-messages';
import './packing-slip.css';

/**
 * What the courier collects: the total of a cash-on-delivery order on its way; nothing once it is completed (paid) or
 * cancelled, and nothing for an order paid (or being paid) online (issue 32).
 */
export function cashToCollect(order: Pick<Order, 'status' | 'totalPrice' | 'payment'>): number {
  if (order.payment.method !== 'cod') return 0;
  return order.status === 'pending' || order.status === 'processing' ? order.totalPrice : 0;
}

/**
 * The payment line of an order paid (or being paid) online (issue 32): 'Paid by bKash — collect ৳0'; not yet paid, or
 * refunded: do not ship. Null for cash on delivery, whose line says what to collect.
 */
export function onlinePaymentLine(order: Pick<Order, 'payment' | 'currency'>): string | null {
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

/** How the slips are printed: one A4 sheet each (packing slip and invoice), or a 4×6 inch label each (the parcel's). */
export type SlipFormat = 'a4' | 'label';
export const SLIP_FORMATS: readonly SlipFormat[] = ['a4', 'label'];

/** The courier and the parcel's number, when the order is booked: printed on the slip so the rider can match it. */
export interface SlipConsignment {
  courierName: string;
  consignmentId: string;
}

interface SlipProps {
  order: Order;
  format: SlipFormat;
  consignment?: SlipConsignment;
  settings: PublicSettings | undefined;
  areas: BangladeshAreas | undefined;
  locale: Locale;
}

function ShipTo({ order, areas, large }: { order: Order; areas: BangladeshAreas | undefined; large?: boolean }) {
  const details = order.shippingDetails;
  return (
    <section style={{ marginTop: large ? '6pt' : '10pt' }}>
      <p style={{ fontWeight: 700 }}>{t('admin:orders.slip.shipTo')}</p>
      <address style={{ fontStyle: 'normal', fontSize: large ? '13pt' : '12pt' }}>
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
  );
}

function PaymentLine({ order, size }: { order: Order; size: string }) {
  const cash = cashToCollect(order);
  const online = onlinePaymentLine(order);
  return (
    <section
      data-testid="packing-slip-payment"
      style={{ marginTop: '10pt', border: '2px solid #000', padding: '6pt 8pt', display: 'flex', justifyContent: 'space-between', gap: '8pt', fontSize: size, fontWeight: 700 }}
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
  );
}

function ConsignmentLine({ consignment }: { consignment: SlipConsignment }) {
  return (
    <p data-testid="packing-slip-consignment">
      {t('admin:orders.slip.consignment')}: <LangText text={consignment.courierName} />{' '}
      <span lang="en" translate="no" style={{ fontWeight: 700 }}>
        {consignment.consignmentId}
      </span>
    </p>
  );
}

/** The parcel's 4×6 inch label: sender, number, courier's parcel, where to, and what to collect (the books are on the A4 slip). */
function LabelSlip({ order, consignment, settings, areas, locale }: SlipProps) {
  const phones = settings ? shopPhones(settings, locale) : [];
  const copies = order.books.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="packing-slip" data-format="label" data-testid="packing-slip">
      <header style={{ borderBottom: '2px solid #000', paddingBottom: '4pt' }}>
        <p style={{ fontSize: '9pt' }}>
          {t('admin:orders.slip.from')}: <LangText text={shopName(settings, locale)} style={{ fontWeight: 700 }} />
          {phones.length > 0 && <span data-testid="packing-slip-shop-phones"> · {phones.map((phone) => phone.text).join(', ')}</span>}
        </p>
        <p style={{ fontSize: '18pt', fontWeight: 700 }}>
          <OrderNumber value={order.orderNumber} />
        </p>
        {consignment && <ConsignmentLine consignment={consignment} />}
      </header>
      <ShipTo order={order} areas={areas} large />
      <p style={{ marginTop: '6pt' }}>
        {t('admin:orders.slip.copies', { count: copies, formatted: formatInteger(copies) })} · {formatDateTime(order.createdAt)}
      </p>
      <PaymentLine order={order} size="13pt" />
    </div>
  );
}

/** The packing slip and invoice of one order on an A4 sheet: number, address, lines, totals, cash to collect. */
function A4Slip({ order, consignment, settings, areas, locale }: SlipProps) {
  const phones = settings ? shopPhones(settings, locale) : [];
  return (
    <div className="packing-slip" data-format="a4" data-testid="packing-slip">
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
          {consignment && <ConsignmentLine consignment={consignment} />}
        </div>
      </header>
      <ShipTo order={order} areas={areas} />
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
      <PaymentLine order={order} size="14pt" />
      <p style={{ marginTop: '14pt', textAlign: 'center' }}>{t('admin:orders.slip.thanks', { name: shopName(settings, locale) })}</p>
    </div>
  );
}

export interface PackingSlipsProps {
  orders: readonly Order[];
  format?: SlipFormat;
  /** The parcels booked, by order id (printed on each slip). */
  consignments?: Readonly<Record<string, SlipConsignment | undefined>>;
  /** Called once the slips are on the page with the shop's name and the place names, ready to print. */
  onReady?: () => void;
}

/**
 * The packing slips of one order (its page) or of a batch (the orders list), printed by the browser's Print: never on
 * screen; in print each slip is a page of its own (A4, or a 4×6 inch label) and everything else is left out. Each slip is
 * a child of <body>, so the print stylesheet can leave out the rest.
 */
export function PackingSlips({ orders, format = 'a4', consignments = {}, onReady }: PackingSlipsProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const areas = useBangladeshAreas(orders.some((order) => Boolean(order.shippingDetails.upazila)));
  const settingsQuery = useQuery(shopSettingsQuery());
  const settings = useShopSettings();
  const locale = useLocale();
  const needsAreas = orders.some((order) => Boolean(order.shippingDetails.upazila));
  const ready = Boolean(target) && (!needsAreas || Boolean(areas)) && !settingsQuery.isPending;
  useEffect(() => setTarget(document.body), []);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  useEffect(() => {
    if (ready) onReadyRef.current?.();
  }, [ready]);
  if (!target) return null;
  const Slip = format === 'label' ? LabelSlip : A4Slip;
  return createPortal(
    <>
      {orders.map((order) => (
        <Slip key={order._id} order={order} format={format} consignment={consignments[order._id]} settings={settings} areas={areas} locale={locale} />
      ))}
    </>,
    target,
  );
}
