import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { bookCategories, books, categories, publishers, series, type CategoryRow, type PublisherRow, type SeriesRow } from '../../db/schema';
import { escapeLike } from '../../lib/like-pattern';
import { refreshSearchKeys } from '../search';

/** A book's own facet columns (the derived ones are written by deriveBooks). */
export type BookFacetColumns = Partial<Pick<typeof books.$inferInsert, 'publisherId' | 'seriesId' | 'seriesNumber'>>;

/** The rows of a raw statement, as both drivers give them. */
const resultRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How deep the tree may go: the derivation stops there (a cycle is refused when a category moves, this is the guard). */
const MAX_DEPTH = 32;

/**
 * The catalogue's rows: categories, publishers, series, and a book's memberships. The books' derived columns
 * (category_ids, category, facet_text) are written here and only here (decision 048).
 */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  categories(db: Executor = this.db): Promise<CategoryRow[]> {
    return db.select().from(categories).orderBy(asc(categories.position), asc(categories.nameEn));
  }

  category(id: string, db: Executor = this.db): Promise<CategoryRow | undefined> {
    return db
      .select()
      .from(categories)
      .where(eq(categories.id, id))
      .then((rows) => rows[0]);
  }

  categoryBySlug(slug: string, db: Executor = this.db): Promise<CategoryRow | undefined> {
    return db
      .select()
      .from(categories)
      .where(eq(categories.slug, slug))
      .then((rows) => rows[0]);
  }

  async slugTaken(table: 'categories' | 'publishers' | 'series', slug: string, db: Executor = this.db): Promise<boolean> {
    const target = table === 'categories' ? categories : table === 'publishers' ? publishers : series;
    const rows = await db.select({ id: target.id }).from(target).where(eq(target.slug, slug)).limit(1);
    return rows.length > 0;
  }

  insertCategory(db: Executor, values: typeof categories.$inferInsert): Promise<CategoryRow> {
    return db
      .insert(categories)
      .values(values)
      .returning()
      .then((rows) => rows[0]!);
  }

  updateCategory(db: Executor, id: string, values: Partial<typeof categories.$inferInsert>): Promise<CategoryRow | undefined> {
    return db
      .update(categories)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning()
      .then((rows) => rows[0]);
  }

  /** Listed books per category, each book counted in its categories and all their ancestors. */
  async categoryCounts(db: Executor = this.db): Promise<Map<string, number>> {
    const rows = await db.execute<{ id: string; n: number }>(sql`select c.id, count(*)::int as n from ${books} b, unnest(b.category_ids) as c(id) where b.archived_at is null group by c.id`);
    return new Map(resultRows<{ id: string; n: number }>(rows).map((row) => [row.id, Number(row.n)]));
  }

  async countsBy(column: 'publisher_id' | 'series_id', ids: readonly string[], db: Executor = this.db): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db.execute<{ id: string; n: number }>(
      sql`select ${sql.raw(column)} as id, count(*)::int as n from ${books} where archived_at is null and ${sql.raw(column)} = any(${`{${ids.join(',')}}`}::uuid[]) group by 1`,
    );
    return new Map(resultRows<{ id: string; n: number }>(rows).map((row) => [row.id, Number(row.n)]));
  }

  /** Publishers or series whose name (either script) or slug holds `q`, by English name; all of them without one. */
  async named<T extends typeof publishers | typeof series>(table: T, q: string | undefined, limit: number, db: Executor = this.db) {
    const pattern = q ? `%${escapeLike(q)}%` : undefined;
    return db
      .select()
      .from(table as typeof publishers)
      .where(pattern ? or(ilike(table.nameEn, pattern), ilike(table.nameBn, pattern), ilike(table.slug, pattern)) : undefined)
      .orderBy(asc(table.nameEn))
      .limit(limit) as unknown as Promise<T extends typeof series ? SeriesRow[] : PublisherRow[]>;
  }

  publisher(by: { id?: string; slug?: string }, db: Executor = this.db): Promise<PublisherRow | undefined> {
    return db
      .select()
      .from(publishers)
      .where(by.id ? eq(publishers.id, by.id) : eq(publishers.slug, by.slug!))
      .then((rows) => rows[0]);
  }

  /** A publisher whose name in either script is `name` (any case and spacing at the ends). */
  publisherNamed(name: string, db: Executor = this.db): Promise<PublisherRow | undefined> {
    const lower = name.trim().toLowerCase();
    return db
      .select()
      .from(publishers)
      .where(or(sql`lower(${publishers.nameEn}) = ${lower}`, sql`lower(${publishers.nameBn}) = ${lower}`, eq(publishers.slug, lower)))
      .orderBy(asc(publishers.createdAt))
      .limit(1)
      .then((rows) => rows[0]);
  }

  seriesNamed(name: string, db: Executor = this.db): Promise<SeriesRow | undefined> {
    const lower = name.trim().toLowerCase();
    return db
      .select()
      .from(series)
      .where(or(sql`lower(${series.nameEn}) = ${lower}`, sql`lower(${series.nameBn}) = ${lower}`, eq(series.slug, lower)))
      .orderBy(asc(series.createdAt))
      .limit(1)
      .then((rows) => rows[0]);
  }

  /** Publishers or series whose slug or name (either script, any case) is one of these lower-case keys. */
  namedAny(table: typeof publishers | typeof series, keys: readonly string[], db: Executor = this.db): Promise<PublisherRow[]> {
    const list = `{${keys.map((key) => `"${key.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
    return db
      .select()
      .from(table as typeof publishers)
      .where(or(sql`lower(${table.nameEn}) = any(${list}::text[])`, sql`lower(${table.nameBn}) = any(${list}::text[])`, sql`${table.slug} = any(${list}::text[])`))
      .orderBy(asc(table.createdAt));
  }

  oneSeries(by: { id?: string; slug?: string }, db: Executor = this.db): Promise<SeriesRow | undefined> {
    return db
      .select()
      .from(series)
      .where(by.id ? eq(series.id, by.id) : eq(series.slug, by.slug!))
      .then((rows) => rows[0]);
  }

  insertPublisher(db: Executor, values: typeof publishers.$inferInsert): Promise<PublisherRow> {
    return db
      .insert(publishers)
      .values(values)
      .returning()
      .then((rows) => rows[0]!);
  }

  updatePublisher(db: Executor, id: string, values: Partial<typeof publishers.$inferInsert>): Promise<PublisherRow | undefined> {
    return db
      .update(publishers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(publishers.id, id))
      .returning()
      .then((rows) => rows[0]);
  }

  insertSeries(db: Executor, values: typeof series.$inferInsert): Promise<SeriesRow> {
    return db
      .insert(series)
      .values(values)
      .returning()
      .then((rows) => rows[0]!);
  }

  updateSeries(db: Executor, id: string, values: Partial<typeof series.$inferInsert>): Promise<SeriesRow | undefined> {
    return db
      .update(series)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(series.id, id))
      .returning()
      .then((rows) => rows[0]);
  }

  /** The categories of these ids that exist (archived ones included). */
  categoriesIn(ids: readonly string[], db: Executor = this.db): Promise<CategoryRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(categories)
      .where(inArray(categories.id, [...ids]));
  }

  /** A book's categories in its order, its publisher and its series, for its page. */
  async facetsOf(bookId: string, db: Executor = this.db) {
    const [cats, [book]] = await Promise.all([
      db
        .select({ id: categories.id, slug: categories.slug, nameEn: categories.nameEn, nameBn: categories.nameBn })
        .from(bookCategories)
        .innerJoin(categories, eq(categories.id, bookCategories.categoryId))
        .where(and(eq(bookCategories.bookId, bookId), isNull(categories.archivedAt)))
        .orderBy(asc(bookCategories.position)),
      db.select({ publisherId: books.publisherId, seriesId: books.seriesId, seriesNumber: books.seriesNumber }).from(books).where(eq(books.id, bookId)),
    ]);
    const [publisher, theSeries] = await Promise.all([
      book?.publisherId ? this.publisher({ id: book.publisherId }, db) : undefined,
      book?.seriesId ? this.oneSeries({ id: book.seriesId }, db) : undefined,
    ]);
    return { categories: cats, publisher, series: theSeries, seriesNumber: book?.seriesNumber ?? null };
  }

  /** A book's series (to check a number given alone). */
  async bookSeries(bookId: string, db: Executor = this.db): Promise<string | null> {
    const [row] = await db.select({ seriesId: books.seriesId }).from(books).where(eq(books.id, bookId));
    return row?.seriesId ?? null;
  }

  async setBookColumns(db: Executor, bookId: string, columns: BookFacetColumns): Promise<void> {
    await db.update(books).set(columns).where(eq(books.id, bookId));
  }

  /** The categories a book is in, in its order. */
  async memberships(bookId: string, db: Executor = this.db): Promise<string[]> {
    const rows = await db.select({ id: bookCategories.categoryId }).from(bookCategories).where(eq(bookCategories.bookId, bookId)).orderBy(asc(bookCategories.position));
    return rows.map((row) => row.id);
  }

  /** The live categories of each of these books, in its order: ids, or slugs (the export). */
  async membershipsOf(bookIds: readonly string[], db: Executor = this.db, as: 'id' | 'slug' = 'id'): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (bookIds.length === 0) return out;
    const rows = await db
      .select({ bookId: bookCategories.bookId, id: categories.id, slug: categories.slug })
      .from(bookCategories)
      .innerJoin(categories, eq(categories.id, bookCategories.categoryId))
      .where(and(inArray(bookCategories.bookId, [...bookIds]), isNull(categories.archivedAt)))
      .orderBy(asc(bookCategories.bookId), asc(bookCategories.position));
    for (const row of rows) out.set(row.bookId, [...(out.get(row.bookId) ?? []), row[as]]);
    return out;
  }

  /** The slugs of these series, by id. */
  async seriesSlugs(ids: readonly string[], db: Executor = this.db): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: series.id, slug: series.slug })
      .from(series)
      .where(inArray(series.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.slug]));
  }

  /** Replaces a book's categories with `ids`, in that order. */
  async setMemberships(db: Executor, bookId: string, ids: readonly string[]): Promise<void> {
    await db.delete(bookCategories).where(eq(bookCategories.bookId, bookId));
    if (ids.length > 0) await db.insert(bookCategories).values(ids.map((categoryId, position) => ({ bookId, categoryId, position })));
  }

  /** Book Management's bulk move: each of these books in this one category alone. */
  async replaceMemberships(db: Executor, bookIds: readonly string[], categoryId: string): Promise<void> {
    const ids = `{${bookIds.join(',')}}`;
    await db.execute(sql`delete from ${bookCategories} where book_id = any(${ids}::uuid[])`);
    await db.execute(sql`insert into ${bookCategories} (book_id, category_id, position) select t.id, ${categoryId}, 0 from unnest(${ids}::uuid[]) as t(id)`);
  }

  /** The bulk form of SPEC's category on books (CatalogueService.setSpecCategory): one statement each step, any number of books. */
  async replaceSpecMemberships(db: Executor, bookIds: readonly string[], seedId: string, under: readonly string[], elsewhere: readonly string[]): Promise<void> {
    const ids = `{${bookIds.join(',')}}`;
    if (elsewhere.length > 0) {
      await db.execute(sql`delete from ${bookCategories} where book_id = any(${ids}::uuid[]) and category_id = any(${`{${elsewhere.join(',')}}`}::uuid[])`);
    }
    await db.execute(sql`insert into ${bookCategories} (book_id, category_id, position)
      select t.id, ${seedId}, coalesce((select min(bc.position) - 1 from ${bookCategories} bc where bc.book_id = t.id), 0)
      from unnest(${ids}::uuid[]) as t(id)
      where not exists (select 1 from ${bookCategories} bc where bc.book_id = t.id and bc.category_id = any(${`{${under.join(',')}}`}::uuid[]))
      on conflict do nothing`);
  }

  /** The listed and archived books in a category or any category under it. */
  async booksUnder(categoryId: string, db: Executor = this.db): Promise<string[]> {
    const rows = await db.execute<{ id: string }>(sql`select id from ${books} where category_ids @> array[${categoryId}]::uuid[]`);
    return resultRows<{ id: string }>(rows).map((row) => row.id);
  }

  async booksOf(column: 'publisher_id' | 'series_id', id: string, db: Executor = this.db): Promise<string[]> {
    const rows = await db.execute<{ id: string }>(sql`select id from ${books} where ${sql.raw(column)} = ${id}`);
    return resultRows<{ id: string }>(rows).map((row) => row.id);
  }

  /**
   * Moves every membership of `from` to `into` (a book in both keeps its place of `into`), and `from`'s children under
   * `into`: the merge, in the caller's transaction.
   */
  async moveMemberships(db: Executor, from: string, into: string): Promise<void> {
    await db.execute(sql`insert into ${bookCategories} (book_id, category_id, position)
      select book_id, ${into}, position from ${bookCategories} where category_id = ${from} on conflict do nothing`);
    await db.delete(bookCategories).where(eq(bookCategories.categoryId, from));
    await db.update(categories).set({ parentId: into, updatedAt: new Date() }).where(eq(categories.parentId, from));
  }

  /**
   * Writes the derived columns of these books from their memberships, the tree, their publisher and their series:
   * category_ids (their categories and all ancestors), category (SPEC's value of the first of their categories that has
   * one through its ancestors, else the slug of the first) and facet_text (the names, both scripts, one per line).
   */
  async deriveBooks(db: Executor, bookIds: readonly string[]): Promise<void> {
    if (bookIds.length === 0) return;
    const ids = `{${bookIds.join(',')}}`;
    await db.execute(sql`
      with recursive chain(book_id, pos, cat_id, depth) as (
        select bc.book_id, bc.position, bc.category_id, 0 from ${bookCategories} bc where bc.book_id = any(${ids}::uuid[])
        union all
        select ch.book_id, ch.pos, c.parent_id, ch.depth + 1 from chain ch join ${categories} c on c.id = ch.cat_id
        where c.parent_id is not null and ch.depth < ${MAX_DEPTH}
      ),
      agg as (
        select ch.book_id,
          array_agg(distinct ch.cat_id) as ids,
          string_agg(distinct c.name_en || E'\\n' || c.name_bn, E'\\n') as names,
          (array_agg(c.spec_value order by ch.pos, ch.depth) filter (where c.spec_value is not null))[1] as spec,
          (array_agg(c.slug order by ch.pos) filter (where ch.depth = 0))[1] as first_slug
        from chain ch join ${categories} c on c.id = ch.cat_id
        group by ch.book_id
      ),
      target as (select t.id, agg.ids, agg.names, agg.spec, agg.first_slug from unnest(${ids}::uuid[]) as t(id) left join agg on agg.book_id = t.id)
      update ${books} b set
        category_ids = coalesce(target.ids, '{}'),
        category = coalesce(target.spec, target.first_slug, b.category),
        facet_text = concat_ws(E'\\n', target.names,
          (select p.name_en || E'\\n' || p.name_bn from ${publishers} p where p.id = b.publisher_id),
          (select s.name_en || E'\\n' || s.name_bn from ${series} s where s.id = b.series_id))
      from target where b.id = target.id`);
    // The facet names are searched (decision 049): the books' search keys recomputed in the same transaction.
    await refreshSearchKeys(db, bookIds);
  }
}
