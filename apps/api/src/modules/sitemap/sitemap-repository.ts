import { and, asc, count, countDistinct, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books } from '../../db/schema';

/** What the sitemap lists, read in id (or slug) order, a batch at a time: never the whole catalogue at once. */
export class SitemapRepository {
  constructor(private readonly reads: Db) {}

  async counts(): Promise<{ books: number; authors: number }> {
    const [row] = await this.reads
      .select({ books: count(), authors: countDistinct(books.authorSlug) })
      .from(books)
      .where(isNull(books.archivedAt));
    return { books: row!.books, authors: row!.authors };
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
