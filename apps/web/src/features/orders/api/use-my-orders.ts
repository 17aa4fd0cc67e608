import type { Order } from '@boipoka/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const myOrdersKey = (userId: string | undefined) => ['orders', 'mine', userId] as const;

/** GET /orders/my-orders, newest first. */
export function useMyOrders() {
  const userId = useSession()?.user._id;
  return useQuery({
    queryKey: myOrdersKey(userId),
    queryFn: ({ signal }) => apiData<Order[]>('/orders/my-orders', { auth: true, signal }),
    enabled: Boolean(userId),
  });
}

/** PATCH /orders/:id/status {status:'cancelled'}; the books go back into stock, so every cached figure is stale. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiData<Order>(`/orders/${encodeURIComponent(orderId)}/status`, { method: 'PATCH', body: { status: 'cancelled' }, auth: true }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** DELETE /orders/:id (own cancelled orders only): the order leaves the list at once. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user._id;
  return useMutation({
    mutationFn: (orderId: string) => apiRequest<unknown>(`/orders/${encodeURIComponent(orderId)}`, { method: 'DELETE', auth: true }),
    onSuccess: (_answer, orderId) => {
      queryClient.setQueryData<Order[]>(myOrdersKey(userId), (orders) => orders?.filter((order) => order._id !== orderId));
      void queryClient.invalidateQueries({ queryKey: ['dashboard-stats'] });
    },
  });
}
