import type { OrderDetail } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const orderKey = (orderId: string, userId: string | undefined) => ['orders', 'one', orderId, userId] as const;

/** GET /orders/:id: the order with its lines, totals, delivery details and what happened to it. */
export function useOrder(orderId: string) {
  const userId = useSession()?.user._id;
  return useQuery({
    queryKey: orderKey(orderId, userId),
    queryFn: ({ signal }) => apiData<OrderDetail>(`/orders/${encodeURIComponent(orderId)}`, { auth: true, signal }),
    enabled: Boolean(userId),
  });
}
