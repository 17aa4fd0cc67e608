import { useQuery } from '@tanstack/react-query';
import type { Book } from '@boipoka/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** What went wrong loading a book, as SPEC §8 words it. */
export type BookLoadFailure = 'notOk' | 'notFound' | 'other';

export class BookLoadError extends Error {
  constructor(readonly reason: BookLoadFailure) {
    super(reason);
    this.name = 'BookLoadError';
  }
}

/** 404 or an answer without a book → not found; any other failed answer → not ok; anything else (network) → other. */
export function classifyBookFailure(error: unknown): BookLoadFailure {
  if (error instanceof BookLoadError) return error.reason;
  if (error instanceof ApiError) return error.status === 404 ? 'notFound' : 'notOk';
  return 'other';
}

export async function fetchBook(id: string): Promise<Book> {
  const envelope = await apiRequest<Book | null>(`/books/${encodeURIComponent(id)}`);
  if (!envelope.data) throw new BookLoadError('notFound');
  return envelope.data;
}

/** One round trip: GET /api/books/:id (with description and inStock). */
export function useBook(id: string) {
  return useQuery({
    queryKey: ['books', 'detail', id],
    queryFn: () => fetchBook(id),
    retry: (count, error) => classifyBookFailure(error) === 'notOk' && error instanceof ApiError && error.status >= 500 && count < 1,
  });
}
