import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeAnswer } from '@boipoka/shared';
import { apiRequest } from '../../../lib/api-client';

/** The home page's books, collections, stat tiles and sale: one answer (`GET /api/home`), filled by the server render. */
export async function fetchHome(): Promise<HomeAnswer> {
  const envelope = await apiRequest<HomeAnswer>('/home');
  return envelope.data;
}

/** Shared by the hook and the server render, so the server's answer is the cache entry the page reads. */
export function homeQuery() {
  return queryOptions({ queryKey: ['home'], queryFn: fetchHome, retry: 1 });
}

export function useHome() {
  return useQuery(homeQuery());
}
