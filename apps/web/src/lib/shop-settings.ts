// PROVISIONAL (h/pages): the lead's version in main replaces this file at the merge; same exports.
import type { PolicyPage, PolicyPageText, PublicSettings } from '@boipoka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function shopSettingsQuery() {
  return queryOptions({
    queryKey: ['settings'],
    queryFn: async (): Promise<PublicSettings> => (await apiRequest<PublicSettings>('/settings')).data,
    staleTime: 60_000,
  });
}

export function useShopSettings(): PublicSettings | undefined {
  return useQuery(shopSettingsQuery()).data;
}

export function policyPageQuery(page: PolicyPage) {
  return queryOptions({
    queryKey: ['settings', 'pages', page],
    queryFn: async (): Promise<PolicyPageText> => (await apiRequest<PolicyPageText>(`/settings/pages/${page}`)).data,
    staleTime: 60_000,
  });
}
