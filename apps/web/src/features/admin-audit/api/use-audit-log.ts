import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditList } from '@boipoka/shared';
import { apiData, toQueryString } from '../../../lib/api-client';
import { type AuditFilters, toQuery } from '../lib/audit-filters';

export const AUDIT_KEY = ['audit'] as const;

/** The log, newest first, a page at a time: each next page continues after the last entry read (keyset). */
export function useAuditLog(filters: AuditFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...AUDIT_KEY, filters.actor, filters.kind, filters.from, filters.to],
    queryFn: ({ pageParam, signal }) => apiData<AuditList>(`/audit${toQueryString({ ...toQuery(filters), cursor: pageParam })}`, { auth: true, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}
