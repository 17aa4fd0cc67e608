import { formatOrderNumber, type Currency, type OnlinePaymentMethod, type ReturnReason } from '@boipoka/shared';
import type { OrderRow } from '../../db/schema';
import type { MailRequest } from './mail-service';
import type { MailData } from './mail-templates';

/** The orders' mails, built from what the orders service wrote in its transaction (one call each there). */

interface Line {
  title: string;
  quantity: number;
  unitPriceCents: number;
}

/** The readable order number (BP-000123), as every order answer and screen shows it. */
function orderNumberOf(row: OrderRow): string {
  return formatOrderNumber(row.orderNumber);
}

/** The receipt, to the buyer in their account's language (`locale` when the caller read it already, else the account's). */
export function orderPlacedMail(row: OrderRow, lines: Line[], buyer: { id: string; email: string; locale?: 'en' | 'bn' }): MailRequest<'order-placed'> {
  return {
    kind: 'order-placed',
    to: buyer.email,
    ...(buyer.locale ? { locale: buyer.locale } : { userId: buyer.id, locale: 'en' as const }),
    data: {
      orderId: row.id,
      orderNumber: orderNumberOf(row),
      createdAt: row.createdAt.toISOString(),
      lines: lines.map((line) => ({ title: line.title, quantity: line.quantity, unitPriceCents: line.unitPriceCents })),
      subtotalCents: row.subtotalCents,
      shippingCents: row.shippingCents,
      taxCents: row.taxCents,
      totalCents: row.totalCents,
      shippingDetails: row.shippingDetails,
      currency: row.currency,
      ...(row.deliveryZone ? { delivery: { name: row.deliveryZone.name, days: row.deliveryZone.days } } : {}),
      ...(row.paymentMethod !== 'cod' ? { paymentMethod: row.paymentMethod } : {}),
      ...(row.promoCode ? { promo: { code: row.promoCode, discountCents: row.discountCents } } : {}),
      ...(row.memberDiscountCents > 0 ? { memberDiscountCents: row.memberDiscountCents } : {}),
    },
  };
}

/** Money of an order paid online went back, to the order's owner in their account's language. */
export function paymentRefundedMail(
  order: { id: string; orderNumber: string; userId: string; currency: Currency; name: string },
  refund: { amountMinor: number; method: OnlinePaymentMethod; byHand: boolean },
): MailRequest<'payment-refunded'> {
  return {
    kind: 'payment-refunded',
    userId: order.userId,
    locale: 'en',
    data: { orderId: order.id, orderNumber: order.orderNumber, currency: order.currency, name: order.name, ...refund },
  };
}

/** A status change, to the order's owner (whoever made it) in their account's language. */
export function orderStatusMail(row: OrderRow, to: OrderRow['status']): MailRequest<'order-status'> {
  return {
    kind: 'order-status',
    userId: row.userId,
    locale: 'en',
    data: { orderId: row.id, orderNumber: orderNumberOf(row), from: row.status, to, name: row.shippingDetails.name },
  };
}

/** To every admin (MailService.enqueueForAdmins): a customer cancelled their own order. */
export function customerCancelledMail(row: OrderRow, customerName: string, items: number): { kind: 'order-cancelled-by-customer'; data: MailData['order-cancelled-by-customer'] } {
  return {
    kind: 'order-cancelled-by-customer',
    data: { orderId: row.id, orderNumber: orderNumberOf(row), customerName, items, totalMinor: row.totalCents, currency: row.currency },
  };
}

/** To every admin: the parcel of an order came back (the courier's notice, or the shop marking it returned). */
export function parcelReturnedMail(row: OrderRow, returned: { reason: ReturnReason; note?: string; by: 'courier' | 'admin' }): { kind: 'parcel-returned'; data: MailData['parcel-returned'] } {
  return {
    kind: 'parcel-returned',
    data: { orderId: row.id, orderNumber: orderNumberOf(row), customerName: row.shippingDetails.name, reason: returned.reason, ...(returned.note ? { note: returned.note } : {}), by: returned.by },
  };
}
