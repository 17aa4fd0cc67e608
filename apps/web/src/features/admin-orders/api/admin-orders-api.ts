import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrdersPage, Order, OrderStatus, RevenueSeries, RevenueSummary } from '@boipoka/shared';
import { ApiError, apiData, MissingTokenError, toQueryString } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import '../../admin-messages';

/** Orders, revenue and the chart share one key: a status change refreshes all three. */
export const ADMIN_ORDERS_KEY = ['admin-orders'] as const;

/** SPEC §9: five orders per page. */
export const ORDERS_PAGE_SIZE = 5;
export const REVENUE_SERIES_DAYS = 30;

export function useAdminOrders({ status, page }: { status: OrderStatus | ''; page: number }) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', status, page],
    queryFn: ({ signal }) =>
      apiData<AdminOrdersPage>(
        `/orders/all${toQueryString({ status: status || undefined, page, limit: ORDERS_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'desc' })}`,
        { auth: true, signal },
      ),
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
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      apiData<Order>(`/orders/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status }, auth: true }),
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
