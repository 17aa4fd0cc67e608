/** Kept apart from the zod schemas so the storefront can read them without downloading zod. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** A review's text is optional (a rating alone says something) and bounded: a review, not an essay. */
export const MAX_REVIEW_LENGTH = 2000;
export const DEFAULT_REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 50;
