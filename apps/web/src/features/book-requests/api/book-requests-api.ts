import type { BookRequest, BookRequestGroup, PageMeta } from '@boipoka/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest } from '../../../lib/api-client';

export const BOOK_REQUESTS_KEY = ['book-requests'] as const;

/** POST /api/book-requests: a signed-in reader's request goes with the account (its token). */
export async function sendBookRequest(body: { title: string; author?: string; phone?: string; email?: string }, signedIn: boolean): Promise<BookRequest> {
  return (await apiRequest<BookRequest>('/book-requests', { method: 'POST', body, auth: signedIn })).data;
}

/** GET /api/book-requests (admin): the groups, most asked first. */
export function useBookRequestGroups(page = 1) {
  return useQuery({
    queryKey: [...BOOK_REQUESTS_KEY, page],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<BookRequestGroup[]>(`/book-requests?page=${page}`, { auth: true, signal });
      return { groups: answer.data, meta: answer.meta as PageMeta | undefined };
    },
    staleTime: 0,
  });
}

/** POST /api/book-requests/fulfil (admin): a group's open requests are told of this book. */
export function useFulfilBookRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { titleKey: string; authorKey: string; bookId: string }) => apiData<{ fulfilled: number }>('/book-requests/fulfil', { method: 'POST', body: input, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOK_REQUESTS_KEY }),
  });
}
