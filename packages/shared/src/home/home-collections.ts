/** Kept apart from the zod schemas so the storefront can read them without downloading zod. */

/** The collections an admin chooses books for (Book Management); the home page's other two come from sales and dates. */
export const CURATED_COLLECTIONS = ['staffPicks', 'awardWinners'] as const;
export type CuratedCollection = (typeof CURATED_COLLECTIONS)[number];

/** The Featured Books chips, in the order shown: Bestsellers (real sales), New Arrivals (date added), then the curated two. */
export const HOME_COLLECTIONS = ['bestsellers', 'newArrivals', ...CURATED_COLLECTIONS] as const;
export type HomeCollection = (typeof HOME_COLLECTIONS)[number];

/** Books per collection on the home page (the grid shows at most 6, SPEC §9), books in the hero, 'Readers also bought'. */
export const HOME_COLLECTION_SIZE = 6;
export const HERO_BOOK_COUNT = 3;
export const ALSO_BOUGHT_COUNT = 6;
/** The furthest ahead a sale may end: a countdown of more than a year is a typo. */
export const MAX_SALE_DAYS = 366;
