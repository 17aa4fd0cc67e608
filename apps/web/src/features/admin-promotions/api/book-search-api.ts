import type { Book } from '@boipoka/shared';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { bookQuery } from '../../../lib/book-query';

/** How many books a search in the chooser lists: the admin narrows the words rather than scrolls. */
export const BOOK_CHOOSER_RESULTS = 8;

export type ChooserBook = Pick<Book, '_id' | 'title' | 'author' | 'altTitle' | 'altAuthor'>;

/** The catalogue's search (GET /api/books?q=…), first page only; nothing is asked for an empty search. */
export function useBookSearch(q: string) {
  return useQuery({
    queryKey: ['promotions', 'book-search', q],
    queryFn: async ({ signal }) => (await apiRequest<Book[]>(`/books${toQueryString({ q, page: 1, limit: BOOK_CHOOSER_RESULTS })}`, { signal })).data ?? [],
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The chosen books (GET /api/books/:id each, the cache the book's page uses), to show their titles. */
export function useChosenBooks(ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => ({ ...bookQuery(id), staleTime: 60_000, retry: false })) });
}
