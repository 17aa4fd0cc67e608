import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CuratedCollection } from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import { bookCollections, bookCounts, bookSales } from '../../db/migration-owned-tables';
import { books, orderItems, orders, shopSettings, users } from '../../db/schema';
import { listColumns } from '../../db/book-list-columns';
import type { BookListRow } from '../../lib/book-list-item';

/** The home page's sale end in shop_settings: {"endsAt": ISO time | null}. */
const SALE_END = 'saleEnd';

export class HomeRepository {
  constructor(
    private readonly db: Db,
    private readonly reads: Db = db,
  ) {}

  /** Listed books with at least one copy in an order that is not cancelled, most copies first (book_sales_rank_idx). */
  bestsellers(limit: number): Promise<BookListRow[]> {
    return this.reads
      .select(listColumns)
      .from(bookSales)
      .innerJoin(books, eq(books.id, bookSales.bookId))
      .where(and(gt(bookSales.copies, 0), isNull(books.archivedAt)))
      .orderBy(desc(bookSales.copies), desc(bookSales.bookCreatedAt), desc(bookSales.bookId))
      .limit(limit);
  }

  async newest(limit: number): Promise<BookListRow[]> {
    // The catalogue's 'newest' order (books_created_idx), as the All Products page lists it.
    return this.reads.select(listColumns).from(books).where(isNull(books.archivedAt)).orderBy(desc(books.createdAt), desc(books.id)).limit(limit);
  }

  /** A collection's listed books, the last chosen first. */
  collection(collection: CuratedCollection, limit: number): Promise<BookListRow[]> {
    return this.reads
      .select(listColumns)
      .from(bookCollections)
      .innerJoin(books, eq(books.id, bookCollections.bookId))
      .where(and(eq(bookCollections.collection, collection), isNull(books.archivedAt)))
      .orderBy(desc(bookCollections.addedAt), desc(bookCollections.bookId))
      .limit(limit);
  }

  /** Every listed book of each curated collection (Book Management marks them). */
  async collectionMembers(): Promise<{ collection: CuratedCollection; bookId: string }[]> {
    return this.db
      .select({ collection: bookCollections.collection, bookId: bookCollections.bookId })
      .from(bookCollections)
      .innerJoin(books, eq(books.id, bookCollections.bookId))
      .where(isNull(books.archivedAt))
      .orderBy(desc(bookCollections.addedAt));
  }

  /** The listed (not archived) book `bookId`, read in `tx`. */
  async listedBook(bookId: string, tx: Executor): Promise<{ id: string; title: string } | undefined> {
    const [book] = await tx
      .select({ id: books.id, title: books.title })
      .from(books)
      .where(and(eq(books.id, bookId), isNull(books.archivedAt)))
      .limit(1);
    return book;
  }

  /** Any book `bookId`, archived too (a collection may still hold one archived since). */
  async bookTitle(bookId: string, tx: Executor): Promise<{ id: string; title: string } | undefined> {
    const [book] = await tx.select({ id: books.id, title: books.title }).from(books).where(eq(books.id, bookId)).limit(1);
    return book;
  }

  /** Whether the book was added (false when it was in the collection already: adding it again changes nothing). */
  async addToCollection(collection: CuratedCollection, bookId: string, tx: Executor): Promise<boolean> {
    const added = await tx.insert(bookCollections).values({ collection, bookId }).onConflictDoNothing().returning({ bookId: bookCollections.bookId });
    return added.length > 0;
  }

  /** Whether the book was in the collection (and is no longer). */
  async removeFromCollection(collection: CuratedCollection, bookId: string, tx: Executor): Promise<boolean> {
    const removed = await tx
      .delete(bookCollections)
      .where(and(eq(bookCollections.collection, collection), eq(bookCollections.bookId, bookId)))
      .returning({ bookId: bookCollections.bookId });
    return removed.length > 0;
  }

  async saleEndsAt(): Promise<Date | null> {
    const [row] = await this.reads.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, SALE_END)).limit(1);
    const endsAt = (row?.value as { endsAt?: string | null } | undefined)?.endsAt;
    return endsAt ? new Date(endsAt) : null;
  }

  /** The sale's end as stored, its row locked until `tx` ends (null when there is none). */
  async lockSaleEnd(tx: Executor): Promise<string | null> {
    const [row] = await tx.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, SALE_END)).for('update');
    return (row?.value as { endsAt?: string | null } | undefined)?.endsAt ?? null;
  }

  async writeSaleEnd(endsAt: Date | null, now: Date, tx: Executor): Promise<void> {
    const value = { endsAt: endsAt?.toISOString() ?? null };
    await tx
      .insert(shopSettings)
      .values({ key: SALE_END, value, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: now } });
  }

  /** Books in the catalogue, customer accounts, completed orders. */
  async stats(): Promise<{ books: number; readers: number; ordersDelivered: number }> {
    const [[listed], [readers], [delivered]] = await Promise.all([
      // Listed books from the catalogue's exact counts (decision 021), not a count of every row.
      this.reads.select({ n: sql<number>`coalesce(sum(${bookCounts.n}), 0)::int`.mapWith(Number) }).from(bookCounts),
      this.reads.select({ n: count() }).from(users).where(ne(users.role, 'admin')),
      this.reads.select({ n: count() }).from(orders).where(eq(orders.status, 'completed')),
    ]);
    return { books: listed!.n, readers: readers!.n, ordersDelivered: delivered!.n };
  }

  /**
   * The listed books most often in the same orders as `bookId` (orders that are not cancelled), the most shared orders
   * first: through order_items_book_idx (this book's orders) and order_items_order_idx (their other lines).
   */
  alsoBought(bookId: string, limit: number): Promise<BookListRow[]> {
    const mine = alias(orderItems, 'mine');
    return this.reads
      .select({ ...listColumns, orders: sql<number>`count(distinct ${orderItems.orderId})`.mapWith(Number) })
      .from(mine)
      .innerJoin(orders, and(eq(orders.id, mine.orderId), ne(orders.status, 'cancelled')))
      .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), ne(orderItems.bookId, bookId)))
      .innerJoin(books, and(eq(books.id, orderItems.bookId), isNull(books.archivedAt)))
      .where(eq(mine.bookId, bookId))
      .groupBy(books.id)
      .orderBy(sql`count(distinct ${orderItems.orderId}) desc`, desc(books.createdAt), desc(books.id))
      .limit(limit);
  }
}
