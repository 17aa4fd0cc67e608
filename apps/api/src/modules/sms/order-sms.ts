import { formatOrderNumber, type Currency } from '@boipoka/shared';
import type { OrderRow } from '../../db/schema';
import type { SmsRequest } from './sms-service';

/** The orders' SMS, to the order's shipping phone in the language of the account that placed it (one call each there). */

export function orderPlacedSms(row: OrderRow, locale?: 'en' | 'bn'): SmsRequest<'order-placed'> {
  return {
    kind: 'order-placed',
    to: row.shippingDetails.phone,
    // The account's language: given by the caller when it read it already (the order's lock reads it), else read then.
    ...(locale ? { locale } : { userId: row.userId, locale: 'en' as const }),
    data: { orderNumber: formatOrderNumber(row.orderNumber), totalMinor: row.totalCents, currency: row.currency },
  };
}

/** The shop cancelled the order (a reader's own cancel sends nothing: the page they cancelled on says so). */
export function orderCancelledSms(row: OrderRow): SmsRequest<'order-cancelled'> {
  return { kind: 'order-cancelled', to: row.shippingDetails.phone, userId: row.userId, locale: 'en', data: { orderNumber: formatOrderNumber(row.orderNumber) } };
}

/** Money of an order paid online went back (by the provider, or by the shop's hand). */
export function paymentRefundedSms(
  order: { orderNumber: string; userId: string; currency: Currency; phone: string },
  refund: { amountMinor: number; byHand: boolean },
): SmsRequest<'payment-refunded'> {
  return {
    kind: 'payment-refunded',
    to: order.phone,
    userId: order.userId,
    locale: 'en',
    data: { orderNumber: order.orderNumber, amountMinor: refund.amountMinor, currency: order.currency, byHand: refund.byHand },
  };
}

/** A step of the order's fulfilment track the reader hears of (issue 33): with the courier, out for delivery, delivered, returned. */
export function fulfilmentSms(
  row: OrderRow,
  step: { step: 'with_courier'; courier: string; consignmentId: string | null; trackingUrl: string | null } | { step: 'out_for_delivery' | 'delivered' | 'returned' },
): SmsRequest {
  const base = { to: row.shippingDetails.phone, userId: row.userId, locale: 'en' as const };
  const orderNumber = formatOrderNumber(row.orderNumber);
  switch (step.step) {
    case 'with_courier':
      return { ...base, kind: 'order-with-courier', data: { orderNumber, courier: step.courier, consignmentId: step.consignmentId, trackingUrl: step.trackingUrl } };
    case 'out_for_delivery': {
      // Cash on delivery: what is left to pay at the door.
      const due = row.paymentMethod === 'cod' ? row.totalCents - row.paidMinor : 0;
      return { ...base, kind: 'order-out-for-delivery', data: { orderNumber, cashMinor: due > 0 ? due : null, currency: row.currency } };
    }
    case 'delivered':
      return { ...base, kind: 'order-delivered', data: { orderNumber } };
    case 'returned':
      return { ...base, kind: 'order-returned', data: { orderNumber } };
  }
}
