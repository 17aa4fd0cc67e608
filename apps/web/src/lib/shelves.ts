import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOK_CATEGORIES, type Category, type CategoryList } from '@boipoka/shared';
import { apiData } from './api-client';
import { currentLocale, t, type Locale } from './i18n';

/**
 * Categories, publishers and series as every storefront page needs them (issue 34): the tree's query, a book's category
 * named from it, names in the page's language and the pages' paths. Here, not in the catalogue feature, because tiles,
 * cards, the listing and the book page all need them on their first load (decision 027's budget: one small module).
 */

/** A category, publisher or series named in the page's language. */
export function nameIn(entity: { nameEn: string; nameBn: string }, locale: Locale): string {
  return locale === 'bn' ? entity.nameBn : entity.nameEn;
}

/** The storefront pages of categories, publishers and series (both languages through the locale-aware Link). */
export const categoryPagePath = (slug: string) => `/categories/${encodeURIComponent(slug)}`;
export const publisherPagePath = (slug: string) => `/publishers/${encodeURIComponent(slug)}`;
export const seriesPagePath = (slug: string) => `/series/${encodeURIComponent(slug)}`;

/**
 * The category tree (GET /api/categories, parents before children, with counts): shared by the catalogue feature and
 * every place that names a book's category (tiles and cards in components/ and several features), under one key.
 */
export function categoriesQuery() {
  return queryOptions({
    queryKey: ['categories'] as const,
    queryFn: ({ signal }) => apiData<CategoryList>('/categories', { signal }).then((answer) => answer.categories),
    staleTime: 60_000,
  });
}

/** Whether a book's `category` is one of SPEC's five (named by the common catalogue) or a category's slug. */
export function isSpecCategory(value: string): boolean {
  return (BOOK_CATEGORIES as readonly string[]).includes(value);
}

/** A category's name in the page's language, from the tree; '' while the tree loads or when the slug is not in it. */
export function categoryNameOf(tree: readonly Category[] | undefined, slug: string): string {
  const found = tree?.find((category) => category.slug === slug);
  return found ? nameIn(found, currentLocale()) : '';
}

/**
 * A book's category as the reader sees it: SPEC's values through `common:categories.*` as always, and a slug (a book
 * outside SPEC's five, issue 34) named from the tree, which is fetched only then.
 */
export function useCategoryName(value: string | undefined): string {
  const spec = !value || isSpecCategory(value);
  const { data } = useQuery({ ...categoriesQuery(), enabled: !spec });
  if (!value) return '';
  return spec ? t(`common:categories.${value}`) : categoryNameOf(data, value);
}
