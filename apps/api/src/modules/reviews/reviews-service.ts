import {
  type AdminReview,
  FEATURED_REVIEW_COUNT,
  FEATURED_REVIEW_MIN_LENGTH,
  FEATURED_REVIEW_MIN_RATING,
  type FeaturedReview,
  type MyReview,
  type Review,
  isUuid,
  publicReviewerName,
} from '@boipoka/shared';
import type { adminReviewListQuery, createReviewInput, reviewListQuery, updateReviewInput } from '@boipoka/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError, pgErrorCode } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import { type AdminReviewRow, type BookRatingRow, type ReviewWithReviewer, ReviewsRepository } from './reviews-repository';

const BOOK_NOT_FOUND = 'Book not found';
const REVIEW_NOT_FOUND = 'Review not found';
const NOT_A_BUYER = 'You can review a book once an order of it has been completed';
const ALREADY_REVIEWED = 'You have already reviewed this book';
const NOT_YOUR_REVIEW = 'You can only change your own review';

function toReview(row: ReviewWithReviewer): Review {
  return {
    _id: row.id,
    bookId: row.bookId,
    rating: row.rating,
    text: row.body,
    reviewer: { name: publicReviewerName(row.reviewerName) },
    verifiedPurchase: row.verifiedPurchase,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminReview(row: AdminReviewRow): AdminReview {
  return { ...toReview(row), book: { _id: row.bookId, title: row.bookTitle }, user: { _id: row.userId, name: row.reviewerName, email: row.reviewerEmail } };
}

/** The home page's quotes may lag this long behind another server process's review write (this one's drops them at once). */
const FEATURED_MAX_AGE_MS = 60_000;
/** Rows read to find FEATURED_REVIEW_COUNT distinct readers among the newest reviews. */
const FEATURED_CANDIDATES = FEATURED_REVIEW_COUNT * 5;

const sameRating = (a: BookRatingRow, b: BookRatingRow) => a.ratingCount === b.ratingCount && a.ratingAverage === b.ratingAverage;

export interface ReviewsServiceOptions {
  db: Db;
  now: () => Date;
  /** Runs after a commit that changed a book's rating: the catalogue cache drops what showed it. */
  onRatingChanged?: (bookId: string) => void;
}

/**
 * Reviews and ratings: who may write, edit, delete and hide, and the book's rating kept with every change, in the same
 * transaction (docs/decisions/018-reviews-and-ratings.md).
 */
export class ReviewsService {
  private readonly repo: ReviewsRepository;
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly onRatingChanged: (bookId: string) => void;
  /** One answer for every visitor of the home page: a bounded, shared value, read again at most once a minute. */
  private featuredCache?: { at: number; value: Promise<FeaturedReview[]> };

  constructor({ db, now, onRatingChanged }: ReviewsServiceOptions) {
    this.db = db;
    this.now = now;
    this.onRatingChanged = onRatingChanged ?? (() => {});
    this.repo = new ReviewsRepository(db);
  }

  async listForBook(bookId: string, query: z.output<typeof reviewListQuery>): Promise<{ reviews: Review[]; total: number }> {
    if (!isUuid(bookId) || !(await this.repo.bookIsListed(bookId))) throw new NotFoundError(BOOK_NOT_FOUND);
    const { rows, total } = await this.repo.pageForBook(bookId, query.limit, (query.page - 1) * query.limit);
    return { reviews: rows.map(toReview), total };
  }

  /** The caller's review of the book (hidden or not) and whether they may write one. */
  async mine(caller: AuthUser, bookId: string): Promise<MyReview> {
    if (!isUuid(bookId) || !(await this.repo.bookIsListed(bookId))) throw new NotFoundError(BOOK_NOT_FOUND);
    const [review, bought] = await Promise.all([this.repo.findMine(caller.id, bookId), this.repo.hasCompletedOrder(caller.id, bookId)]);
    return { canReview: bought && !review, hasCompletedOrder: bought, review: review ? toReview(review) : null };
  }

  async create(caller: AuthUser, bookId: string, input: z.output<typeof createReviewInput>): Promise<Review> {
    if (!isUuid(bookId)) throw new NotFoundError(BOOK_NOT_FOUND);
    const { id, changed } = await this.db
      .transaction(async (tx) => {
        const before = await this.repo.lockBook(tx, bookId, true);
        if (!before) throw new NotFoundError(BOOK_NOT_FOUND);
        if (!(await this.repo.hasCompletedOrder(caller.id, bookId, tx))) throw new ForbiddenError(NOT_A_BUYER);
        if (await this.repo.findMine(caller.id, bookId, tx)) throw new ConflictError(ALREADY_REVIEWED);
        const row = await this.repo.insert(tx, { bookId, userId: caller.id, rating: input.rating, body: input.text, createdAt: this.now() });
        const after = await this.repo.recountBook(tx, bookId);
        return { id: row.id, changed: !sameRating(before, after) };
      })
      .catch((error: unknown) => {
        // Two first reviews of the same book by the same customer at once: the unique key settles it.
        if (pgErrorCode(error) === '23505') throw new ConflictError(ALREADY_REVIEWED);
        throw error;
      });
    this.written(bookId, changed);
    return this.reread(id);
  }

  /** The owner edits their rating or text; a hidden review stays hidden. */
  async update(caller: AuthUser, id: string, input: z.output<typeof updateReviewInput>): Promise<Review> {
    const review = await this.findOrThrow(id);
    if (review.userId !== caller.id) throw new ForbiddenError(NOT_YOUR_REVIEW);
    const changed = await this.db.transaction(async (tx) => {
      const before = await this.repo.lockBook(tx, review.bookId, false);
      await this.repo.update(tx, id, { ...(input.rating !== undefined ? { rating: input.rating } : {}), ...(input.text !== undefined ? { body: input.text } : {}), updatedAt: this.now() });
      return before !== undefined && !sameRating(before, await this.repo.recountBook(tx, review.bookId));
    });
    this.written(review.bookId, changed);
    return this.reread(id);
  }

  /** The owner deletes their review; an admin may delete any. */
  async remove(caller: AuthUser, id: string): Promise<void> {
    const review = await this.findOrThrow(id);
    if (review.userId !== caller.id && caller.role !== 'admin') throw new ForbiddenError(NOT_YOUR_REVIEW);
    const changed = await this.db.transaction(async (tx) => {
      const before = await this.repo.lockBook(tx, review.bookId, false);
      await this.repo.delete(tx, id);
      return before !== undefined && !sameRating(before, await this.repo.recountBook(tx, review.bookId));
    });
    this.written(review.bookId, changed);
  }

  /** An admin hides an abusive review (it leaves the book's page and rating) or shows it again. */
  async setHidden(caller: AuthUser, id: string, hidden: boolean): Promise<Review> {
    const review = await this.findOrThrow(id);
    const changed = await this.db.transaction(async (tx) => {
      const before = await this.repo.lockBook(tx, review.bookId, false);
      await this.repo.update(tx, id, hidden ? { hiddenAt: review.hiddenAt ?? this.now(), hiddenBy: review.hiddenBy ?? caller.id } : { hiddenAt: null, hiddenBy: null });
      return before !== undefined && !sameRating(before, await this.repo.recountBook(tx, review.bookId));
    });
    this.written(review.bookId, changed);
    return this.reread(id);
  }

  /** The home page's quotes: the newest qualifying review of each of up to FEATURED_REVIEW_COUNT readers; none is invented. */
  featured(): Promise<FeaturedReview[]> {
    const at = this.now().getTime();
    if (this.featuredCache && at - this.featuredCache.at < FEATURED_MAX_AGE_MS) return this.featuredCache.value;
    const value = this.repo.featured(FEATURED_REVIEW_MIN_RATING, FEATURED_REVIEW_MIN_LENGTH, FEATURED_CANDIDATES).then((rows) => {
      const readers = new Set<string>();
      const picked: FeaturedReview[] = [];
      for (const row of rows) {
        if (picked.length >= FEATURED_REVIEW_COUNT) break;
        if (readers.has(row.userId)) continue;
        readers.add(row.userId);
        const { _id, rating, text, reviewer, createdAt } = toReview(row);
        picked.push({ _id, rating, text, reviewer, createdAt, book: { _id: row.bookId, title: row.bookTitle } });
      }
      return picked;
    });
    const entry = { at, value };
    this.featuredCache = entry;
    // A failed read is not kept: the next visitor asks again.
    value.catch(() => {
      if (this.featuredCache === entry) this.featuredCache = undefined;
    });
    return value;
  }

  async adminList(query: z.output<typeof adminReviewListQuery>): Promise<{ reviews: AdminReview[]; total: number }> {
    const { rows, total } = await this.repo.adminPage(query.visibility, query.limit, (query.page - 1) * query.limit);
    return { reviews: rows.map(toAdminReview), total };
  }

  /** After a committed review write: the home page's quotes go (any write may change them), the catalogue's rating when it moved. */
  private written(bookId: string, ratingChanged: boolean): void {
    this.featuredCache = undefined;
    if (ratingChanged) this.onRatingChanged(bookId);
  }

  private async reread(id: string): Promise<Review> {
    const row = await this.repo.find(id);
    if (!row) throw new NotFoundError(REVIEW_NOT_FOUND);
    return toReview(row);
  }

  private async findOrThrow(id: string): Promise<ReviewWithReviewer> {
    const review = isUuid(id) ? await this.repo.find(id) : undefined;
    if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
    return review;
  }
}
