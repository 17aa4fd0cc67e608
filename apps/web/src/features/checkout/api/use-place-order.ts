import type { CreateOrderInput, Order } from '@boipoka/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, MissingTokenError, apiData } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import '../messages';

/**
 * POST /orders with an Idempotency-Key: a second press, a retry or a double click can never place two orders.
 * Afterwards every cached query is stale (book stock, my orders, dashboard figures).
 */
export function usePlaceOrder(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: CreateOrderInput) => apiData<Order>('/orders', { method: 'POST', body: order, auth: true, headers: { 'Idempotency-Key': idempotencyKey } }),
    // Not awaited: the shopper sees 'Order Successful!' at once, and the stale queries refetch meanwhile.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

/** The banner text for a failed order (SPEC §8): the server's message or 'Failed to create order'; 'An error occurred' without an answer. */
export function orderFailureMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return error.message;
  if (error instanceof ApiError) return error.serverMessage || t('checkout:failed');
  return t('checkout:network');
}
