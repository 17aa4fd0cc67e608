import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookImport, BookImportList, StartBookImportInput } from '@boipoka/shared';
import { apiData } from '../../../lib/api-client';
import { saveApiFile } from '../../../lib/save-api-file';
import { ADMIN_BOOKS_KEY } from '../../admin-books';
import { CATEGORIES_KEY } from '../../catalogue';

const IMPORTS_KEY = ['book-imports'] as const;
/** How often a running import's progress is read. */
export const PROGRESS_POLL_MS = 1000;

/** POST /books/imports: the file as multipart (field `file`); the answer is the preview (nothing is imported yet). */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiData<BookImport>('/books/imports', { method: 'POST', body: form, auth: true });
    },
    onSuccess: (job) => queryClient.setQueryData([...IMPORTS_KEY, job.id], job),
  });
}

/** One import, read again every second while it runs; the book lists are refreshed once it ends. */
export function useBookImport(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...IMPORTS_KEY, id],
    queryFn: async ({ signal }) => {
      const job = await apiData<BookImport>(`/books/imports/${encodeURIComponent(id ?? '')}`, { signal, auth: true });
      if (job.status === 'done') {
        void queryClient.invalidateQueries({ queryKey: ADMIN_BOOKS_KEY });
        // The categories it created, and their counts (issue 34).
        void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      }
      return job;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'importing' ? PROGRESS_POLL_MS : false),
    retry: false,
  });
}

/** The newest imports: a running one is shown again when an admin comes back to the page. */
export function useLatestImports(enabled: boolean) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, 'latest'],
    queryFn: ({ signal }) => apiData<BookImportList>('/books/imports', { signal, auth: true }),
    enabled,
    staleTime: 0,
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    // The missing categories the admin chose to create (issue 34); none: a start as before, with no body.
    mutationFn: ({ id, createCategories }: { id: string; createCategories?: StartBookImportInput['createCategories'] }) =>
      apiData<BookImport>(`/books/imports/${encodeURIComponent(id)}/start`, {
        method: 'POST',
        auth: true,
        ...(createCategories && createCategories.length > 0 ? { body: { createCategories } } : {}),
      }),
    onSuccess: (job) => queryClient.setQueryData([...IMPORTS_KEY, job.id], job),
  });
}

export const downloadImportTemplate = () => saveApiFile('/books/imports/template.csv', 'boipoka-books-template.csv');
