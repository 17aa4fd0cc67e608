import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { books, sales, type SaleRow } from '../../db/schema';

export type NewSale = Omit<typeof sales.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type SaleChange = Partial<NewSale>;

/** A book as reconcile weighs it: what it sells for now, its regular prices, the sale on it, and what a scope matches. */
export interface SaleCandidate {
  id: string;
  priceCents: number;
  listPriceCents: number | null;
  saleId: string | null;
  regularPriceCents: number | null;
  regularListPriceCents: number | null;
  saleEndsAt: Date | null;
  category: string;
  /** Its categories with their ancestors, and its series (issue 34). */
  categoryIds: string[];
  seriesId: string | null;
  publisher: string;
  author: string;
  authorSlug: string;
  archived: boolean;
}

/** What reconcile writes on a book: its price and list price now, and the sale columns (all null: no sale). */
export interface SalePrices {
  priceCents: number;
  listPriceCents: number | null;
  saleId: string | null;
  regularPriceCents: number | null;
  regularListPriceCents: number | null;
  saleEndsAt: Date | null;
}

/** Any PostgreSQL bigint: reconcile's advisory lock, one key for every process on the database. */
const RECONCILE_LOCK = 4_350_043;

/** Rows one update statement of reconcile writes. */
const WRITE_BATCH = 500;

/** The books a sale's scope names: any of its categories (SPEC's, or of the tree with those under them), series, publishers, authors (text or page slug) or books. */
function scopeOf(sale: SaleRow): SQL | undefined {
  const lower = (list: readonly string[]) => [...new Set(list.map((value) => value.trim().toLowerCase()))];
  return or(
    sale.categories.length ? inArray(books.category, sale.categories) : undefined,
    sale.categoryIds.length ? sql`${books.categoryIds} && ${`{${sale.categoryIds.join(',')}}`}::uuid[]` : undefined,
    sale.seriesIds.length ? inArray(books.seriesId, sale.seriesIds) : undefined,
    sale.publishers.length ? inArray(sql`lower(trim(${books.publisher}))`, lower(sale.publishers)) : undefined,
    sale.authors.length ? inArray(sql`lower(trim(${books.author}))`, lower(sale.authors)) : undefined,
    sale.authors.length ? inArray(books.authorSlug, lower(sale.authors)) : undefined,
    sale.bookIds.length ? inArray(books.id, sale.bookIds) : undefined,
  );
}

/** Scheduled sales (table `sales`, migration 0034) and the sale columns of `books` they write. SQL only. */
export class SalesRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<SaleRow[]> {
    return this.db.select().from(sales).orderBy(desc(sales.startsAt), desc(sales.createdAt), desc(sales.id));
  }

  /** How many books sell at each sale's price now. */
  async booksOnSale(db: Executor = this.db): Promise<Map<string, number>> {
    const rows = await db
      .select({ saleId: books.saleId, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(books)
      .where(isNotNull(books.saleId))
      .groupBy(books.saleId);
    return new Map(rows.map((row) => [row.saleId!, row.n]));
  }

  async insert(values: NewSale, db: Executor): Promise<SaleRow> {
    const [row] = await db.insert(sales).values(values).returning();
    return row!;
  }

  async lockById(id: string, db: Executor): Promise<SaleRow | undefined> {
    const [row] = await db.select().from(sales).where(eq(sales.id, id)).for('update').limit(1);
    return row;
  }

  async update(id: string, change: SaleChange, now: Date, db: Executor): Promise<SaleRow> {
    const [row] = await db
      .update(sales)
      .set({ ...change, updatedAt: now })
      .where(eq(sales.id, id))
      .returning();
    return row!;
  }

  /** Holds reconcile's lock until the transaction ends: one reconcile at a time, across every server process. */
  async lockReconcile(tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILE_LOCK})`);
  }

  /** The sales running at `now`: active, started, not ended. */
  running(now: Date, db: Executor): Promise<SaleRow[]> {
    return db
      .select()
      .from(sales)
      .where(and(eq(sales.active, true), lte(sales.startsAt, now), gt(sales.endsAt, now)));
  }

  /** Active sales that have not ended at `now` (running or to come), soonest ending first. */
  notEnded(now: Date, db: Executor = this.db): Promise<SaleRow[]> {
    return db
      .select()
      .from(sales)
      .where(and(eq(sales.active, true), gt(sales.endsAt, now)))
      .orderBy(sales.endsAt, sales.id);
  }

  /**
   * The books reconcile must weigh: every book on a sale now, and every listed book a running sale's scope names;
   * only those of `bookIds` when given.
   */
  candidates(running: readonly SaleRow[], bookIds: readonly string[] | undefined, db: Executor): Promise<SaleCandidate[]> {
    const scopes = running.map(scopeOf).filter((scope): scope is SQL => scope !== undefined);
    const inScope = scopes.length ? and(isNull(books.archivedAt), or(...scopes)) : undefined;
    return db
      .select({
        id: books.id,
        priceCents: books.priceCents,
        listPriceCents: books.listPriceCents,
        saleId: books.saleId,
        regularPriceCents: books.regularPriceCents,
        regularListPriceCents: books.regularListPriceCents,
        saleEndsAt: books.saleEndsAt,
        category: books.category,
        categoryIds: books.categoryIds,
        seriesId: books.seriesId,
        publisher: books.publisher,
        author: books.author,
        authorSlug: books.authorSlug,
        archived: sql<boolean>`${books.archivedAt} is not null`,
      })
      .from(books)
      .where(and(bookIds ? inArray(books.id, [...bookIds]) : undefined, or(isNotNull(books.saleId), inScope)));
  }

  /**
   * Writes each book's new prices, only where the book is still as reconcile read it (an admin's edit that committed
   * meanwhile wins; the reconcile that follows it weighs the book again). The ids of the books written.
   */
  async writePrices(changes: readonly { before: SaleCandidate; after: SalePrices }[], db: Executor): Promise<string[]> {
    const written: string[] = [];
    const int = (value: number | null) => (value === null ? sql`null::int` : sql`${value}::int`);
    const uuid = (value: string | null) => (value === null ? sql`null::uuid` : sql`${value}::uuid`);
    const time = (value: Date | null) => (value === null ? sql`null::timestamptz` : sql`${value.toISOString()}::timestamptz`);
    for (let at = 0; at < changes.length; at += WRITE_BATCH) {
      const rows = changes.slice(at, at + WRITE_BATCH).map(
        ({ before: b, after: a }) =>
          sql`(${uuid(b.id)}, ${int(b.priceCents)}, ${int(b.listPriceCents)}, ${uuid(b.saleId)}, ${int(b.regularPriceCents)}, ${int(b.regularListPriceCents)},
            ${int(a.priceCents)}, ${int(a.listPriceCents)}, ${uuid(a.saleId)}, ${int(a.regularPriceCents)}, ${int(a.regularListPriceCents)}, ${time(a.saleEndsAt)})`,
      );
      const result = await db.execute<{ id: string }>(sql`
        update ${books} set
          price_cents = v.price, list_price_cents = v.list_price, sale_id = v.sale_id, regular_price_cents = v.regular_price,
          regular_list_price_cents = v.regular_list_price, sale_ends_at = v.sale_ends_at, updated_at = now()
        from (values ${sql.join(rows, sql`, `)}) as v(id, old_price, old_list_price, old_sale_id, old_regular_price, old_regular_list_price,
          price, list_price, sale_id, regular_price, regular_list_price, sale_ends_at)
        where ${books.id} = v.id and ${books.priceCents} = v.old_price and ${books.listPriceCents} is not distinct from v.old_list_price
          and ${books.saleId} is not distinct from v.old_sale_id and ${books.regularPriceCents} is not distinct from v.old_regular_price
          and ${books.regularListPriceCents} is not distinct from v.old_regular_list_price
        returning ${books.id} as id`);
      written.push(...(result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
    }
    return written;
  }
}
