import { and, count, desc, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { books, orderItems, orders, reviews, users, type ReviewRow } from '../../db/schema';

/** A review with what its answers show: the reviewer's name and whether they bought the book (a completed order). */
export type ReviewWithReviewer = ReviewRow & { reviewerName: string; verifiedPurchase: boolean };
export type AdminReviewRow = ReviewWithReviewer & { bookTitle: string; reviewerEmail: string };

/** The reviewer has a completed order containing the review's book. */
const verifiedPurchase = sql<boolean>`exists (select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${orderItems.bookId} = ${reviews.bookId} and ${orders.userId} = ${reviews.userId} and ${orders.status} = 'completed')`;

const reviewColumns = {
  id: reviews.id,
  bookId: reviews.bookId,
  userId: reviews.userId,
  rating: reviews.rating,
  body: reviews.body,
  hiddenAt: reviews.hiddenAt,
  hiddenBy: reviews.hiddenBy,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  reviewerName: users.name,
  verifiedPurchase,
};

export interface BookRatingRow {
  ratingCount: number;
  ratingAverage: number | null;
}

export class ReviewsRepository {
  constructor(private readonly db: Db) {}

  /** Locks the book's row for the rest of the transaction: review writes of one book take turns, so each recount sees the others. */
  async lockBook(tx: Executor, bookId: string, listedOnly: boolean): Promise<BookRatingRow | undefined> {
    const [row] = await tx
      .select({ ratingCount: books.ratingCount, ratingAverage: books.ratingAverage })
      .from(books)
      .where(and(eq(books.id, bookId), listedOnly ? isNull(books.archivedAt) : undefined))
      .for('update');
    return row;
  }

  async bookIsListed(bookId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: books.id })
      .from(books)
      .where(and(eq(books.id, bookId), isNull(books.archivedAt)))
      .limit(1);
    return row !== undefined;
  }

  async hasCompletedOrder(userId: string, bookId: string, db: Executor = this.db): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.bookId, bookId), eq(orders.userId, userId), eq(orders.status, 'completed')))
      .limit(1);
    return row !== undefined;
  }

  async insert(tx: Executor, values: { bookId: string; userId: string; rating: number; body: string; createdAt: Date }): Promise<ReviewRow> {
    const [row] = await tx
      .insert(reviews)
      .values({ ...values, updatedAt: values.createdAt })
      .returning();
    return row!;
  }

  async find(id: string, db: Executor = this.db): Promise<ReviewWithReviewer | undefined> {
    const [row] = await db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(eq(reviews.id, id)).limit(1);
    return row;
  }

  async findMine(userId: string, bookId: string, db: Executor = this.db): Promise<ReviewWithReviewer | undefined> {
    const [row] = await db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.userId, userId), eq(reviews.bookId, bookId)))
      .limit(1);
    return row;
  }

  async update(tx: Executor, id: string, values: Partial<Pick<ReviewRow, 'rating' | 'body' | 'hiddenAt' | 'hiddenBy' | 'updatedAt'>>): Promise<void> {
    await tx.update(reviews).set(values).where(eq(reviews.id, id));
  }

  async delete(tx: Executor, id: string): Promise<void> {
    await tx.delete(reviews).where(eq(reviews.id, id));
  }

  /** Recounts the book's visible reviews into its row (the catalogue reads and sorts by them) and answers the new figures. */
  async recountBook(tx: Executor, bookId: string): Promise<BookRatingRow> {
    const visible = and(eq(reviews.bookId, bookId), isNull(reviews.hiddenAt));
    const [row] = await tx
      .update(books)
      .set({
        ratingCount: sql`(select count(*)::int from ${reviews} where ${visible})`,
        ratingAverage: sql`(select round(avg(${reviews.rating}), 2)::float8 from ${reviews} where ${visible})`,
      })
      .where(eq(books.id, bookId))
      .returning({ ratingCount: books.ratingCount, ratingAverage: books.ratingAverage });
    return row!;
  }

  /** A book's visible reviews, newest first, and how many there are. */
  async pageForBook(bookId: string, limit: number, offset: number): Promise<{ rows: ReviewWithReviewer[]; total: number }> {
    const visible = and(eq(reviews.bookId, bookId), isNull(reviews.hiddenAt));
    const [rows, [total]] = await Promise.all([
      this.db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(visible).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(reviews).where(visible),
    ]);
    return { rows, total: total!.n };
  }

  /** Every review for the admin, newest first: all, only the visible or only the hidden ones. */
  async adminPage(visibility: 'all' | 'visible' | 'hidden', limit: number, offset: number): Promise<{ rows: AdminReviewRow[]; total: number }> {
    const where: SQL | undefined = visibility === 'hidden' ? isNotNull(reviews.hiddenAt) : visibility === 'visible' ? isNull(reviews.hiddenAt) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ ...reviewColumns, bookTitle: books.title, reviewerEmail: users.email })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(books, eq(books.id, reviews.bookId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(reviews).where(where),
    ]);
    return { rows, total: total!.n };
  }

  /**
   * The newest visible reviews the home page may quote: rated at least `minRating`, a text of at least `minLength`
   * characters, by a reader with a completed order of the book, of a listed book. `limit` rows at most (a reader may
   * appear more than once: the service keeps one each).
   */
  async featured(minRating: number, minLength: number, limit: number): Promise<(ReviewWithReviewer & { bookTitle: string })[]> {
    return this.db
      .select({ ...reviewColumns, bookTitle: books.title })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(books, eq(books.id, reviews.bookId))
      .where(and(isNull(reviews.hiddenAt), isNull(books.archivedAt), gte(reviews.rating, minRating), sql`char_length(${reviews.body}) >= ${minLength}`, verifiedPurchase))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit);
  }
}
