import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookImportRows, bookImports, books, type BookImportRow, type BookRow } from '../../db/schema';
import type { AuditActor } from '../audit';
import { changedSearchColumns, insertBooks, rememberSearchKeys, vocabularyKeys } from '../search';

export type BookInsert = typeof books.$inferInsert;
/** An import as its page reads it. */
export type BookImportView = BookImportRow;
/** An import as a batch reads it: without its row report (up to 1,000 issues), read only when a batch adds to it. */
export type BookImportProgress = Omit<BookImportRow, 'issues'>;

const { issues: _issues, ...progressColumns } = getTableColumns(bookImports);
/** Imports whose preview is still being written are nobody's to read, list or start. */
const ready = ne(bookImports.status, 'checking');

/** SQL of book imports and of the books they write; no rules (those are the service's). */
export class BookImportsRepository {
  async create(db: Executor, values: typeof bookImports.$inferInsert): Promise<BookImportView> {
    const [row] = await db.insert(bookImports).values(values).returning();
    return row!;
  }

  async find(db: Executor, id: string): Promise<BookImportView | undefined> {
    const [row] = await db
      .select()
      .from(bookImports)
      .where(and(eq(bookImports.id, id), ready))
      .limit(1);
    return row;
  }

  /** The newest imports without their row reports (the page shows the one running, or the last one, when an admin comes back). */
  async latest(db: Executor, limit: number): Promise<BookImportProgress[]> {
    return db.select(progressColumns).from(bookImports).where(ready).orderBy(desc(bookImports.createdAt), desc(bookImports.id)).limit(limit);
  }

  /** Adds valid rows of a preview (file order is line order). */
  async addRows(db: Executor, importId: string, rows: { line: number; book: unknown }[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(bookImportRows).values(rows.map((row) => ({ importId, line: row.line, book: row.book })));
  }

  /** The next `limit` rows an import has still to import, in file order. */
  async nextRows(db: Executor, importId: string, limit: number): Promise<{ line: number; book: unknown }[]> {
    return db.select({ line: bookImportRows.line, book: bookImportRows.book }).from(bookImportRows).where(eq(bookImportRows.importId, importId)).orderBy(asc(bookImportRows.line)).limit(limit);
  }

  /** Forgets an import's rows up to `lastLine` (a batch's, in its transaction), or up to `limit` of them (clearing up). */
  async dropRows(db: Executor, importId: string, upTo: { lastLine: number } | { limit: number }): Promise<number> {
    if ('lastLine' in upTo) {
      const gone = await db
        .delete(bookImportRows)
        .where(and(eq(bookImportRows.importId, importId), lte(bookImportRows.line, upTo.lastLine)))
        .returning({ line: bookImportRows.line });
      return gone.length;
    }
    const gone = await db
      .delete(bookImportRows)
      .where(
        and(
          eq(bookImportRows.importId, importId),
          sql`${bookImportRows.line} in (select ${bookImportRows.line} from ${bookImportRows} where ${bookImportRows.importId} = ${importId} order by ${bookImportRows.line} limit ${upTo.limit})`,
        ),
      )
      .returning({ line: bookImportRows.line });
    return gone.length;
  }

  /** An import as it stands (without its row report), its row locked for a batch's transaction (one runner at a time). */
  async lockForProgress(db: Executor, id: string): Promise<BookImportProgress | undefined> {
    const [row] = await db.select(progressColumns).from(bookImports).where(eq(bookImports.id, id)).for('update').limit(1);
    return row;
  }

  /** An import's row report. */
  async issues(db: Executor, id: string): Promise<BookImportRow['issues']> {
    const [row] = await db.select({ issues: bookImports.issues }).from(bookImports).where(eq(bookImports.id, id)).limit(1);
    return row?.issues ?? [];
  }

  /** Moves a previewed import to importing, started by `actor`; false when it is not (any more) waiting to start. */
  async start(db: Executor, id: string, actor: AuditActor, now: Date): Promise<boolean> {
    const rows = await db
      .update(bookImports)
      .set({ status: 'importing', startedBy: actor.id, startedByName: actor.name, startedByEmail: actor.email, updatedAt: now })
      .where(and(eq(bookImports.id, id), eq(bookImports.status, 'previewed')))
      .returning({ id: bookImports.id });
    return rows.length === 1;
  }

  /** Takes over an import whose runner has not moved it since `before` (its process stopped): its id, or undefined. */
  async claimStalled(db: Executor, before: Date, now: Date): Promise<string | undefined> {
    const rows = await db
      .update(bookImports)
      .set({ updatedAt: now })
      .where(and(eq(bookImports.status, 'importing'), lt(bookImports.updatedAt, before)))
      .returning({ id: bookImports.id });
    return rows[0]?.id;
  }

  async progress(
    db: Executor,
    id: string,
    values: Partial<Pick<BookImportRow, 'processed' | 'toCreate' | 'toUpdate' | 'unchanged' | 'rejected' | 'valid' | 'issues' | 'status' | 'error' | 'finishedAt'>>,
    now: Date,
  ): Promise<void> {
    await db
      .update(bookImports)
      .set({ ...values, updatedAt: now })
      .where(eq(bookImports.id, id));
  }

  /** Previews never started (or never finished being written), older than `before`: their ids. */
  async stalePreviews(db: Executor, before: Date): Promise<string[]> {
    const rows = await db
      .select({ id: bookImports.id })
      .from(bookImports)
      .where(and(inArray(bookImports.status, ['checking', 'previewed']), lt(bookImports.createdAt, before)))
      .limit(100);
    return rows.map((row) => row.id);
  }

  /** Deletes an import (its rows go with it: drop them in batches first, a large preview's are many). */
  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(bookImports).where(eq(bookImports.id, id));
  }

  /** Imports that ended (done or failed) but still hold rows: a failed one's, dropped in batches afterwards. */
  async endedWithRows(db: Executor): Promise<string[]> {
    const rows = await db
      .select({ id: bookImports.id })
      .from(bookImports)
      .where(and(inArray(bookImports.status, ['done', 'failed']), sql`exists (select 1 from ${bookImportRows} where ${bookImportRows.importId} = ${bookImports.id})`))
      .limit(100);
    return rows.map((row) => row.id);
  }

  /**
   * The books rows may name: by id (archived ones too, to say so) or by ISBN among the listed books. `isbn <> ''` is
   * spelled out: it is the ISBN index's own condition (books_isbn_key, partial), which the planner proves from a list of
   * at most 100 ISBNs but not from more; without it a batch of 250 read every book (issue 29: about a second a batch
   * at 100,000 books on the embedded database).
   */
  async booksNamed(db: Executor, ids: readonly string[], isbns: readonly string[], lock = false): Promise<BookRow[]> {
    if (ids.length === 0 && isbns.length === 0) return [];
    return this.booksNamedQuery(db, ids, isbns, lock);
  }

  /** The statement of `booksNamed` (its plan is checked in perf/query-plans.pg.test.ts). */
  booksNamedQuery(db: Executor, ids: readonly string[], isbns: readonly string[], lock = false) {
    const where = or(ids.length > 0 ? inArray(books.id, [...ids]) : undefined, isbns.length > 0 ? and(inArray(books.isbn, [...isbns]), isNull(books.archivedAt), ne(books.isbn, '')) : undefined);
    const query = db.select().from(books).where(where);
    return lock ? query.for('update') : query;
  }

  /** New books (search keys and vocabulary included). */
  async insertBooks(db: Executor, rows: BookInsert[]): Promise<BookRow[]> {
    return insertBooks(db, rows);
  }

  /**
   * Edits of listed books in one statement: each row's changed values (the rest stay as stored), search keys recomputed
   * for the rows whose searched texts (title, author, either script, description) change. Answers the rows as written.
   */
  async updateBooks(db: Executor, changes: { values: Partial<BookInsert>; current: BookRow }[], now: Date): Promise<BookRow[]> {
    const written: BookRow[] = [];
    const keys: string[] = [];
    for (const { values, current } of changes) {
      const searchKeys = changedSearchColumns(values, current);
      if (searchKeys) keys.push(...vocabularyKeys(searchKeys.searchKeys));
      const [row] = await db
        .update(books)
        .set({ ...values, ...searchKeys, updatedAt: now })
        .where(and(eq(books.id, current.id), isNull(books.archivedAt)))
        .returning();
      if (row) written.push(row);
    }
    await rememberSearchKeys(db, keys);
    return written;
  }
}
