import { and, asc, between, count, desc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { type Db, type Executor } from '../../db/client';
import { books, type BookRow } from '../../db/schema';
import { listColumns } from '../../db/book-list-columns';
import { bookListOrderBy } from '../../db/book-list-orders';
import { bookCounts, bookSales } from '../../db/migration-owned-tables';
import { escapeLike } from '../../lib/like-pattern';
import { changedSearchColumns, insertBooks, rememberSearchKeys, type SearchOrder, vocabularyKeys } from '../search';

export interface BookFilter {
  category?: string;
  /** A category of the tree (its books and those of the categories under it), a publisher, a series (issue 34). */
  categoryId?: string;
  publisherId?: string;
  seriesId?: string;
  author?: string;
  /** Only books in this language (books_language_created_idx). */
  language?: 'bn' | 'en';
  /** Only books in stock. */
  inStock?: boolean;
  minPriceCents?: number;
  maxPriceCents?: number;
}

/** The orders a list is asked in: the search port's (a search is ordered by the search module, decision 033). */
export type BookOrder = SearchOrder;

import type { BookListRow } from '../../lib/book-list-item';

export type { BookListRow };

export class BooksRepository {
  /**
   * Every book's price and list price converted at `rate` and rounded by the owner's rule (settings' currency change),
   * in the caller's transaction: none (to the minor unit), whole units, or up to the next ten units. A list price that
   * no longer exceeds the price is dropped. Returns how many books there are.
   */
  async repriceAll(tx: Executor, rate: number, rounding: 'none' | 'whole' | 'ten'): Promise<number> {
    const convert = (column: SQL) =>
      rounding === 'none'
        ? sql`round(${column} * ${rate}::numeric)::int`
        : rounding === 'whole'
          ? sql`(round(${column} * ${rate}::numeric / 100) * 100)::int`
          : sql`(ceil(round(${column} * ${rate}::numeric) / 1000) * 1000)::int`;
    const price = convert(sql`${books.priceCents}`);
    const listPrice = convert(sql`${books.listPriceCents}`);
    // A book on a scheduled sale keeps its regular prices beside the sale price (decision 043): they are converted too.
    const regularPrice = convert(sql`${books.regularPriceCents}`);
    const regularListPrice = convert(sql`${books.regularListPriceCents}`);
    const rows = await tx
      .update(books)
      .set({
        priceCents: price,
        listPriceCents: sql`case when ${listPrice} > ${price} then ${listPrice} else null end`,
        regularPriceCents: regularPrice,
        regularListPriceCents: sql`case when ${regularListPrice} > ${regularPrice} then ${regularListPrice} else null end`,
      })
      .returning({ id: books.id });
    return rows.length;
  }

  /**
   * `reads` runs the catalogue's reads: on PostgreSQL connections whose statements are time-limited
   * (CATALOGUE_STATEMENT_TIMEOUT_MS), so no search, however unlucky, holds the database for long. Writes use `db`.
   */
  constructor(
    private readonly db: Db,
    private readonly reads: Db = db,
  ) {}

  private where(filter: BookFilter): SQL {
    const conditions: (SQL | undefined)[] = [isNull(books.archivedAt)];
    if (filter.category) conditions.push(eq(books.category, filter.category));
    if (filter.categoryId) conditions.push(sql`${books.categoryIds} @> array[${filter.categoryId}]::uuid[]`);
    if (filter.publisherId) conditions.push(eq(books.publisherId, filter.publisherId));
    if (filter.seriesId) conditions.push(eq(books.seriesId, filter.seriesId));
    if (filter.author) conditions.push(sql`lower(${books.author}) = lower(${filter.author})`);
    if (filter.language) conditions.push(eq(books.language, filter.language));
    if (filter.inStock) conditions.push(sql`${books.quantity} > 0`);
    if (filter.minPriceCents !== undefined) conditions.push(gte(books.priceCents, filter.minPriceCents));
    if (filter.maxPriceCents !== undefined) conditions.push(lte(books.priceCents, filter.maxPriceCents));
    return and(...conditions)!;
  }

  private orderBy(order: BookOrder, filter: BookFilter = {}): SQL[] {
    switch (order.kind) {
      case 'featured':
        // A series is read in its order: its books by their number (those without one last), then newest first.
        return filter.seriesId ? [sql`${books.seriesNumber} asc nulls last`, desc(books.createdAt), desc(books.id)] : [desc(books.createdAt), desc(books.id)];
      case 'bestselling':
        // The columns of book_sales_rank_idx, in its order: the first page is one walk of that index.
        return [desc(bookSales.copies), desc(bookSales.bookCreatedAt), desc(bookSales.bookId)];
      default:
        return bookListOrderBy(order);
    }
  }

  /**
   * The page query exactly as list() runs it (the query-plan test EXPLAINs it through `.toSQL()`).
   * Deep pages without search use a deferred join: the ids of the page are found in an index-only scan of the sort index,
   * skipping `offset` index entries instead of `offset` heap rows, and only the page's rows are then read.
   */
  listQuery(filter: BookFilter, order: BookOrder, limit: number, offset: number, db: Executor = this.reads) {
    const where = this.where(filter);
    const orderBy = this.orderBy(order, filter);
    if (order.kind === 'bestselling') {
      // Walked in the order of book_sales_rank_idx, each book read by its key: no deferred join needed.
      return db
        .select(listColumns)
        .from(bookSales)
        .innerJoin(books, eq(books.id, bookSales.bookId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
    }
    if (offset === 0) {
      return db
        .select(listColumns)
        .from(books)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
    }
    const pageIds = db
      .select({ id: books.id })
      .from(books)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return db
      .select(listColumns)
      .from(books)
      .where(inArray(books.id, pageIds))
      .orderBy(...orderBy);
  }

  /** Category and price filters are counted from book_counts; they never need to read the 100,000 book rows. */
  static countsFromTable(filter: BookFilter): boolean {
    return !filter.author && !filter.language && !filter.inStock && !filter.categoryId && !filter.publisherId && !filter.seriesId;
  }

  /**
   * The exact total of a filter, as list() runs it. Without search or author: whole-dollar buckets from book_counts plus
   * the cents at the edges of a price range counted through the (category,) price index; otherwise a count over books.
   */
  countQuery(filter: BookFilter, db: Executor = this.reads) {
    if (!BooksRepository.countsFromTable(filter)) return db.select({ n: count() }).from(books).where(this.where(filter));
    const lo = Math.max(0, filter.minPriceCents ?? 0);
    const hi = filter.maxPriceCents;
    const category = filter.category;
    const edge = (from: number, to: number) =>
      sql`(select count(*) from ${books} where ${and(isNull(books.archivedAt), category ? eq(books.category, category) : undefined, between(books.priceCents, from, to))})`;
    const firstFull = Math.ceil(lo / 100);
    const lastFull = hi === undefined ? undefined : Math.floor((hi + 1) / 100) - 1;
    if (lastFull !== undefined && firstFull > lastFull) {
      // A range narrower than two buckets (or an empty one): count it directly, it is at most two dollars of prices.
      return db.select({ n: sql<number>`${edge(lo, hi!)}::int`.mapWith(Number) }).from(sql`(select 1) as one`);
    }
    const edges: SQL[] = [];
    if (lo < firstFull * 100) edges.push(edge(lo, firstFull * 100 - 1));
    if (hi !== undefined && lastFull !== undefined && hi >= (lastFull + 1) * 100) edges.push(edge((lastFull + 1) * 100, hi));
    const total = sql.join([sql`coalesce(sum(${bookCounts.n}), 0)`, ...edges], sql` + `);
    return db
      .select({ n: sql<number>`(${total})::int`.mapWith(Number) })
      .from(bookCounts)
      .where(and(category ? eq(bookCounts.category, category) : undefined, gte(bookCounts.priceDollars, firstFull), lastFull !== undefined ? lte(bookCounts.priceDollars, lastFull) : undefined));
  }

  /**
   * One page and the exact total (a listing without a search: a search goes to the search module). A short page settles
   * the total without counting (offset + rows); category and price totals come from book_counts in parallel with the page;
   * author, language and stock totals are counted only when the page is full.
   */
  async list(filter: BookFilter, order: BookOrder, limit: number, offset: number): Promise<{ rows: BookListRow[]; total: number }> {
    const settled = (rows: BookListRow[]) => (rows.length < limit && (rows.length > 0 || offset === 0) ? offset + rows.length : undefined);
    if (BooksRepository.countsFromTable(filter)) {
      const [rows, totals] = await Promise.all([this.listQuery(filter, order, limit, offset), this.countQuery(filter)]);
      return { rows, total: totals[0]!.n };
    }
    const rows = await this.listQuery(filter, order, limit, offset);
    const known = settled(rows);
    if (known !== undefined) return { rows, total: known };
    const [total] = await this.countQuery(filter);
    return { rows, total: total!.n };
  }

  async authors(q: string | undefined, limit: number): Promise<{ author: string; altAuthor: string; count: number }[]> {
    const where = q ? and(isNull(books.archivedAt), ilike(books.author, `%${escapeLike(q)}%`)) : isNull(books.archivedAt);
    return this.reads
      .select({ author: books.author, altAuthor: sql<string>`max(${books.altAuthor})`, count: count() })
      .from(books)
      .where(where)
      .groupBy(books.author)
      .orderBy(desc(count()), asc(books.author))
      .limit(limit);
  }

  findActiveQuery(id: string) {
    return this.reads
      .select()
      .from(books)
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .limit(1);
  }

  /**
   * One bulk action of Book Management, in one transaction: the listed books among `ids` moved to a category, given a
   * stock, or archived. `restocked` hears, in the same transaction, of each book a new stock puts back on sale.
   */
  async bulkChange(
    ids: readonly string[],
    change: { category?: BookRow['category']; categoryId?: string; quantity?: number; archive?: boolean },
    now: Date,
    restocked?: (tx: Executor, row: BookRow) => Promise<void>,
    /** Runs last in the same transaction with the number of books changed (the audit log's entry). */
    afterChange?: (tx: Executor, updated: number) => Promise<void>,
    /** Runs in the same transaction after a move to a category (SPEC's or the tree's): the books' categories of the tree follow (issue 34). */
    categoryMoved?: (tx: Executor, ids: string[]) => Promise<void>,
  ): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      const listed = and(inArray(books.id, [...ids]), isNull(books.archivedAt));
      let soldOut = new Set<string>();
      if (restocked && change.quantity !== undefined && change.quantity > 0) {
        const rows = await tx
          .select({ id: books.id })
          .from(books)
          .where(and(listed, eq(books.quantity, 0)))
          .for('update');
        soldOut = new Set(rows.map((row) => row.id));
      }
      const values = change.archive
        ? { archivedAt: now }
        : { ...(change.category !== undefined ? { category: change.category } : {}), ...(change.quantity !== undefined ? { quantity: change.quantity } : {}) };
      const rows = await tx
        .update(books)
        .set({ ...values, updatedAt: now })
        .where(listed)
        .returning();
      for (const row of rows) if (soldOut.has(row.id)) await restocked!(tx, row);
      if ((change.category !== undefined || change.categoryId !== undefined) && !change.archive && rows.length > 0) {
        await categoryMoved?.(
          tx,
          rows.map((row) => row.id),
        );
      }
      await afterChange?.(tx, rows.length);
      return rows.length;
    });
  }

  /** The export's next batch: whole active books after `afterId`, by id (a keyset, so a million books cost no offset). */
  async exportAfter(afterId: string | undefined, limit: number): Promise<BookRow[]> {
    return this.reads
      .select()
      .from(books)
      .where(and(isNull(books.archivedAt), afterId ? sql`${books.id} > ${afterId}` : undefined))
      .orderBy(asc(books.id))
      .limit(limit);
  }

  /** Whole active books by id, in the order of `ids` (a search's page, for the export). */
  async findManyActive(ids: readonly string[]): Promise<BookRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.reads
      .select()
      .from(books)
      .where(and(inArray(books.id, [...ids]), isNull(books.archivedAt)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async findActive(id: string): Promise<BookRow | undefined> {
    const [row] = await this.findActiveQuery(id);
    return row;
  }

  /** Archived books included: past orders still show their covers. */
  async findAny(id: string): Promise<Pick<BookRow, 'id' | 'title' | 'author' | 'updatedAt'> | undefined> {
    const [row] = await this.reads.select({ id: books.id, title: books.title, author: books.author, updatedAt: books.updatedAt }).from(books).where(eq(books.id, id)).limit(1);
    return row;
  }

  /** A listed book's title and author with their other-script forms (to check an edit of one half of a pair). */
  async findOtherScripts(id: string): Promise<Pick<BookRow, 'title' | 'author' | 'altTitle' | 'altAuthor'> | undefined> {
    const [row] = await this.db
      .select({ title: books.title, author: books.author, altTitle: books.altTitle, altAuthor: books.altAuthor })
      .from(books)
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .limit(1);
    return row;
  }

  /** An author's listed books, newest first, and how many there are (books_author_slug_created_idx). */
  async byAuthorSlug(slug: string, limit: number): Promise<{ rows: BookListRow[]; total: number }> {
    const where = and(isNull(books.archivedAt), eq(books.authorSlug, slug));
    const [rows, [total]] = await Promise.all([
      this.reads.select(listColumns).from(books).where(where).orderBy(desc(books.createdAt), desc(books.id)).limit(limit),
      this.reads.select({ n: count() }).from(books).where(where),
    ]);
    return { rows, total: total!.n };
  }

  /** The stored prices of a listed book (to check an edit that gives only one of price and regular price). */
  async findPrices(id: string): Promise<Pick<BookRow, 'priceCents' | 'listPriceCents' | 'saleId' | 'regularPriceCents' | 'regularListPriceCents'> | undefined> {
    const [row] = await this.db
      .select({
        priceCents: books.priceCents,
        listPriceCents: books.listPriceCents,
        saleId: books.saleId,
        regularPriceCents: books.regularPriceCents,
        regularListPriceCents: books.regularListPriceCents,
      })
      .from(books)
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .limit(1);
    return row;
  }

  /** A new book with its search keys (and their vocabulary), in one transaction; `afterInsert` runs in it (the audit log). */
  async insert(values: typeof books.$inferInsert, afterInsert?: (tx: Executor, row: BookRow) => Promise<void>): Promise<BookRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await insertBooks(tx, [values]);
      await afterInsert?.(tx, row!);
      return row!;
    });
  }

  /**
   * An edit, in one transaction: the book's row is locked and read first, so `afterUpdate` (same transaction) gets the book
   * as it was (the restock notice compares the stock, the audit log every field); when the edit touches a searched text
   * (title, author, either script, description, facet names), the search keys are recomputed from the texts it will have.
   */
  async update(
    id: string,
    change: Partial<typeof books.$inferInsert> | ((before: BookRow) => Partial<typeof books.$inferInsert>),
    afterUpdate?: (tx: Executor, row: BookRow, before: BookRow) => Promise<void>,
  ): Promise<BookRow | undefined> {
    const listed = and(eq(books.id, id), isNull(books.archivedAt));
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(books).where(listed).for('update');
      if (!before) return undefined;
      // Values that depend on the book as it is, read under its lock (a price edit of a book on sale).
      const values = typeof change === 'function' ? change(before) : change;
      // A change to a searched text (names, description, facet names) re-keys the book from the texts it will have.
      const keys = changedSearchColumns(values, before);
      if (keys) await rememberSearchKeys(tx, vocabularyKeys(keys.searchKeys));
      const [row] = await tx
        .update(books)
        .set({ ...values, ...keys, updatedAt: new Date() })
        .where(listed)
        .returning();
      if (row && afterUpdate) await afterUpdate(tx, row, before);
      return row;
    });
  }

  /** A book as the caller's transaction sees it (after writes of its own). */
  async findIn(tx: Executor, id: string): Promise<BookRow | undefined> {
    const [row] = await tx.select().from(books).where(eq(books.id, id));
    return row;
  }

  /** `afterArchive` runs in the same transaction (the audit log's entry). */
  async archive(id: string, now: Date, afterArchive?: (tx: Executor, row: BookRow) => Promise<void>): Promise<BookRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(books)
        .set({ archivedAt: now, updatedAt: now })
        .where(and(eq(books.id, id), isNull(books.archivedAt)))
        .returning();
      if (row) await afterArchive?.(tx, row);
      return row;
    });
  }

  async countActive(): Promise<number> {
    const [row] = await this.countQuery({});
    return row!.n;
  }
}
