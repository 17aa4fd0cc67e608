import { and, asc, count, countDistinct, exists, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, categories, publishers, series } from '../../db/schema';

/** What the sitemap lists, read in id (or slug) order, a batch at a time: never the whole catalogue at once. */
export class SitemapRepository {
  constructor(private readonly reads: Db) {}

  async counts(): Promise<{ books: number; authors: number; shelves: number }> {
    const [[row], shelves] = await Promise.all([
      this.reads
        .select({ books: count(), authors: countDistinct(books.authorSlug) })
        .from(books)
        .where(isNull(books.archivedAt)),
      this.shelves(),
    ]);
    return { books: row!.books, authors: row!.authors, shelves: shelves.length };
  }

  /**
   * The pages of categories, publishers and series (issue 34): every category not archived (a merged one is archived
   * and redirects), and the publishers and series with a listed book. A few hundred rows: read at once.
   */
  async shelves(): Promise<{ path: string; updatedAt: Date }[]> {
    const listed = (column: typeof books.publisherId | typeof books.seriesId, id: typeof publishers.id | typeof series.id) =>
      exists(
        this.reads
          .select({ one: sql`1` })
          .from(books)
          .where(and(isNull(books.archivedAt), sql`${column} = ${id}`)),
      );
    const [categoryRows, publisherRows, seriesRows] = await Promise.all([
      this.reads.select({ slug: categories.slug, updatedAt: categories.updatedAt }).from(categories).where(isNull(categories.archivedAt)).orderBy(asc(categories.slug)),
      this.reads.select({ slug: publishers.slug, updatedAt: publishers.updatedAt }).from(publishers).where(listed(books.publisherId, publishers.id)).orderBy(asc(publishers.slug)),
      this.reads.select({ slug: series.slug, updatedAt: series.updatedAt }).from(series).where(listed(books.seriesId, series.id)).orderBy(asc(series.slug)),
    ]);
    return [
      ...categoryRows.map((row) => ({ path: `/categories/${encodeURIComponent(row.slug)}`, updatedAt: row.updatedAt })),
      ...publisherRows.map((row) => ({ path: `/publishers/${encodeURIComponent(row.slug)}`, updatedAt: row.updatedAt })),
      ...seriesRows.map((row) => ({ path: `/series/${encodeURIComponent(row.slug)}`, updatedAt: row.updatedAt })),
    ];
  }

  /** Listed books after `afterId` (id order), `limit` of them. */
  booksAfter(afterId: string | undefined, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
    return this.reads
      .select({ id: books.id, updatedAt: books.updatedAt })
      .from(books)
      .where(and(isNull(books.archivedAt), afterId ? gt(books.id, afterId) : undefined))
      .orderBy(asc(books.id))
      .limit(limit);
  }

  /** The id just before the `skip`-th listed book: where a later sitemap file of books starts (undefined: from the start). */
  async bookIdBefore(skip: number): Promise<string | undefined> {
    if (skip <= 0) return undefined;
    const [row] = await this.reads
      .select({ id: books.id })
      .from(books)
      .where(isNull(books.archivedAt))
      .orderBy(asc(books.id))
      .limit(1)
      .offset(skip - 1);
    return row?.id;
  }

  /** Authors with a listed book after `afterSlug` (slug order), with their latest change. */
  authorsAfter(afterSlug: string | undefined, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.reads
      .select({ slug: books.authorSlug, updatedAt: sql<Date>`max(${books.updatedAt})`.mapWith((value: string | Date) => new Date(value)) })
      .from(books)
      .where(and(isNull(books.archivedAt), afterSlug !== undefined ? gt(books.authorSlug, afterSlug) : undefined))
      .groupBy(books.authorSlug)
      .orderBy(asc(books.authorSlug))
      .limit(limit);
  }

  async authorSlugBefore(skip: number): Promise<string | undefined> {
    if (skip <= 0) return undefined;
    const [row] = await this.reads
      .selectDistinct({ slug: books.authorSlug })
      .from(books)
      .where(isNull(books.archivedAt))
      .orderBy(asc(books.authorSlug))
      .limit(1)
      .offset(skip - 1);
    return row?.slug;
  }
}
