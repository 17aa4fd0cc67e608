import type {
  Category,
  CategoryList,
  CategoryPage,
  CreateCategoryInput,
  CreatePublisherInput,
  CreateSeriesInput,
  Publisher,
  Series,
  UpdateCategoryInput,
  UpdatePublisherInput,
  UpdateSeriesInput,
} from '@boipoka/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData, toQueryString } from '../../../lib/api-client';

/** Categories, publishers and series (issue 34): the storefront reads them, the admin changes them. */
export const CATEGORIES_KEY = ['categories'] as const;
export const ADMIN_CATEGORIES_KEY = ['categories', 'admin'] as const;
export const PUBLISHERS_KEY = ['publishers'] as const;
export const SERIES_KEY = ['series'] as const;

/** GET /api/categories: the tree as a list (parents before children), each with its number of listed books. */
export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) => apiData<CategoryList>('/categories', { signal }).then((answer) => answer.categories),
    staleTime: 60_000,
  });
}

/** GET /api/admin/categories: the tree with the archived categories (admin). */
export function useAdminCategories() {
  return useQuery({
    queryKey: ADMIN_CATEGORIES_KEY,
    queryFn: ({ signal }) => apiData<CategoryList>('/admin/categories', { auth: true, signal }).then((answer) => answer.categories),
    staleTime: 0,
  });
}

/** GET /api/categories/:slug: the category, its path from the root, its children; `redirectTo` when it was merged. */
export function useCategoryPage(slug: string) {
  return useQuery({
    queryKey: ['categories', 'page', slug],
    queryFn: ({ signal }) => apiData<CategoryPage>(`/categories/${encodeURIComponent(slug)}`, { signal }),
    enabled: slug !== '',
  });
}

/** GET /api/publishers?q=: publishers whose name (either script) or slug holds q. */
export function usePublishers(q = '', enabled = true) {
  // Typed: with keepPreviousData, inference would take the placeholder function for the data.
  return useQuery<Publisher[]>({
    queryKey: [...PUBLISHERS_KEY, q],
    queryFn: ({ signal }) => apiData<{ publishers: Publisher[] }>(`/publishers${toQueryString({ q: q.trim() || undefined })}`, { signal }).then((answer) => answer.publishers),
    enabled,
  });
}

/** GET /api/series?q=. */
export function useSeriesList(q = '', enabled = true) {
  return useQuery<Series[]>({
    queryKey: [...SERIES_KEY, q],
    queryFn: ({ signal }) => apiData<{ series: Series[] }>(`/series${toQueryString({ q: q.trim() || undefined })}`, { signal }).then((answer) => answer.series),
    enabled,
  });
}

export function usePublisher(slug: string) {
  return useQuery({ queryKey: [...PUBLISHERS_KEY, 'page', slug], queryFn: ({ signal }) => apiData<Publisher>(`/publishers/${encodeURIComponent(slug)}`, { signal }), enabled: slug !== '' });
}

export function useSeries(slug: string) {
  return useQuery({ queryKey: [...SERIES_KEY, 'page', slug], queryFn: ({ signal }) => apiData<Series>(`/series/${encodeURIComponent(slug)}`, { signal }), enabled: slug !== '' });
}

/** The admin's changes: each answer refreshes the lists that show it. */
function useCatalogueMutation<I, O>(mutationFn: (input: I) => Promise<O>, keys: readonly (readonly string[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export const useCreateCategory = () => useCatalogueMutation((input: CreateCategoryInput) => apiData<Category>('/categories', { method: 'POST', body: input, auth: true }), [CATEGORIES_KEY]);
export const useUpdateCategory = () =>
  useCatalogueMutation(
    ({ id, patch }: { id: string; patch: UpdateCategoryInput }) => apiData<Category>(`/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch, auth: true }),
    [CATEGORIES_KEY],
  );
export const useMergeCategory = () =>
  useCatalogueMutation(
    ({ id, into }: { id: string; into: string }) => apiData<Category>(`/categories/${encodeURIComponent(id)}/merge`, { method: 'POST', body: { into }, auth: true }),
    [CATEGORIES_KEY],
  );
export const useCreatePublisher = () => useCatalogueMutation((input: CreatePublisherInput) => apiData<Publisher>('/publishers', { method: 'POST', body: input, auth: true }), [PUBLISHERS_KEY]);
export const useUpdatePublisher = () =>
  useCatalogueMutation(
    ({ id, patch }: { id: string; patch: UpdatePublisherInput }) => apiData<Publisher>(`/publishers/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch, auth: true }),
    [PUBLISHERS_KEY],
  );
export const useCreateSeries = () => useCatalogueMutation((input: CreateSeriesInput) => apiData<Series>('/series', { method: 'POST', body: input, auth: true }), [SERIES_KEY]);
export const useUpdateSeries = () =>
  useCatalogueMutation(({ id, patch }: { id: string; patch: UpdateSeriesInput }) => apiData<Series>(`/series/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch, auth: true }), [SERIES_KEY]);
