import type { SiteInfo } from '@boipoka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * What the server says about the shop it runs: a demo shop or a real one, and (only in a demo) the demo accounts the
 * login page may fill in. The credentials are never part of the web app's code. Read once per visit; the server renders
 * it into its pages' data, so a server-rendered page asks nothing more.
 */
export function siteInfoQuery() {
  return queryOptions({
    queryKey: ['site'],
    queryFn: async (): Promise<SiteInfo> => (await apiRequest<SiteInfo>('/site')).data,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useSiteInfo(): SiteInfo | undefined {
  return useQuery(siteInfoQuery()).data;
}
