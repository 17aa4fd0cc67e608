import type { OrderDetail } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiData } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const orderKey = (orderId: string, userId: string | undefined) => ['orders', 'one', orderId, userId] as const;

/** How often, and for how long, an order whose payment the provider is still confirming is read again. */
export const PAYMENT_POLL_MS = 3_000;
export const PAYMENT_POLL_FOR_MS = 60_000;

/**
 * GET /orders/:id: the order with its lines, totals, delivery details and what happened to it. With `watchPayment`
 * (the reader is back from a provider that has not confirmed yet) it is read again every few seconds for up to a
 * minute while its payment is awaited.
 */
export function useOrder(orderId: string, { watchPayment = false }: { watchPayment?: boolean } = {}) {
  const userId = useSession()?.user._id;
  const [since] = useState(() => Date.now());
  return useQuery({
    queryKey: orderKey(orderId, userId),
    queryFn: ({ signal }) => apiData<OrderDetail>(`/orders/${encodeURIComponent(orderId)}`, { auth: true, signal }),
    enabled: Boolean(userId),
    refetchInterval: (query) => (watchPayment && query.state.data?.payment.state === 'awaiting' && Date.now() - since < PAYMENT_POLL_FOR_MS ? PAYMENT_POLL_MS : false),
  });
}
