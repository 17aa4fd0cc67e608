import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book } from '@boipoka/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';

/** The home grid shows at most 6 books (SPEC §9). */
export const FEATURED_BOOK_COUNT = 6;

export interface FeaturedBooks {
  books: Book[];
  /** How many books the shop has, to decide whether "View All Books" shows (only above 6). */
  total: number;
}

/**
 * One round trip: ask for 7 so the answer alone tells whether more than 6 exist (meta.total when given).
 * Failures are only logged (SPEC §8); the grid then shows its empty state.
 */
export async function fetchFeaturedBooks(): Promise<FeaturedBooks> {
  try {
    const envelope = await apiRequest<Book[]>(`/books${toQueryString({ limit: FEATURED_BOOK_COUNT + 1 })}`);
    if (!Array.isArray(envelope.data)) {
      console.error('Featured books: the answer had no list of books', envelope);
      return { books: [], total: 0 };
    }
    return { books: envelope.data.slice(0, FEATURED_BOOK_COUNT), total: envelope.meta?.total ?? envelope.data.length };
  } catch (error) {
    console.error('Featured books: could not load', error);
    throw error;
  }
}

/** Shared by the hook and the server render, so the server's answer is the cache entry the page reads. */
export function featuredBooksQuery() {
  return queryOptions({ queryKey: ['books', 'featured'], queryFn: fetchFeaturedBooks, retry: 1 });
}

export function useFeaturedBooks() {
  return useQuery(featuredBooksQuery());
}
