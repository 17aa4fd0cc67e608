/** Kept apart from the zod schemas so the storefront can read them without downloading zod. */
export const BOOK_SORTS = [
  'featured',
  'price-low',
  'price-high',
  'name',
  // Best rated first (visible reviews; books without a review last).
  'rating',
  // Most copies in orders that are not cancelled; date added.
  'bestselling',
  'newest',
] as const;
export type BookSort = (typeof BOOK_SORTS)[number];
export const BOOK_SORT_FIELDS = ['title', 'author', 'price', 'quantity', 'createdAt'] as const;
export type BookSortField = (typeof BOOK_SORT_FIELDS)[number];

export const DEFAULT_BOOK_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
