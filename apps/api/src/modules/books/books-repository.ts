import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { books, type BookRow } from '../../db/schema';
import { escapeLike } from '../users/users-repository';

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
        or(
          ilike(books.title, pattern),
          ilike(books.author, pattern),
          sql`${filter.q} <% ${books.title}`,
          sql`${filter.q} <% ${books.author}`,
          filter.qCategories?.length ? inArray(books.category, filter.qCategories) : undefined,
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

  /** One page and the exact total, both in SQL. */
  async list(filter: BookFilter, order: BookOrder, limit: number, offset: number): Promise<{ rows: BookListRow[]; total: number }> {
    const run = async (db: Executor) => {
      const where = this.where(filter);
      const [rows, totals] = await Promise.all([
        db
          .select(listColumns)
          .from(books)
          .where(where)
          .orderBy(...this.orderBy(order, filter.q))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(books).where(where),
      ]);
      return { rows, total: totals[0]!.n };
    };
    if (!filter.q) return run(this.db);
    // The `<%` operator reads its threshold from a setting; scope it to this transaction.
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
      const where = this.where(filter);
      const rows = await tx
        .select(listColumns)
        .from(books)
        .where(where)
        .orderBy(...this.orderBy(order, filter.q))
        .limit(limit)
        .offset(offset);
      const [total] = await tx.select({ n: count() }).from(books).where(where);
      return { rows, total: total!.n };
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

  async findActive(id: string): Promise<BookRow | undefined> {
    const [row] = await this.db
      .select()
      .from(books)
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .limit(1);
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
    const [row] = await this.db.select({ n: count() }).from(books).where(isNull(books.archivedAt));
    return row!.n;
  }
}
