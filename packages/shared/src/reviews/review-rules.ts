/** Kept apart from the zod schemas so the storefront can read them without downloading zod. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** A review's text is optional (a rating alone says something) and bounded: a review, not an essay. */
export const MAX_REVIEW_LENGTH = 2000;
export const DEFAULT_REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 50;
/**
 * The home page's "What our readers say": real reviews only (issue 31), the newest visible ones with a text of at least
 * this many characters, rated at least this, by a reader with a completed order of the book; one per reader.
 */
export const FEATURED_REVIEW_COUNT = 6;
export const FEATURED_REVIEW_MIN_RATING = 4;
export const FEATURED_REVIEW_MIN_LENGTH = 20;
