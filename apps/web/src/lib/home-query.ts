import { queryOptions } from '@tanstack/react-query';
import type { HomeAnswer } from '@boipoka/shared';
import { apiRequest } from './api-client';

/**
 * The home page's answer (`GET /api/home`): its books, collections, the shop's figures (books, readers, orders
 * delivered) and its sale. Shared by the home page (and its server render) and the About page, whose figures are the
 * same real ones.
 */
export async function fetchHome(): Promise<HomeAnswer> {
  const envelope = await apiRequest<HomeAnswer>('/home');
  return envelope.data;
}

export function homeQuery() {
  return queryOptions({ queryKey: ['home'], queryFn: fetchHome, retry: 1 });
}
