import type { PolicyPage, PolicyPageText, PublicSettings } from '@boipoka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { setShopCurrency } from './format';

/**
 * The shop's public settings (GET /api/settings, issue 31): its currency, delivery zones and charges, free-delivery
 * threshold, tax, cash on delivery, contact details and hours, and what it claims of itself. The server renders them
 * into every page's data, so the first load asks nothing more; money is formatted in their currency from the first render.
 */
export function shopSettingsQuery() {
  return queryOptions({
    queryKey: ['shop-settings'],
    queryFn: async (): Promise<PublicSettings> => {
      const settings = (await apiRequest<PublicSettings>('/settings')).data;
      setShopCurrency(settings.currency);
      return settings;
    },
    // An owner's change reaches a reader within a minute, or at their next page load.
    staleTime: 60_000,
  });
}

export function useShopSettings(): PublicSettings | undefined {
  const settings = useQuery(shopSettingsQuery()).data;
  // Also when the data came with the server's page (the query function did not run in this browser).
  if (settings) setShopCurrency(settings.currency);
  return settings;
}

/** A policy page's text in both languages (GET /api/settings/pages/:page). */
export function policyPageQuery(page: PolicyPage) {
  return queryOptions({
    queryKey: ['policy-page', page],
    queryFn: async (): Promise<PolicyPageText> => (await apiRequest<PolicyPageText>(`/settings/pages/${page}`)).data,
    staleTime: 60_000,
  });
}
