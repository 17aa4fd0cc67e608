import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { bookRequests, type BookRequestRow } from '../../db/schema';

export type NewBookRequest = Omit<typeof bookRequests.$inferInsert, 'id' | 'createdAt' | 'fulfilledBookId' | 'fulfilledAt'>;

/** A book as a request is matched against it: its id and the keys of its titles and authors (both scripts). */
export interface BookKeys {
  bookId: string;
  titleKey: string;
  authorKey: string;
}

export interface BookRequestGroupRow {
  titleKey: string;
  authorKey: string;
  title: string;
  author: string | null;
  requests: number;
  openRequests: number;
  firstAskedAt: Date;
  lastAskedAt: Date;
  fulfilledBookId: string | null;
  fulfilledAt: Date | null;
}

const toDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

/** Book requests (table `book_requests`, migration 0036). SQL only. */
export class BookRequestsRepository {
  constructor(private readonly db: Db) {}

  /** Undefined when the account already has this request open (the partial unique index answers). */
  async insert(values: NewBookRequest, db: Executor = this.db): Promise<BookRequestRow | undefined> {
    const [row] = await db.insert(bookRequests).values(values).onConflictDoNothing().returning();
    return row;
  }

  async openOf(userId: string, titleKey: string, authorKey: string, db: Executor = this.db): Promise<BookRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(bookRequests)
      .where(and(eq(bookRequests.userId, userId), eq(bookRequests.titleKey, titleKey), eq(bookRequests.authorKey, authorKey), isNull(bookRequests.fulfilledAt)))
      .limit(1);
    return row;
  }

  /** The groups (one per title and author key), most asked first; `status` filters on whether any request waits. */
  async groups(status: 'open' | 'fulfilled' | 'all', limit: number, offset: number): Promise<{ rows: BookRequestGroupRow[]; total: number }> {
    const having = status === 'open' ? sql`having bool_or(fulfilled_at is null)` : status === 'fulfilled' ? sql`having bool_and(fulfilled_at is not null)` : sql``;
    const result = await this.db.execute(sql`
      select title_key, author_key,
        (array_agg(title order by created_at, id))[1] as title,
        (array_agg(author order by created_at, id))[1] as author,
        count(*)::int as requests,
        (count(*) filter (where fulfilled_at is null))::int as open_requests,
        min(created_at) as first_asked_at,
        max(created_at) as last_asked_at,
        (array_agg(fulfilled_book_id order by fulfilled_at desc nulls last))[1] as fulfilled_book_id,
        max(fulfilled_at) as fulfilled_at,
        count(*) over ()::int as total
      from book_requests
      group by title_key, author_key
      ${having}
      order by count(*) filter (where fulfilled_at is null) desc, count(*) desc, max(created_at) desc, title_key, author_key
      limit ${limit} offset ${offset}`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return {
      total: Number(rows[0]?.total ?? 0),
      rows: rows.map((row) => ({
        titleKey: row.title_key as string,
        authorKey: row.author_key as string,
        title: row.title as string,
        author: (row.author as string | null) ?? null,
        requests: Number(row.requests),
        openRequests: Number(row.open_requests),
        firstAskedAt: toDate(row.first_asked_at as string)!,
        lastAskedAt: toDate(row.last_asked_at as string)!,
        fulfilledBookId: (row.fulfilled_book_id as string | null) ?? null,
        fulfilledAt: toDate(row.fulfilled_at as string | null),
      })),
    };
  }

  /**
   * Marks fulfilled, in one statement, the open requests these books answer: the same title key, and the same author
   * key when the request named an author. Only rows still open are returned, so a request is fulfilled (and its reader
   * told) once, whichever process gets there first.
   */
  async fulfilMatching(books: readonly BookKeys[], now: Date, db: Executor): Promise<BookRequestRow[]> {
    if (books.length === 0) return [];
    const ids = books.map((b) => b.bookId);
    const titles = books.map((b) => b.titleKey);
    const authors = books.map((b) => b.authorKey);
    const result = await db.execute(sql`
      update book_requests r
      set fulfilled_book_id = b.book_id, fulfilled_at = ${now}
      from (select * from unnest(${sql.param(ids)}::uuid[], ${sql.param(titles)}::text[], ${sql.param(authors)}::text[]) as u(book_id, title_key, author_key)) b
      where r.fulfilled_at is null and r.title_key = b.title_key and (r.author_key = '' or r.author_key = b.author_key)
      returning r.id, r.title, r.user_id, r.contact_email, r.contact_phone, r.locale, r.fulfilled_book_id`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map(
      (row) =>
        ({
          id: row.id as string,
          title: row.title as string,
          userId: (row.user_id as string | null) ?? null,
          contactEmail: (row.contact_email as string | null) ?? null,
          contactPhone: (row.contact_phone as string | null) ?? null,
          locale: row.locale as 'en' | 'bn',
          fulfilledBookId: row.fulfilled_book_id as string,
        }) as BookRequestRow,
    );
  }

  /** The admin's fulfilment of one group by a book: its open requests, marked once. */
  async fulfilGroup(titleKey: string, authorKey: string, bookId: string, now: Date, db: Executor): Promise<BookRequestRow[]> {
    return db
      .update(bookRequests)
      .set({ fulfilledBookId: bookId, fulfilledAt: now })
      .where(and(eq(bookRequests.titleKey, titleKey), eq(bookRequests.authorKey, authorKey), isNull(bookRequests.fulfilledAt)))
      .returning();
  }
}
