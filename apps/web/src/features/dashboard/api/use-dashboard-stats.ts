import type { DashboardStats } from '@boipoka/shared';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const dashboardStatsKey = (userId: string | undefined) => ['dashboard-stats', userId] as const;

/** GET /stats/dashboard: the whole shop's figures for admins, the caller's own for customers. */
export function useDashboardStats() {
  const userId = useSession()?.user._id;
  return useQuery({
    queryKey: dashboardStatsKey(userId),
    queryFn: ({ signal }) => apiData<DashboardStats>('/stats/dashboard', { auth: true, signal }),
    enabled: Boolean(userId),
  });
}
