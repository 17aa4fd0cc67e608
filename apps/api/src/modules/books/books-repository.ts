import { and, asc, between, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { books, type BookRow } from '../../db/schema';
import { escapeLike } from '../users/users-repository';

/**
 * Listed (non-archived) books per category and whole-dollar price bucket, kept exact by triggers (migration `catalogue-counts`).
 * Declared here rather than in db/schema.ts because the table and its triggers are owned by that hand-written migration.
 */
export const bookCounts = pgTable('book_counts', {
  category: text('category').notNull(),
  priceDollars: integer('price_dollars').notNull(),
  n: integer('n').notNull(),
});

export interface BookFilter {
  q?: string;
  /** Categories whose name matches q (the category column is searched through its btree index). */
  qCategories?: string[];
  category?: string;
  author?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
}

export type BookOrder =
  | { kind: 'featured' }
  | { kind: 'price'; direction: 'asc' | 'desc' }
  | { kind: 'name' }
  | { kind: 'column'; column: 'title' | 'author' | 'price' | 'quantity' | 'createdAt'; direction: 'asc' | 'desc' };

/** Word similarity at or above this counts as a (typo-tolerant) match. */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

const listColumns = {
  id: books.id,
  title: books.title,
  author: books.author,
  category: books.category,
  priceCents: books.priceCents,
  quantity: books.quantity,
  image: books.image,
};
export type BookListRow = { id: string; title: string; author: string; category: string; priceCents: number; quantity: number; image: string };

export class BooksRepository {
  constructor(private readonly db: Db) {}

  private where(filter: BookFilter): SQL {
    const conditions: (SQL | undefined)[] = [isNull(books.archivedAt)];
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      // Every branch can use an index: trigram GIN for ILIKE and `<%` (word similarity), btree for category.
      conditions.push(
        // Cheapest tests first: OR stops at the first true branch, and word similarity costs the most per row.
        or(
          filter.qCategories?.length ? inArray(books.category, filter.qCategories) : undefined,
          ilike(books.title, pattern),
          ilike(books.author, pattern),
          sql`${filter.q} <% ${books.title}`,
          sql`${filter.q} <% ${books.author}`,
        ),
      );
    }
    if (filter.category) conditions.push(eq(books.category, filter.category));
    if (filter.author) conditions.push(sql`lower(${books.author}) = lower(${filter.author})`);
    if (filter.minPriceCents !== undefined) conditions.push(gte(books.priceCents, filter.minPriceCents));
    if (filter.maxPriceCents !== undefined) conditions.push(lte(books.priceCents, filter.maxPriceCents));
    return and(...conditions)!;
  }

  private orderBy(order: BookOrder, q?: string): SQL[] {
    switch (order.kind) {
      case 'featured':
        return q
          ? [sql`greatest(word_similarity(${q}, ${books.title}), word_similarity(${q}, ${books.author})) desc`, desc(books.createdAt), desc(books.id)]
          : [desc(books.createdAt), desc(books.id)];
      case 'price':
        return order.direction === 'asc' ? [asc(books.priceCents), asc(books.id)] : [desc(books.priceCents), desc(books.id)];
      case 'name':
        return [sql`lower(${books.title}) asc`, asc(books.id)];
      case 'column': {
        const dir = order.direction === 'asc' ? 'asc' : 'desc';
        const expr = {
          title: sql`lower(${books.title})`,
          author: sql`lower(${books.author})`,
          price: sql`${books.priceCents}`,
          quantity: sql`${books.quantity}`,
          createdAt: sql`${books.createdAt}`,
        }[order.column];
        return [sql`${expr} ${sql.raw(dir)}`, sql`${books.id} ${sql.raw(dir)}`];
      }
    }
  }

  /**
   * The page query exactly as list() runs it (the query-plan test EXPLAINs it through `.toSQL()`).
   * Deep pages without search use a deferred join: the ids of the page are found in an index-only scan of the sort index,
   * skipping `offset` index entries instead of `offset` heap rows, and only the page's rows are then read.
   */
  listQuery(filter: BookFilter, order: BookOrder, limit: number, offset: number, db: Executor = this.db) {
    const where = this.where(filter);
    const orderBy = this.orderBy(order, filter.q);
    if (offset === 0 || filter.q) {
      return db
        .select(listColumns)
        .from(books)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
    }
    const pageIds = db.select({ id: books.id }).from(books).where(where).orderBy(...orderBy).limit(limit).offset(offset);
    return db
      .select(listColumns)
      .from(books)
      .where(inArray(books.id, pageIds))
      .orderBy(...orderBy);
  }

  /** Category and price filters are counted from book_counts; they never need to read the 100,000 book rows. */
  static countsFromTable(filter: BookFilter): boolean {
    return !filter.q && !filter.author;
  }

  /**
   * The exact total of a filter, as list() runs it. Without search or author: whole-dollar buckets from book_counts plus
   * the cents at the edges of a price range counted through the (category,) price index; otherwise a count over books.
   */
  countQuery(filter: BookFilter, db: Executor = this.db) {
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
      .where(
        and(
          category ? eq(bookCounts.category, category) : undefined,
          gte(bookCounts.priceDollars, firstFull),
          lastFull !== undefined ? lte(bookCounts.priceDollars, lastFull) : undefined,
        ),
      );
  }

  /**
   * One page and the exact total. A short page settles the total without counting (offset + rows); category and price
   * totals come from book_counts in parallel with the page; search and author totals are counted only when the page is full.
   */
  async list(filter: BookFilter, order: BookOrder, limit: number, offset: number): Promise<{ rows: BookListRow[]; total: number }> {
    const settled = (rows: BookListRow[]) => (rows.length < limit && (rows.length > 0 || offset === 0) ? offset + rows.length : undefined);
    if (BooksRepository.countsFromTable(filter)) {
      const [rows, totals] = await Promise.all([this.listQuery(filter, order, limit, offset), this.countQuery(filter)]);
      return { rows, total: totals[0]!.n };
    }
    const run = async (db: Executor) => {
      const rows = await this.listQuery(filter, order, limit, offset, db);
      const known = settled(rows);
      if (known !== undefined) return { rows, total: known };
      const [total] = await this.countQuery(filter, db);
      return { rows, total: total!.n };
    };
    if (!filter.q) return run(this.db);
    // The `<%` operator reads its threshold from a setting; scope it to this transaction. The planner underestimates the
    // per-row cost of trigram matching and may pick a sequential scan (seconds at 100k books); every search branch is
    // index-backed (trigram GIN / category btree), so sequential scans are turned off for this transaction only.
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`,
      );
      return run(tx);
    });
  }

  async authors(q: string | undefined, limit: number): Promise<{ author: string; count: number }[]> {
    const where = q ? and(isNull(books.archivedAt), ilike(books.author, `%${escapeLike(q)}%`)) : isNull(books.archivedAt);
    return this.db
      .select({ author: books.author, count: count() })
      .from(books)
      .where(where)
      .groupBy(books.author)
      .orderBy(desc(count()), asc(books.author))
      .limit(limit);
  }

  findActiveQuery(id: string) {
    return this.db
      .select()
      .from(books)
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .limit(1);
  }

  async findActive(id: string): Promise<BookRow | undefined> {
    const [row] = await this.findActiveQuery(id);
    return row;
  }

  /** Archived books included: past orders still show their covers. */
  async findAny(id: string): Promise<Pick<BookRow, 'id' | 'title' | 'author' | 'updatedAt'> | undefined> {
    const [row] = await this.db.select({ id: books.id, title: books.title, author: books.author, updatedAt: books.updatedAt }).from(books).where(eq(books.id, id)).limit(1);
    return row;
  }

  async insert(values: typeof books.$inferInsert): Promise<BookRow> {
    const [row] = await this.db.insert(books).values(values).returning();
    return row!;
  }

  async update(id: string, values: Partial<typeof books.$inferInsert>): Promise<BookRow | undefined> {
    const [row] = await this.db
      .update(books)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .returning();
    return row;
  }

  async archive(id: string, now: Date): Promise<BookRow | undefined> {
    const [row] = await this.db
      .update(books)
      .set({ archivedAt: now, updatedAt: now })
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .returning();
    return row;
  }

  async countActive(): Promise<number> {
    const [row] = await this.countQuery({});
    return row!.n;
  }
}
