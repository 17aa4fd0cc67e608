import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { books, wishlistItems, type BookRow } from '../../db/schema';

/** Books in the catalogue only: a deleted (archived) book leaves every wishlist with it. */
const listed = isNull(books.archivedAt);

export class WishlistRepository {
  constructor(private readonly db: Db) {}

  async items(userId: string): Promise<{ book: BookRow; addedAt: Date }[]> {
    return this.db
      .select({ book: books, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(books, eq(books.id, wishlistItems.bookId))
      .where(and(eq(wishlistItems.userId, userId), listed))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.bookId));
  }

  /**
   * Holds the reader's account row until the transaction ends, so their adds count and insert one at a time. NO KEY
   * UPDATE, not UPDATE: it does not wait for, or hold up, rows that merely refer to the account (orders,
   * notifications). The count must be a later statement: in READ COMMITTED it then sees the adds committed before.
   */
  async lockReader(userId: string, db: Executor): Promise<void> {
    await db.execute(sql`select 1 from users where id = ${userId} for no key update`);
  }

  async count(userId: string, db: Executor = this.db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(wishlistItems)
      .innerJoin(books, eq(books.id, wishlistItems.bookId))
      .where(and(eq(wishlistItems.userId, userId), listed));
    return Number(row?.n ?? 0);
  }

  async isListed(bookId: string, db: Executor = this.db): Promise<boolean> {
    return (
      (
        await db
          .select({ id: books.id })
          .from(books)
          .where(and(eq(books.id, bookId), listed))
      ).length > 0
    );
  }

  async has(userId: string, bookId: string, db: Executor = this.db): Promise<boolean> {
    return (
      (
        await db
          .select({ id: wishlistItems.bookId })
          .from(wishlistItems)
          .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, bookId)))
      ).length > 0
    );
  }

  /** Wishing a wished book again changes nothing (not even when it was first wished). */
  async add(userId: string, bookId: string, db: Executor = this.db): Promise<void> {
    await db.insert(wishlistItems).values({ userId, bookId }).onConflictDoNothing();
  }

  async remove(userId: string, bookId: string): Promise<void> {
    await this.db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, bookId)));
  }

  async readersOf(bookId: string, db: Executor): Promise<string[]> {
    return (await db.select({ userId: wishlistItems.userId }).from(wishlistItems).where(eq(wishlistItems.bookId, bookId))).map((row) => row.userId);
  }
}
