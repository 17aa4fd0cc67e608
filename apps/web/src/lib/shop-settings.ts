import type { LocalizedText, PolicyPage, PolicyPageText, PublicSettings } from '@boipoka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { setShopCurrency } from './format';
import { t, type Locale } from './i18n';
import { useLocale } from './locale';

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

/** A text the owner wrote in both languages: the page's, else the other (an address in English is still the address). */
export function inLanguage(text: LocalizedText, locale: Locale): string {
  return (locale === 'bn' ? text.bn || text.en : text.en || text.bn).trim();
}

/** The shop's name as its owner wrote it in Settings, in the page's language; the built-in name until settings load. */
export function shopName(settings: PublicSettings | undefined, locale: Locale): string {
  // Every page's header and title read it: an answer without a name (an old server, a proxy's error page) must not break them.
  const name = (settings as Partial<PublicSettings> | undefined)?.shop?.name;
  return (name && inLanguage(name, locale)) || t('common:brand.name');
}

/**
 * The shop's name in the page's language (shopName), for a component: read from the settings the page already has (the
 * server puts them in every page's data; the footer and prices keep them fresh), never a request of its own, so a title
 * or a header costs no extra call.
 */
export function useShopName(): string {
  return shopName(useQuery({ ...shopSettingsQuery(), enabled: false }).data, useLocale());
}
