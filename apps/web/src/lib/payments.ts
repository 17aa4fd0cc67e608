import { paymentMethodsSchema, type Locale, type OnlinePaymentMethod, type PaymentMethods, type StartedPayment } from '@boipoka/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from './api-client';

/**
 * Online payment (issue 32), as the checkout and the reader's order page both use it: what the shop offers now, sending
 * the reader to the provider's page, and paying at the door instead.
 */

/** GET /api/payments/methods: the methods checkout offers now, in the order shown, and how long an online payment holds the books. */
export function paymentMethodsQuery() {
  return queryOptions({
    queryKey: ['payments', 'methods'],
    // Read through the shared contract: an answer of another shape offers nothing (the checkout falls back to cash on delivery).
    queryFn: async ({ signal }): Promise<PaymentMethods> => paymentMethodsSchema.parse(await apiData<unknown>('/payments/methods', { signal })),
    // The shop's configuration changes rarely; a reader's checkout does not ask twice.
    staleTime: 60_000,
  });
}

/** POST /api/payments/orders/:id/start: the provider's page for paying (again) for the order. */
export function startPayment(orderId: string, method: OnlinePaymentMethod, locale: Locale): Promise<StartedPayment> {
  return apiData<StartedPayment>(`/payments/orders/${encodeURIComponent(orderId)}/start`, { method: 'POST', body: { method, locale }, auth: true });
}

/** POST /api/payments/orders/:id/cash-on-delivery: an unpaid online order is paid at the door instead. */
export function payOnDeliveryInstead(orderId: string): Promise<null> {
  return apiData<null>(`/payments/orders/${encodeURIComponent(orderId)}/cash-on-delivery`, { method: 'POST', auth: true });
}

/** Leaves the shop for the provider's page (a whole page load: the provider is another site). Tests replace this module. */
export function goToPaymentPage(redirectUrl: string): void {
  window.location.href = redirectUrl;
}
