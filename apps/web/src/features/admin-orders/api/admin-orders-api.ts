import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrdersPage,
  CourierBookingInput,
  CourierId,
  CourierResults,
  FulfilmentStepInput,
  Order,
  OrderDetail,
  OrderEvent,
  OrderStatus,
  PaymentState,
  RevenueSeries,
  RevenueSummary,
} from '@boipoka/shared';
import { ApiError, apiData, MissingTokenError, toQueryString } from '../../../lib/api-client';
import { saveApiFile } from '../../../lib/save-api-file';
import { t } from '../../../lib/i18n';
import '../../../lib/admin-messages';

/** Orders, revenue and the chart share one key: a status change refreshes all three. */
export const ADMIN_ORDERS_KEY = ['admin-orders'] as const;

/** SPEC §9: five orders per page. */
export const ORDERS_PAGE_SIZE = 5;
export const REVENUE_SERIES_DAYS = 30;

/** The list's filters ('' = any); the CSV export takes the same. */
export interface OrderListFilters {
  status: OrderStatus | '';
  /** Where the order's money stands (issue 32). */
  paymentState?: PaymentState | '';
  q: string;
}

const listFilters = ({ status, paymentState = '', q }: OrderListFilters) => ({
  status: status || undefined,
  paymentState: paymentState || undefined,
  q: q.trim() || undefined,
  sortBy: 'createdAt',
  sortOrder: 'desc',
});

export function useAdminOrders({ status, paymentState = '', page, q = '' }: Omit<OrderListFilters, 'q'> & { page: number; q?: string }) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', status, paymentState, page, q.trim()],
    queryFn: ({ signal }) => apiData<AdminOrdersPage>(`/orders/all${toQueryString({ ...listFilters({ status, paymentState, q }), page, limit: ORDERS_PAGE_SIZE })}`, { auth: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Fetched alongside the order list (its own query, so both requests leave at once). */
export function useRevenueSummary() {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'revenue'],
    queryFn: ({ signal }) => apiData<RevenueSummary>('/orders/revenue', { auth: true, signal }),
    staleTime: 0,
  });
}

export function useRevenueSeries(days = REVENUE_SERIES_DAYS) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'revenue-series', days],
    queryFn: ({ signal }) => apiData<RevenueSeries>(`/orders/revenue-series${toQueryString({ days })}`, { auth: true, signal }),
    staleTime: 0,
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    // reason: the shop cancelling an order it had confirmed says why (needsReason); the customer is shown it.
    mutationFn: ({ id, status, reason }: { id: string; status: OrderStatus; reason?: string }) =>
      apiData<Order>(`/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: reason ? { status, reason } : { status }, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}

/** Saves the filtered list as CSV (GET /orders/export.csv with the list's filters). */
export function downloadOrdersCsv(filters: OrderListFilters): Promise<void> {
  return saveApiFile(`/orders/export.csv${toQueryString(listFilters(filters))}`, 'boipoka-orders.csv');
}

export const adminOrderKey = (id: string) => [...ADMIN_ORDERS_KEY, 'one', id] as const;

/** GET /orders/:id as an admin: the order, its events and the private notes. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => apiData<OrderDetail>(`/orders/${encodeURIComponent(id)}`, { auth: true, signal }),
    staleTime: 0,
  });
}

/** POST /orders/:id/notes: a private note; the order's page shows it at once. */
export function useAddOrderNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => apiData<OrderEvent>(`/orders/${encodeURIComponent(id)}/notes`, { method: 'POST', body: { note }, auth: true }),
    onSuccess: (event) => {
      queryClient.setQueryData<OrderDetail>(adminOrderKey(id), (order) => (order ? { ...order, events: [...order.events, event] } : order));
    },
  });
}

/** What POST /payments/orders/:id/refund answers: refunded by the provider, owed by hand (refused or unanswered), or nothing left. */
export type RefundOutcome = 'refunded' | 'refund_due' | 'nothing';

/** POST /payments/orders/:id/refund: give money back through the provider; the order (and the lists) are fetched again after. */
export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount?: number; reason?: string }) => apiData<{ state: RefundOutcome }>(`/payments/orders/${encodeURIComponent(id)}/refund`, { method: 'POST', body: input, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}

/** POST /payments/orders/:id/refunded-by-hand: the shop returned a refund the provider refused; 409 when none is due. */
export function useMarkRefundedByHand(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiData<unknown>(`/payments/orders/${encodeURIComponent(id)}/refunded-by-hand`, { method: 'POST', auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}

/** SPEC §8: fetch failures are named, not parsed: a non-OK answer vs. no answer at all. */
export function ordersLoadErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return t('admin:common.missingToken');
  if (error instanceof ApiError) return t('admin:orders.fetchFailed');
  return t('admin:orders.fetchError');
}

export function orderStatusErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return t('admin:common.missingTokenShort');
  return t('admin:orders.updateFailed');
}

/** POST /orders/:id/fulfilment: the next step of the order's track; the order's page shows the answer at once. */
export function useFulfilmentStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: FulfilmentStepInput) => apiData<OrderDetail>(`/orders/${encodeURIComponent(id)}/fulfilment`, { method: 'POST', body: step, auth: true }),
    onSuccess: (order) => queryClient.setQueryData(adminOrderKey(id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}

/** GET /admin/couriers: the couriers the shop can book with (manual always; Steadfast when set up). */
export function useCouriers() {
  return useQuery({ queryKey: ['couriers'], queryFn: ({ signal }) => apiData<{ id: CourierId; name: string }[]>('/admin/couriers', { auth: true, signal }), staleTime: 60_000 });
}

/**
 * POST /admin/couriers/bookings and /admin/couriers/handed-over, for one order (its page) or a batch (the list, at most
 * MAX_BOOKINGS_PER_REQUEST): each order's outcome; the orders are fetched again after.
 */
export function useCourierBooking() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
  return {
    book: useMutation({
      mutationFn: (input: CourierBookingInput) => apiData<CourierResults>('/admin/couriers/bookings', { method: 'POST', body: input, auth: true }),
      onSettled: refresh,
    }),
    handOver: useMutation({
      mutationFn: (orderIds: readonly string[]) => apiData<CourierResults>('/admin/couriers/handed-over', { method: 'POST', body: { orderIds }, auth: true }),
      onSettled: refresh,
    }),
  };
}
