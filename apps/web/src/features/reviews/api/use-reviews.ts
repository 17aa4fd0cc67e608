import type { AdminReview, MyReview, PageMeta, Review } from '@boipoka/shared';
import { DEFAULT_REVIEW_PAGE_SIZE } from '@boipoka/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, apiRequest, toQueryString } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export interface ReviewPage<T> {
  items: T[];
  meta: PageMeta;
}

export const reviewsKey = (bookId: string) => ['reviews', 'book', bookId] as const;
export const ADMIN_REVIEWS_KEY = ['reviews', 'admin'] as const;
export const ADMIN_REVIEWS_PAGE_SIZE = 10;
export type ReviewVisibility = 'all' | 'visible' | 'hidden';

async function page<T>(path: string, auth: boolean, signal?: AbortSignal): Promise<ReviewPage<T>> {
  const envelope = await apiRequest<T[]>(path, { auth, signal });
  return { items: envelope.data, meta: envelope.meta! };
}

/** GET /books/:id/reviews: the visible reviews, newest first. */
export function useBookReviews(bookId: string, pageNumber: number) {
  return useQuery({
    queryKey: [...reviewsKey(bookId), 'page', pageNumber],
    queryFn: ({ signal }) => page<Review>(`/books/${encodeURIComponent(bookId)}/reviews${toQueryString({ page: pageNumber, limit: DEFAULT_REVIEW_PAGE_SIZE })}`, false, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /books/:id/reviews/mine: the signed-in reader's review and whether they may write one. */
export function useMyReview(bookId: string) {
  const userId = useSession()?.user._id;
  return useQuery({
    queryKey: [...reviewsKey(bookId), 'mine', userId],
    queryFn: ({ signal }) => apiData<MyReview>(`/books/${encodeURIComponent(bookId)}/reviews/mine`, { auth: true, signal }),
    enabled: Boolean(userId),
  });
}

/** A review write changes the book's rating: its page, the lists' stars and the reviews are all read again. */
function useInvalidateAfterReview() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useCreateReview(bookId: string) {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: (input: { rating: number; text: string }) => apiData<Review>(`/books/${encodeURIComponent(bookId)}/reviews`, { method: 'POST', body: input, auth: true }),
    onSuccess: invalidate,
  });
}

export function useUpdateReview() {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string; rating: number; text: string }) => apiData<Review>(`/reviews/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, auth: true }),
    onSuccess: invalidate,
  });
}

export function useDeleteReview() {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/reviews/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
    onSuccess: invalidate,
  });
}

/** GET /reviews (admin): every review, newest first. */
export function useAdminReviews(pageNumber: number, visibility: ReviewVisibility) {
  return useQuery({
    queryKey: [...ADMIN_REVIEWS_KEY, pageNumber, visibility],
    queryFn: ({ signal }) => page<AdminReview>(`/reviews${toQueryString({ page: pageNumber, limit: ADMIN_REVIEWS_PAGE_SIZE, visibility })}`, true, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** PATCH /reviews/:id/visibility (admin): hide an abusive review, or show it again. */
export function useSetReviewHidden() {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => apiData<Review>(`/reviews/${encodeURIComponent(id)}/visibility`, { method: 'PATCH', body: { hidden }, auth: true }),
    onSuccess: invalidate,
  });
}
