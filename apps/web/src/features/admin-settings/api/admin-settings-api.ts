import type { AdminOrdersPage, CurrencyChange, SettingsPatch, ShopSettings } from '@boipoka/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { shopSettingsQuery } from '../../../lib/shop-settings';

export const ADMIN_SETTINGS_KEY = ['admin-settings'] as const;

/** GET /api/admin/settings: every setting, page texts included. */
export function useAdminSettings() {
  return useQuery({ queryKey: ADMIN_SETTINGS_KEY, queryFn: ({ signal }) => apiData<ShopSettings>('/admin/settings', { auth: true, signal }), staleTime: 0 });
}

/** Whether the shop has taken any order (GET /api/orders/all, one row): its currency may change only while it has none. */
export function useShopHasOrders() {
  return useQuery({
    queryKey: [...ADMIN_SETTINGS_KEY, 'has-orders'],
    queryFn: async ({ signal }) => (await apiData<AdminOrdersPage>('/orders/all?page=1&limit=1', { auth: true, signal })).pagination.totalOrders > 0,
    staleTime: 0,
  });
}

/** After a change the page keeps the server's answer, and every page (the storefront's settings) reads them again. */
function useKeepAnswer() {
  const queryClient = useQueryClient();
  return (settings: ShopSettings) => {
    queryClient.setQueryData(ADMIN_SETTINGS_KEY, settings);
    void queryClient.invalidateQueries({ queryKey: shopSettingsQuery().queryKey });
  };
}

/** PATCH /api/admin/settings with one section's parts; a bad value is a 400 naming its field, and nothing changes. */
export function useSaveSettings() {
  const keep = useKeepAnswer();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => apiData<ShopSettings>('/admin/settings', { method: 'PATCH', body: patch, auth: true }),
    onSuccess: keep,
  });
}

/** POST /api/admin/settings/currency: reprices every book; 409 once the shop has orders. */
export function useChangeCurrency() {
  const keep = useKeepAnswer();
  return useMutation({
    mutationFn: (change: CurrencyChange) => apiData<ShopSettings & { booksRepriced: number }>('/admin/settings/currency', { method: 'POST', body: change, auth: true }),
    onSuccess: ({ booksRepriced: _booksRepriced, ...settings }) => keep(settings),
  });
}
