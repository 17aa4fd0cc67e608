import { z } from 'zod';
import type { Currency } from '../settings/settings-schemas';

/**
 * How a reader pays (issue 32). Cash on delivery is SPEC's and stays the default; bKash (Tokenized Checkout) and
 * SSLCommerz (cards, Nagad, Rocket, bKash and net banking through one gateway) take the money before delivery.
 */
export const PAYMENT_METHODS = ['cod', 'bkash', 'sslcommerz'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OnlinePaymentMethod = Exclude<PaymentMethod, 'cod'>;
export const ONLINE_PAYMENT_METHODS = ['bkash', 'sslcommerz'] as const satisfies readonly OnlinePaymentMethod[];

/** The currencies each method can take: bKash only Taka; the card gateway Taka and dollars. */
export const PAYMENT_METHOD_CURRENCIES: Record<PaymentMethod, readonly Currency[]> = {
  cod: ['USD', 'BDT'],
  bkash: ['BDT'],
  sslcommerz: ['BDT', 'USD'],
};

export function isOnlinePayment(method: PaymentMethod): method is OnlinePaymentMethod {
  return method !== 'cod';
}

/**
 * The methods a shop offers at checkout, in the order shown: cash on delivery when its settings allow it, then every
 * online provider the server is configured for (PAYMENT_PROVIDERS and its credentials) that takes the shop's currency.
 */
export function offeredPaymentMethods(currency: Currency, cashOnDelivery: boolean, configured: readonly OnlinePaymentMethod[]): PaymentMethod[] {
  const online = ONLINE_PAYMENT_METHODS.filter((method) => configured.includes(method) && PAYMENT_METHOD_CURRENCIES[method].includes(currency));
  return [...(cashOnDelivery ? (['cod'] as const) : []), ...online];
}

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Payment method must be cod, bkash or sslcommerz' });

/**
 * Where an order's money stands, beside its status (SPEC's status is unchanged):
 * - unpaid: cash on delivery, collected at the door;
 * - awaiting: an online payment is under way and the order's copies are held until `payment.dueAt`;
 * - failed: the last attempt failed or was cancelled; the reader may try again or switch to cash on delivery until `dueAt`;
 * - paid: the provider confirmed the whole amount;
 * - refunded / partly_refunded: money went back through the provider;
 * - refund_due: the provider refused a refund the shop owes; the shop pays it by hand and marks it.
 */
export const PAYMENT_STATES = ['unpaid', 'awaiting', 'failed', 'paid', 'refunded', 'partly_refunded', 'refund_due'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const paymentStateSchema = z.enum(PAYMENT_STATES, {
  error: 'Payment state must be unpaid, awaiting, failed, paid, refunded, partly_refunded or refund_due',
});

/** The order waits for its online payment: the shop may cancel it but not send it (the server refuses with 409). */
export function awaitsOnlinePayment(state: PaymentState): boolean {
  return state === 'awaiting' || state === 'failed';
}

/** An order's money, as its owner and the shop see it (amounts in major units of the order's currency, as the order's). */
export const orderPaymentSchema = z.object({
  method: paymentMethodSchema,
  state: paymentStateSchema,
  /** What the provider confirmed taken; 0 until paid. */
  paid: z.number(),
  refunded: z.number(),
  /** The provider's transaction id (bKash trxID, the bank's transaction id of SSLCommerz). */
  transactionId: z.string().nullable(),
  /** Until when the order's copies are held for an online payment; null once paid, or for cash on delivery. */
  dueAt: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** GET /api/payments/methods: what checkout offers in this shop now. */
export const paymentMethodsSchema = z.object({
  currency: z.enum(['USD', 'BDT']),
  methods: z.array(paymentMethodSchema),
  /** Minutes an online payment holds the order's copies. */
  holdMinutes: z.number().int(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** POST /api/payments/orders/:id/start: pay (again) for an unpaid order with an online method. */
export const startPaymentInput = z.object({
  method: z.enum(ONLINE_PAYMENT_METHODS, { error: 'Payment method must be bkash or sslcommerz' }),
  /** The page's language, for the address the provider sends the reader back to. */
  locale: z.enum(['en', 'bn']).optional().default('en'),
});
export type StartPaymentInput = z.input<typeof startPaymentInput>;

/** The provider's page to send the reader to. */
export const startedPaymentSchema = z.object({ redirectUrl: z.string() });
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

/** POST /api/payments/orders/:id/refund (admin): give money back through the provider. */
export const paymentRefundInput = z.object({
  /** Major units of the order's currency; the whole paid amount when absent. */
  amount: z.number({ error: 'Amount must be a number' }).positive('Amount must be more than 0').optional(),
  reason: z.string().trim().max(200, 'Reason must be at most 200 characters').optional(),
});
