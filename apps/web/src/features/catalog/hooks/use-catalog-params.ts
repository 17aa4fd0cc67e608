import { BOOK_CATEGORIES, BOOK_LANGUAGES, BOOK_SORTS, type BookCategory, type BookLanguage, type BookSort } from '@boipoka/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { getShopCurrency, type MoneyCurrency } from '../../../lib/format';

/**
 * Price filter bounds, in the shop's currency: SPEC §9's 0 to 300 dollars by the dollar; a Taka shop's books cost from
 * about ৳100 to a few thousand, so its slider goes to ৳3,000 by ৳50. The maximum is also 'no upper bound' (left out
 * of the URL and of the query).
 */
export const PRICE_MIN = 0;
export const PRICE_MAX = 300;
const PRICE_SCALE: Record<MoneyCurrency, { max: number; step: number }> = { USD: { max: PRICE_MAX, step: 1 }, BDT: { max: 3000, step: 50 } };
export function priceMax(currency: MoneyCurrency = getShopCurrency()): number {
  return PRICE_SCALE[currency].max;
}
export function priceStep(currency: MoneyCurrency = getShopCurrency()): number {
  return PRICE_SCALE[currency].step;
}
/** Page sizes: 5 by default (SPEC §9), or 20 / 50. */
export const PAGE_SIZES = [5, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type CatalogView = 'grid' | 'list';

export interface CatalogParams {
  q: string;
  category: BookCategory | '';
  /** A category of the tree by its slug (`cat`, issue 34): its books and those of the categories under it. */
  cat: string;
  /** A publisher's or a series' slug (from their pages' links), shown as removable chips. */
  publisher: string;
  series: string;
  author: string;
  /** Only Bangla or only English books; '' for both. */
  language: BookLanguage | '';
  /** Only books in stock. */
  inStock: boolean;
  minPrice: number;
  maxPrice: number;
  sort: BookSort;
  page: number;
  limit: PageSize;
  view: CatalogView;
}

export const DEFAULT_CATALOG_PARAMS: CatalogParams = {
  q: '',
  category: '',
  cat: '',
  publisher: '',
  series: '',
  author: '',
  language: '',
  inStock: false,
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  sort: 'featured',
  page: 1,
  limit: 5,
  view: 'grid',
};

/** The defaults in the shop's currency (the price bound is its scale's). */
export function defaultCatalogParams(currency: MoneyCurrency = getShopCurrency()): CatalogParams {
  return { ...DEFAULT_CATALOG_PARAMS, maxPrice: priceMax(currency) };
}

/**
 * A slug as the catalogue writes them (shared's SLUG_PATTERN, repeated here: importing it from the catalogue's schemas
 * would bring zod into the listing's first load); anything else is no filter.
 */
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
function slug(value: string | null): string {
  const text = value?.trim().toLowerCase() ?? '';
  return SLUG_PATTERN.test(text) && text.length <= 80 ? text : '';
}

function number(value: string | null, fallback: number, min: number, max = Number.POSITIVE_INFINITY): number {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
}

/** Reads the listing's state from the query string; anything unknown or malformed falls back to the default. */
export function parseCatalogParams(search: URLSearchParams): CatalogParams {
  const category = search.get('category') ?? '';
  const sort = search.get('sort') ?? '';
  const limit = Number(search.get('limit'));
  return {
    q: search.get('q')?.trim() ?? '',
    category: (BOOK_CATEGORIES as readonly string[]).includes(category) ? (category as BookCategory) : '',
    cat: slug(search.get('cat')),
    publisher: slug(search.get('publisher')),
    series: slug(search.get('series')),
    author: search.get('author')?.trim() ?? '',
    language: (BOOK_LANGUAGES as readonly string[]).includes(search.get('language') ?? '') ? (search.get('language') as BookLanguage) : '',
    inStock: search.get('inStock') === 'true',
    minPrice: number(search.get('minPrice'), PRICE_MIN, PRICE_MIN),
    maxPrice: number(search.get('maxPrice'), priceMax(), PRICE_MIN),
    sort: (BOOK_SORTS as readonly string[]).includes(sort) ? (sort as BookSort) : 'featured',
    page: Math.floor(number(search.get('page'), 1, 1)),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? (limit as PageSize) : 5,
    view: search.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Writes only what differs from the defaults, so a plain listing keeps a plain URL. */
export function serializeCatalogParams(params: CatalogParams): URLSearchParams {
  const search = new URLSearchParams();
  const defaults = defaultCatalogParams();
  for (const key of Object.keys(defaults) as (keyof CatalogParams)[]) {
    if (params[key] !== defaults[key]) search.set(key, String(params[key]));
  }
  return search;
}

export function hasActiveFilters(params: CatalogParams): boolean {
  return (
    params.q !== '' ||
    params.category !== '' ||
    params.cat !== '' ||
    params.author !== '' ||
    params.language !== '' ||
    params.inStock ||
    params.minPrice !== PRICE_MIN ||
    params.maxPrice !== priceMax()
  );
}

/**
 * All of the listing's state lives in the URL, so a filtered page can be shared, reloaded and returned to.
 * Any change other than the page (or the view) goes back to page 1. Typing-driven changes replace the history
 * entry instead of adding one per keystroke.
 */
export function useCatalogParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseCatalogParams(search), [search]);

  const update = useCallback(
    (patch: Partial<CatalogParams>, { replace = false }: { replace?: boolean } = {}) => {
      setSearch(
        (current) => {
          const previous = parseCatalogParams(current);
          const keepsPage = Object.keys(patch).every((key) => key === 'page' || key === 'view');
          return serializeCatalogParams({ ...previous, ...patch, page: patch.page ?? (keepsPage ? previous.page : 1) });
        },
        { replace },
      );
    },
    [setSearch],
  );

  const clearFilters = useCallback(() => {
    setSearch((current) => {
      const { sort, limit, view } = parseCatalogParams(current);
      return serializeCatalogParams({ ...defaultCatalogParams(), sort, limit, view });
    });
  }, [setSearch]);

  return { params, update, clearFilters };
}
