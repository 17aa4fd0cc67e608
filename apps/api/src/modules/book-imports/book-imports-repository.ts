import { and, desc, eq, getTableColumns, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookImports, books, type BookImportRow, type BookRow } from '../../db/schema';
import type { AuditActor } from '../audit/audit-service';
import { insertBooks, rememberSearchKeys, searchColumns } from '../books/book-search';

export type BookInsert = typeof books.$inferInsert;
/** An import as its page reads it: everything but the rows still waiting. */
export type BookImportView = Omit<BookImportRow, 'pending'>;

const { pending: _pending, ...viewColumns } = getTableColumns(bookImports);

/** SQL of book imports and of the books they write; no rules (those are the service's). */
export class BookImportsRepository {
  async create(db: Executor, values: typeof bookImports.$inferInsert): Promise<BookImportView> {
    const [row] = await db.insert(bookImports).values(values).returning(viewColumns);
    return row!;
  }

  async find(db: Executor, id: string): Promise<BookImportView | undefined> {
    const [row] = await db.select(viewColumns).from(bookImports).where(eq(bookImports.id, id)).limit(1);
    return row;
  }

  /** The newest imports without their row reports (the page shows the one running, or the last one, when an admin comes back). */
  async latest(db: Executor, limit: number): Promise<Omit<BookImportView, 'issues'>[]> {
    const { issues: _issues, ...listColumns } = viewColumns;
    return db.select(listColumns).from(bookImports).orderBy(desc(bookImports.createdAt), desc(bookImports.id)).limit(limit);
  }

  /** The rows an import has still to import, with the columns of its file (read once by its runner). */
  async pending(db: Executor, id: string): Promise<Pick<BookImportRow, 'pending' | 'status'> | undefined> {
    const [row] = await db.select({ pending: bookImports.pending, status: bookImports.status }).from(bookImports).where(eq(bookImports.id, id)).limit(1);
    return row;
  }

  /** An import as it stands, its row locked for a batch's transaction (one runner at a time). */
  async lockForProgress(db: Executor, id: string): Promise<BookImportView | undefined> {
    const [row] = await db.select(viewColumns).from(bookImports).where(eq(bookImports.id, id)).for('update').limit(1);
    return row;
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
    values: Partial<Pick<BookImportRow, 'processed' | 'toCreate' | 'toUpdate' | 'unchanged' | 'rejected' | 'valid' | 'issues' | 'status' | 'error' | 'finishedAt' | 'pending'>>,
    now: Date,
  ): Promise<void> {
    await db.update(bookImports).set({ ...values, updatedAt: now }).where(eq(bookImports.id, id));
  }

  /** Previews never started, older than `before` (their waiting rows are the bulk of the table). */
  async deleteStalePreviews(db: Executor, before: Date): Promise<void> {
    await db.delete(bookImports).where(and(eq(bookImports.status, 'previewed'), lt(bookImports.createdAt, before)));
  }

  /** The books rows may name: by id (archived ones too, to say so) or by ISBN among the listed books. */
  async booksNamed(db: Executor, ids: readonly string[], isbns: readonly string[], lock = false): Promise<BookRow[]> {
    if (ids.length === 0 && isbns.length === 0) return [];
    const where = or(
      ids.length > 0 ? inArray(books.id, [...ids]) : undefined,
      isbns.length > 0 ? and(inArray(books.isbn, [...isbns]), isNull(books.archivedAt)) : undefined,
    );
    const query = db.select().from(books).where(where);
    return lock ? query.for('update') : query;
  }

  /** New books (search keys and vocabulary included). */
  async insertBooks(db: Executor, rows: BookInsert[]): Promise<BookRow[]> {
    return insertBooks(db, rows);
  }

  /**
   * Edits of listed books in one statement: each row's changed values (the rest stay as stored), search keys recomputed
   * for the rows whose title or author (either script) change. Answers the rows as written.
   */
  async updateBooks(db: Executor, changes: { values: Partial<BookInsert>; current: BookRow }[], now: Date): Promise<BookRow[]> {
    const written: BookRow[] = [];
    const keys: string[] = [];
    for (const { values, current } of changes) {
      const textsChange = ['title', 'author', 'altTitle', 'altAuthor'].some((field) => field in values);
      const searchKeys = textsChange
        ? searchColumns({
            title: values.title ?? current.title,
            author: values.author ?? current.author,
            altTitle: values.altTitle ?? current.altTitle,
            altAuthor: values.altAuthor ?? current.altAuthor,
          })
        : undefined;
      if (searchKeys) keys.push(...searchKeys.searchKeys);
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
