import type {
  Book,
  Category,
  CategoryList,
  CategoryPage,
  CreateCategoryInput,
  CreatePublisherInput,
  CreateSeriesInput,
  PageMeta,
  Publisher,
  Series,
  UpdateCategoryInput,
  UpdatePublisherInput,
  UpdateSeriesInput,
} from '@boipoka/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiData, apiRequest, toQueryString } from '../../../lib/api-client';
import { categoriesQuery } from '../../../lib/shelves';

/** Categories, publishers and series (issue 34): the storefront reads them, the admin changes them. */
export const CATEGORIES_KEY = ['categories'] as const;
export const ADMIN_CATEGORIES_KEY = ['categories', 'admin'] as const;
export const PUBLISHERS_KEY = ['publishers'] as const;
export const SERIES_KEY = ['series'] as const;

/** GET /api/categories: the tree as a list (parents before children), each with its number of listed books. */
export function useCategories(enabled = true) {
  return useQuery({ ...categoriesQuery(), enabled });
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
  return useQuery({ ...categoryPageQuery(slug), enabled: slug !== '' });
}

// An unknown slug (404) is not asked again; a server fault once more.
const retryUnlessMissing = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 1;

/** The category page's query (its page and its server render share it). */
export function categoryPageQuery(slug: string) {
  return queryOptions({
    queryKey: ['categories', 'page', slug],
    queryFn: ({ signal }) => apiData<CategoryPage>(`/categories/${encodeURIComponent(slug)}`, { signal }),
    retry: retryUnlessMissing,
    retryOnMount: false,
  });
}

export function publisherQuery(slug: string) {
  return queryOptions({
    queryKey: [...PUBLISHERS_KEY, 'page', slug],
    queryFn: ({ signal }) => apiData<Publisher>(`/publishers/${encodeURIComponent(slug)}`, { signal }),
    retry: retryUnlessMissing,
    retryOnMount: false,
  });
}

export function seriesQuery(slug: string) {
  return queryOptions({
    queryKey: [...SERIES_KEY, 'page', slug],
    queryFn: ({ signal }) => apiData<Series>(`/series/${encodeURIComponent(slug)}`, { signal }),
    retry: retryUnlessMissing,
    retryOnMount: false,
  });
}

/** Which books a shelf (a category, publisher or series page, 'More in this series') lists. */
export type ShelfFilter = { categorySlug: string } | { publisherSlug: string } | { seriesSlug: string };

export interface ShelfPage {
  books: Book[];
  meta: PageMeta;
}

/** A page of a shelf's books (GET /api/books?categorySlug=…), in the shop's order: a series in its reading order. */
export function shelfBooksQuery(filter: ShelfFilter, page: number, limit: number) {
  return queryOptions({
    queryKey: ['books', 'shelf', filter, page, limit],
    queryFn: async ({ signal }): Promise<ShelfPage> => {
      const envelope = await apiRequest<Book[]>(`/books${toQueryString({ ...filter, sort: 'featured', page, limit })}`, { signal });
      const books = Array.isArray(envelope.data) ? envelope.data : [];
      return { books, meta: envelope.meta ?? { page, limit, total: books.length, totalPages: Math.ceil(books.length / limit) } };
    },
    retry: 1,
  });
}

/** GET /api/publishers?q=: publishers whose name (either script) or slug holds q. */
export function usePublishers(q = '', enabled = true) {
  // Typed: with keepPreviousData, inference would take the placeholder function for the data.
  return useQuery<Publisher[]>({
    queryKey: [...PUBLISHERS_KEY, q],
    queryFn: ({ signal }) => apiData<{ publishers: Publisher[] }>(`/publishers${toQueryString({ q: q.trim() || undefined })}`, { signal }).then((answer) => answer.publishers),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/series?q=. */
export function useSeriesList(q = '', enabled = true) {
  return useQuery<Series[]>({
    queryKey: [...SERIES_KEY, q],
    queryFn: ({ signal }) => apiData<{ series: Series[] }>(`/series${toQueryString({ q: q.trim() || undefined })}`, { signal }).then((answer) => answer.series),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePublisher(slug: string) {
  return useQuery({ ...publisherQuery(slug), enabled: slug !== '' });
}

export function useSeries(slug: string) {
  return useQuery({ ...seriesQuery(slug), enabled: slug !== '' });
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
