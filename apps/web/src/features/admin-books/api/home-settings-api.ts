import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CuratedCollection, HomeSettings } from '@boipoka/shared';
import { apiData } from '../../../lib/api-client';

const HOME_SETTINGS_KEY = ['admin-home'] as const;

/** Which books are Staff Picks and Award Winners, and when the sale ends (`GET /api/admin/home`). */
export function useHomeSettings() {
  return useQuery({ queryKey: HOME_SETTINGS_KEY, queryFn: () => apiData<HomeSettings>('/admin/home', { auth: true }), staleTime: 0 });
}

/** Puts a book into a collection or takes it out; the answer is the new settings. */
export function useToggleCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collection, bookId, member }: { collection: CuratedCollection; bookId: string; member: boolean }) =>
      apiData<HomeSettings>(`/admin/home/collections/${collection}/${encodeURIComponent(bookId)}`, { method: member ? 'PUT' : 'DELETE', auth: true }),
    onSuccess: (settings) => {
      queryClient.setQueryData(HOME_SETTINGS_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: ['home'] });
    },
  });
}

/** Sets when the sale ends (an ISO date and time), or ends it (null). */
export function useSetSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endsAt: string | null) => apiData<HomeSettings>('/admin/home/sale', { method: 'PUT', body: { endsAt }, auth: true }),
    onSuccess: (settings) => {
      queryClient.setQueryData(HOME_SETTINGS_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: ['home'] });
    },
  });
}
