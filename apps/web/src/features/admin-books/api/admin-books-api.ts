import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Book, BulkBookActionInput, BulkBookActionResult, CreateBookInput, PageMeta, UpdateBookInput } from '@boipoka/shared';
import { apiData, apiRequest, toQueryString } from '../../../lib/api-client';
import { saveApiFile } from '../../../lib/save-api-file';
import type { BookSortState } from '../lib/book-sort';

/** Every admin-books query lives under this key, so one invalidation refreshes the table after a change. */
export const ADMIN_BOOKS_KEY = ['admin-books'] as const;

/**
 * Book Management asks the server for one page at a time (the shop may hold 100,000 books; the table never loads
 * them all). SPEC §9 leaves the dashboard page size unspecified; 10 rows fit a laptop screen without scrolling far.
 */
export const BOOK_TABLE_PAGE_SIZE = 10;

export interface AdminBookListParams {
  q: string;
  sort: BookSortState;
  page: number;
}

export interface AdminBookPage {
  books: Book[];
  meta: PageMeta;
}

/** The answer had no `data` array (SPEC §8 'Failed to load books.'). */
export class BooksShapeError extends Error {
  constructor() {
    super('The book list answer had no data array');
    this.name = 'BooksShapeError';
  }
}

export async function fetchAdminBooks({ q, sort, page }: AdminBookListParams, signal?: AbortSignal): Promise<AdminBookPage> {
  const query = toQueryString({
    q: q.trim() || undefined,
    sortBy: sort.column ?? undefined,
    sortOrder: sort.column ? sort.order : undefined,
    page,
    limit: BOOK_TABLE_PAGE_SIZE,
  });
  const envelope = await apiRequest<Book[]>(`/books${query}`, { signal });
  if (!Array.isArray(envelope.data)) throw new BooksShapeError();
  const meta = envelope.meta ?? { page, limit: BOOK_TABLE_PAGE_SIZE, total: envelope.data.length, totalPages: 1 };
  return { books: envelope.data, meta };
}

export function useAdminBooks(params: AdminBookListParams) {
  return useQuery({
    queryKey: [...ADMIN_BOOKS_KEY, 'list', params.q.trim(), params.sort.column, params.sort.order, params.page],
    queryFn: ({ signal }) => fetchAdminBooks(params, signal),
    // Keep the current page on screen while the next one loads (no flash of an empty table).
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Lists leave out descriptions; the edit dialog reads the whole book. */
export function useBookDetail(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_BOOKS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiData<Book>(`/books/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

export function useCreateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (book: CreateBookInput) => apiData<Book>('/books', { method: 'POST', body: book, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BOOKS_KEY }),
  });
}

export function useUpdateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateBookInput }) => apiData<Book>(`/books/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BOOKS_KEY }),
  });
}

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/books/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BOOKS_KEY }),
  });
}

/** POST /books/:id/cover: the picture as multipart (field `cover`); the answer is the book with its new `image`. */
export function uploadCover(id: string, file: File): Promise<Book> {
  const form = new FormData();
  form.append('cover', file, file.name);
  return apiData<Book>(`/books/${encodeURIComponent(id)}/cover`, { method: 'POST', body: form, auth: true });
}

export function useUploadCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadCover(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BOOKS_KEY }),
  });
}

/** Saves the catalogue, or the books the current search finds, as CSV (GET /books/export.csv). */
export function downloadBooksCsv(q: string): Promise<void> {
  return saveApiFile(`/books/export.csv${toQueryString({ q: q.trim() || undefined })}`, 'boipoka-books.csv');
}

/** POST /books/bulk: one action on the chosen books, or on every book a search finds. */
export function useBulkBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkBookActionInput) => apiData<BulkBookActionResult>('/books/bulk', { method: 'POST', body: input, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_BOOKS_KEY }),
  });
}
