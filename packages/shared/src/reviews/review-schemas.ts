import { z } from 'zod';
import { DEFAULT_REVIEW_PAGE_SIZE, MAX_RATING, MAX_REVIEW_LENGTH, MAX_REVIEW_PAGE_SIZE, MIN_RATING } from './review-rules';

/**
 * Reviews and ratings (issue 15). A customer with a completed order of a book rates it 1–5 and may say why; one review per
 * book and customer. The rule of who may review lives in the server (modules/reviews); the web asks it (`/reviews/mine`).
 */

export const reviewRatingSchema = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(MIN_RATING, 'Rating must be a whole number from 1 to 5')
  .max(MAX_RATING, 'Rating must be a whole number from 1 to 5');

export const reviewTextSchema = z.string({ error: 'Review must be text' }).trim().max(MAX_REVIEW_LENGTH, `Review must be at most ${MAX_REVIEW_LENGTH} characters`);

export const createReviewInput = z.object({
  rating: reviewRatingSchema,
  text: reviewTextSchema.optional().default(''),
});
export type CreateReviewInput = z.input<typeof createReviewInput>;

/** The owner's edit: either or both. */
export const updateReviewInput = z
  .object({ rating: reviewRatingSchema.optional(), text: reviewTextSchema.optional() })
  .refine((value) => value.rating !== undefined || value.text !== undefined, { message: 'Give a rating or a text to change', path: ['rating'] });
export type UpdateReviewInput = z.input<typeof updateReviewInput>;

/** The admin's moderation: hide an abusive review (it leaves the book's page and its rating) or show it again. */
export const reviewVisibilityInput = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });
export type ReviewVisibilityInput = z.input<typeof reviewVisibilityInput>;

export const reviewListQuery = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(1_000_000, 'page is too large').optional().default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_REVIEW_PAGE_SIZE, `limit must be at most ${MAX_REVIEW_PAGE_SIZE}`)
    .optional()
    .default(DEFAULT_REVIEW_PAGE_SIZE),
});
export type ReviewListQuery = z.input<typeof reviewListQuery>;

/** The admin's list: every review, newest first, optionally only the hidden or only the visible ones. */
export const adminReviewListQuery = reviewListQuery.extend({
  visibility: z.enum(['all', 'visible', 'hidden'], { error: "visibility must be 'all', 'visible' or 'hidden'" }).optional().default('all'),
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuery>;

/** A review as the public reads it. */
export const reviewSchema = z.object({
  _id: z.string(),
  bookId: z.string(),
  rating: z.number().int(),
  text: z.string(),
  /** The reviewer as shown publicly: first name and the initial of the last ('Nusrat J.'). */
  reviewer: z.object({ name: z.string() }),
  /** The reviewer has a completed order of this book. */
  verifiedPurchase: z.boolean(),
  /** Hidden by the shop: only its owner and the admins ever see it. */
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review the home page quotes (GET /api/reviews/featured): by a verified buyer, with the book it is about. */
export const featuredReviewSchema = reviewSchema.pick({ _id: true, rating: true, text: true, reviewer: true, createdAt: true }).extend({
  book: z.object({ _id: z.string(), title: z.string() }),
});
export type FeaturedReview = z.infer<typeof featuredReviewSchema>;

/** What the signed-in caller may do on a book's page: their review if they wrote one, and whether they may write one. */
export const myReviewSchema = z.object({
  /** True when the caller has a completed order of the book and has not reviewed it yet. */
  canReview: z.boolean(),
  /** The caller has a completed order containing the book. */
  hasCompletedOrder: z.boolean(),
  review: reviewSchema.nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** A review in the admin's moderation list: with its book and the reviewer's full name and address. */
export const adminReviewSchema = reviewSchema.extend({
  book: z.object({ _id: z.string(), title: z.string() }),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** `rating` of a book answer: from visible reviews only; average null when there is none. */
export const bookRatingSchema = z.object({
  average: z.number().nullable().describe('Mean of the visible reviews, to 2 decimals; null when the book has none'),
  count: z.number().int().describe('Number of visible reviews'),
});
export type BookRating = z.infer<typeof bookRatingSchema>;
