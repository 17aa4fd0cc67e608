import type { NotificationsPage } from '@boipoka/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The newest ten: the bell is a glance, not an archive. */
const PAGE = '/notifications?page=1&limit=10';
const DEFAULT_POLL_SECONDS = 30;

/**
 * The signed-in user's bell, asked again every `pollSeconds` the server names (at most 30 s) while the tab is visible:
 * TanStack Query does not run the interval for a hidden tab, and asks at once when the tab comes back.
 */
export function useNotifications(userId: string) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, userId],
    queryFn: ({ signal }) => apiData<NotificationsPage>(PAGE, { auth: true, signal }),
    refetchInterval: (query) => (query.state.data?.pollSeconds ?? DEFAULT_POLL_SECONDS) * 1000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

function useMarkRead(path: (id?: string) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => apiData<{ unreadCount: number }>(path(id), { method: 'POST', auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useMarkNotificationRead() {
  return useMarkRead((id) => `/notifications/${encodeURIComponent(id ?? '')}/read`);
}

export function useMarkAllNotificationsRead() {
  return useMarkRead(() => '/notifications/read-all');
}
