import { queryOptions } from '@tanstack/react-query';
import type { AuthorPage } from '@boipoka/shared';
import { ApiError, apiRequest } from './api-client';

/**
 * An author's page (GET /api/authors/:slug): the name in both scripts and their books, newest first. Shared by the
 * author page (and its server render) and the book page's 'More by this author'. An unknown author is not asked again.
 */
export function authorQuery(slug: string) {
  return queryOptions({
    queryKey: ['authors', slug],
    queryFn: async () => (await apiRequest<AuthorPage>(`/authors/${encodeURIComponent(slug)}`)).data,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    retryOnMount: false,
  });
}
