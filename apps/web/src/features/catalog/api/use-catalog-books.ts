import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorCount, Book, PageMeta, SearchVerdict } from '@boipoka/shared';
import { apiData, apiRequest, toQueryString } from '../../../lib/api-client';
import { priceMax, PRICE_MIN, type CatalogParams } from '../hooks/use-catalog-params';

export interface CatalogPage {
  books: Book[];
  meta: PageMeta;
  /** With a search: how it matched, and its guesses when it matched nothing well (decision 049). */
  search?: SearchVerdict;
}

/** The query string the server filters, sorts and pages by; price bounds only when they are not the defaults. */
export function catalogQueryString(params: CatalogParams): string {
  return toQueryString({
    q: params.q || undefined,
    category: params.category || undefined,
    categorySlug: params.cat || undefined,
    publisherSlug: params.publisher || undefined,
    seriesSlug: params.series || undefined,
    author: params.author || undefined,
    language: params.language || undefined,
    inStock: params.inStock ? 'true' : undefined,
    minPrice: params.minPrice !== PRICE_MIN ? params.minPrice : undefined,
    maxPrice: params.maxPrice !== priceMax() ? params.maxPrice : undefined,
    sort: params.sort,
    page: params.page,
    limit: params.limit,
  });
}

/** Failures are only logged (SPEC §8); the page then shows its empty state. */
export async function fetchCatalogPage(params: CatalogParams): Promise<CatalogPage> {
  try {
    const envelope: { search?: SearchVerdict } & Awaited<ReturnType<typeof apiRequest<Book[]>>> = await apiRequest<Book[]>(`/books${catalogQueryString(params)}`);
    if (!Array.isArray(envelope.data)) {
      console.error('All products: the answer had no list of books', envelope);
      return { books: [], meta: { page: 1, limit: params.limit, total: 0, totalPages: 0 } };
    }
    const total = envelope.meta?.total ?? envelope.data.length;
    return {
      books: envelope.data,
      meta: envelope.meta ?? { page: params.page, limit: params.limit, total, totalPages: Math.ceil(total / params.limit) },
      ...(envelope.search ? { search: envelope.search } : {}),
    };
  } catch (error) {
    console.error('All products: could not load books', error);
    throw error;
  }
}

/** One page of the listing; the view (grid or list) is not part of the key, the server answer is the same. */
export function catalogBooksQuery(params: CatalogParams) {
  const { view: _view, ...query } = params;
  return queryOptions({
    queryKey: ['books', 'catalog', query],
    queryFn: () => fetchCatalogPage(params),
    retry: 1,
  });
}

export function useCatalogBooks(params: CatalogParams) {
  return useQuery({ ...catalogBooksQuery(params), placeholderData: keepPreviousData });
}

/** Authors for the filter: without a search the 50 with most books; with one, any author of the catalogue it names. */
export function authorsQuery(q = '') {
  const search = q.trim();
  return queryOptions({
    queryKey: ['books', 'authors', search],
    queryFn: async () => {
      try {
        return await apiData<AuthorCount[]>(`/books/authors${toQueryString({ q: search || undefined })}`);
      } catch (error) {
        console.error('All products: could not load authors', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function useAuthors(q = '') {
  return useQuery({ ...authorsQuery(q), placeholderData: keepPreviousData });
}
