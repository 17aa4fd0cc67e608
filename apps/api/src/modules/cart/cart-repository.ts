import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { books, cartLines, users, type BookRow } from '../../db/schema';

export class CartRepository {
  constructor(private readonly db: Db) {}

  /** The stored lines whose book the shop still sells, in the reader's order. */
  async lines(userId: string, db: Executor = this.db): Promise<{ book: BookRow; quantity: number }[]> {
    return db
      .select({ book: books, quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(books, eq(books.id, cartLines.bookId))
      .where(and(eq(cartLines.userId, userId), isNull(books.archivedAt)))
      .orderBy(asc(cartLines.position));
  }

  async books(ids: string[], db: Executor): Promise<BookRow[]> {
    if (!ids.length) return [];
    return db.select().from(books).where(inArray(books.id, ids));
  }

  /** Two saves of one account at once are taken one after the other (the last one wins whole). */
  async lockAccount(userId: string, db: Executor): Promise<void> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async replace(userId: string, lines: { bookId: string; quantity: number }[], db: Executor): Promise<void> {
    await db.delete(cartLines).where(eq(cartLines.userId, userId));
    if (lines.length) await db.insert(cartLines).values(lines.map((line, position) => ({ userId, bookId: line.bookId, quantity: line.quantity, position })));
  }
}
