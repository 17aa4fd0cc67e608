import type { Currency, OnlinePaymentMethod } from '@boipoka/shared';

/**
 * The port every online payment provider sits behind (issue 32), in the shop's words. An adapter translates to its
 * provider's documented API and knows nothing of orders; the payments service decides what a verdict does to an order.
 *
 * Nothing the reader's browser brings back (a return URL's query, a posted form) is believed: `confirm` and `query` ask
 * the provider, server to server, and report what the provider says.
 */
export interface PaymentProvider {
  readonly id: OnlinePaymentMethod;
  readonly currencies: readonly Currency[];
  /** Creates the payment at the provider and says where to send the reader. */
  start(input: StartPaymentRequest): Promise<StartedAtProvider>;
  /**
   * Which of our payments a return or a notice speaks of, read from what arrived (query or form fields): nothing is
   * believed yet, this only finds the payment to ask the provider about. Undefined when the fields name none.
   */
  identify(fields: Record<string, string>): PaymentHandle | undefined;
  /**
   * The reader came back, or the provider sent a notice: complete the payment where the provider needs it (bKash's
   * execute) and report the provider's own verdict. Safe to call twice for one payment (the second reports the same).
   */
  confirm(payment: KnownPayment, fields: Record<string, string>): Promise<ProviderVerdict>;
  /** The provider's verdict on a payment now, asked without the reader (the worker's sweep of waiting payments). */
  query(payment: KnownPayment): Promise<ProviderVerdict>;
  /** Gives all or part of a paid payment back. */
  refund(payment: PaidPayment, request: { amountMinor: number; reason: string }): Promise<RefundVerdict>;
}

export interface StartPaymentRequest {
  /** Our reference of this attempt, unique, at most 30 characters of [A-Za-z0-9-]: bKash's merchantInvoiceNumber, SSLCommerz's tran_id. */
  reference: string;
  /** BP-000123, for the reader's statement. */
  orderNumber: string;
  amountMinor: number;
  currency: Currency;
  /** Where the provider sends the reader back (GET for bKash with its query; POST form for SSLCommerz). */
  returnUrl: string;
  /** Where the provider posts its server-to-server notice (SSLCommerz's IPN); bKash has none. */
  noticeUrl: string;
  customer: { name: string; email: string; phone: string; address: string; city: string; postcode: string };
  /** 'Books: 3', shown by the provider. */
  description: string;
  items: number;
}

export interface StartedAtProvider {
  /** The provider's page for the reader: bKash's bkashURL, SSLCommerz's GatewayPageURL. */
  redirectUrl: string;
  /** The provider's id of the payment: bKash's paymentID, SSLCommerz's sessionkey. */
  providerRef: string;
}

/** What identifies a payment in a return or notice: our reference (SSLCommerz's tran_id) or the provider's (bKash's paymentID). */
export type PaymentHandle = { reference: string } | { providerRef: string };

export interface KnownPayment {
  reference: string;
  providerRef: string | null;
  amountMinor: number;
  currency: Currency;
}

export interface PaidPayment extends KnownPayment {
  transactionId: string;
}

/**
 * The provider's verdict. `paid` only when the provider says the money was taken; the service then checks reference,
 * amount and currency against the payment before an order is marked paid.
 */
export type ProviderVerdict =
  { state: 'paid'; reference: string; amountMinor: number; currency: string; transactionId: string } | { state: 'failed' | 'cancelled'; reason: string } | { state: 'pending' };

export type RefundVerdict = { state: 'refunded'; refundId: string } | { state: 'refused'; reason: string };

/** The provider could not be asked (network, its 5xx, an answer we cannot read): nothing is decided, try later. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider} could not be reached: ${detail}`);
    this.name = 'ProviderUnavailableError';
  }
}

/** Minor units as the providers write amounts: '1250.50' (2 decimals, no grouping). */
export function providerAmount(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

/** A provider's '1250.5', '1250.50' or 1250.5 in minor units; NaN for anything that is not such an amount. */
export function minorFromProviderAmount(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
