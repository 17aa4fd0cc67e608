import { queryOptions } from '@tanstack/react-query';
import type { Book } from '@boipoka/shared';
import { ApiError, apiRequest } from './api-client';
import { BookLoadError, classifyBookFailure } from './book-load-error';

export { BookLoadError, classifyBookFailure, type BookLoadFailure } from './book-load-error';

/**
 * One book (`GET /api/books/:id`). Shared by the book's page (and its server render), the cart and the checkout, which
 * check each line against the book as it is now.
 */
export async function fetchBook(id: string): Promise<Book> {
  const envelope = await apiRequest<Book | null>(`/books/${encodeURIComponent(id)}`);
  if (!envelope.data) throw new BookLoadError('notFound');
  return envelope.data;
}

/**
 * One round trip: GET /api/books/:id (with description and inStock). A failure the server rendered (unknown book) is
 * not asked again when the page hydrates: the answer would be the same, and asking would flash the skeleton over the
 * server's failure screen.
 */
export function bookQuery(id: string) {
  return queryOptions({
    queryKey: ['books', 'detail', id],
    queryFn: () => fetchBook(id),
    retry: (count, error) => classifyBookFailure(error) === 'notOk' && error instanceof ApiError && error.status >= 500 && count < 1,
    retryOnMount: false,
  });
}
