import {
  IMPORT_MESSAGES,
  MAX_IMPORT_ISSUES,
  isUuid,
  parseImportRow,
  toCents,
  type BookCsvColumn,
  type BookImport,
  type AuditImportSummary,
  type BookImportIssue,
  type ImportedBook,
} from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import type { BookRow } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { PublicUrls } from '../../lib/public-url';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import { toBookInsert } from '../books/books-service';
import type { RestockNotices } from '../wishlist/wishlist-service';
import { nextTurn, readBookCsv } from './book-imports-csv';
import { BookImportsRepository, type BookImportView, type BookInsert } from './book-imports-repository';

/** The valid rows of a preview, waiting to be imported, with the columns the file had (a missing one is left as stored). */
export type PendingImport = { columns: BookCsvColumn[]; rows: { line: number; book: ImportedBook }[] };

/** Rows per transaction: each batch commits with the job's progress, so a stop loses at most one batch's work. */
export const IMPORT_BATCH_SIZE = 250;
/** Rows checked between two turns of the event loop. */
const CHECK_CHUNK = 500;
/** Books read per query when the preview looks up the ids and ISBNs of a file. */
const LOOKUP_BATCH = 1000;
/** A running import whose runner has not moved it for this long is taken over (its process stopped). */
const STALLED_AFTER_MS = 60_000;
/** Previews never started are dropped after a day. */
const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

type Found = { byId: Map<string, BookRow>; byIsbn: Map<string, BookRow> };
type Decision =
  | { kind: 'create'; values: BookInsert }
  | { kind: 'update'; current: BookRow; values: Partial<BookInsert> }
  | { kind: 'unchanged'; current: BookRow }
  | { kind: 'rejected'; field: string; message: string };

function found(rows: BookRow[]): Found {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byIsbn = new Map(rows.filter((row) => row.isbn !== '' && row.archivedAt === null).map((row) => [row.isbn, row]));
  return { byId, byIsbn };
}

/**
 * What a row changes in the stored book: only the file's columns (one it lacks keeps the stored value), and an empty
 * image cell keeps the book's cover (covers are uploaded, not imported); any other empty cell means none, as the export
 * writes it. An empty answer is a row that changes nothing.
 */
function changedValues(book: ImportedBook, columns: ReadonlySet<BookCsvColumn>, current: BookRow, urls: PublicUrls): Partial<BookInsert> {
  const values: Partial<BookInsert> = {};
  const put = <K extends keyof BookRow & keyof BookInsert>(column: BookCsvColumn, key: K, value: BookRow[K]) => {
    if (columns.has(column) && current[key] !== value) values[key] = value as BookInsert[K];
  };
  put('title', 'title', book.title);
  put('author', 'author', book.author);
  put('altTitle', 'altTitle', book.altTitle);
  put('altAuthor', 'altAuthor', book.altAuthor);
  put('category', 'category', book.category);
  put('price', 'priceCents', toCents(book.price));
  put('listPrice', 'listPriceCents', book.listPrice === null ? null : toCents(book.listPrice));
  put('quantity', 'quantity', book.quantity);
  put('isbn', 'isbn', book.isbn);
  put('publisher', 'publisher', book.publisher);
  put('pages', 'pages', book.pages);
  put('yearPublished', 'yearPublished', book.yearPublished);
  put('description', 'description', book.description);
  if (book.image !== '') put('image', 'image', urls.storedImage(book.image));
  if (book.language) put('language', 'language', book.language);
  return values;
}

/** Which book a row is (by id, else by ISBN) and what importing it does. */
function decide(book: ImportedBook, columns: ReadonlySet<BookCsvColumn>, books: Found, urls: PublicUrls): Decision {
  let current: BookRow | undefined;
  if (book.id) {
    current = isUuid(book.id) ? books.byId.get(book.id) : undefined;
    if (!current) return { kind: 'rejected', field: 'id', message: IMPORT_MESSAGES.unknownId };
    if (current.archivedAt) return { kind: 'rejected', field: 'id', message: IMPORT_MESSAGES.archivedId };
  } else if (book.isbn) {
    current = books.byIsbn.get(book.isbn);
  }
  if (book.isbn && columns.has('isbn')) {
    const holder = books.byIsbn.get(book.isbn);
    if (holder && holder.id !== current?.id) return { kind: 'rejected', field: 'isbn', message: IMPORT_MESSAGES.isbnTaken };
  }
  if (!current) return { kind: 'create', values: toBookInsert(book, urls) };
  const values = changedValues(book, columns, current, urls);
  return Object.keys(values).length === 0 ? { kind: 'unchanged', current } : { kind: 'update', current, values };
}

const byLine = (a: BookImportIssue, b: BookImportIssue) => a.line - b.line;

export function toBookImport(row: BookImportView): BookImport {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    rows: row.rows,
    valid: row.valid,
    rejected: row.rejected,
    toCreate: row.toCreate,
    toUpdate: row.toUpdate,
    unchanged: row.unchanged,
    processed: row.processed,
    issues: row.issues,
    error: row.error,
  };
}

export interface BookImportsDeps {
  urls?: PublicUrls;
  /** Told after each batch that wrote books (the catalogue cache forgets its pages). */
  catalogueChanged?: () => void;
  /** Told, in the batch's transaction, of each book an import puts back on sale. */
  restock?: RestockNotices;
  /** Told after a batch changed a book's image (the covers module deletes an uploaded cover's files). */
  imageChanged?: (id: string, image: string) => Promise<void>;
  onError?: (error: unknown, importId: string) => void;
  now?: () => Date;
}

/**
 * The catalogue's CSV import (decision 026): a file checked at once into a preview, then imported by a runner in this
 * process, batch by batch; any process takes over an import whose runner stopped.
 */
export class BookImportsService {
  private readonly repo = new BookImportsRepository();
  private readonly urls: PublicUrls;
  private readonly now: () => Date;
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly deps: BookImportsDeps = {},
  ) {
    this.urls = deps.urls ?? new PublicUrls();
    this.now = deps.now ?? (() => new Date());
  }

  /** Checks a file row by row with Add Book's rules and the books it names; nothing in the catalogue changes. */
  async preview(file: Buffer | undefined, fileName: string, adminId: string): Promise<BookImport> {
    if (!file || file.length === 0) throw new ValidationError(IMPORT_MESSAGES.noFile, [{ path: 'file', message: IMPORT_MESSAGES.noFile }]);
    const { columns, records } = await readBookCsv(file);
    const issues: BookImportIssue[] = [];
    const parsed: { line: number; book: ImportedBook }[] = [];
    const seenIds = new Map<string, number>();
    const seenIsbns = new Map<string, number>();
    for (const [index, { line, cells }] of records.entries()) {
      // Checking 50,000 rows takes seconds: other requests are answered in between.
      if (index % CHECK_CHUNK === CHECK_CHUNK - 1) await nextTurn();
      const result = parseImportRow(cells);
      if ('issues' in result) {
        for (const issue of result.issues) issues.push({ line, ...issue });
        continue;
      }
      const { book } = result;
      const earlier = (book.id && seenIds.get(book.id)) || (book.isbn && seenIsbns.get(book.isbn));
      if (earlier) {
        issues.push({ line, field: book.id && seenIds.has(book.id) ? 'id' : 'isbn', message: `The same book is on line ${earlier}` });
        continue;
      }
      if (book.id) seenIds.set(book.id, line);
      if (book.isbn) seenIsbns.set(book.isbn, line);
      parsed.push({ line, book });
    }

    const named = await this.lookUp(parsed.map((row) => row.book));
    const columnSet = new Set(columns);
    const valid: PendingImport['rows'] = [];
    const counts = { toCreate: 0, toUpdate: 0, unchanged: 0 };
    for (const row of parsed) {
      const decision = decide(row.book, columnSet, named, this.urls);
      if (decision.kind === 'rejected') {
        issues.push({ line: row.line, field: decision.field, message: decision.message });
        continue;
      }
      valid.push(row);
      if (decision.kind === 'create') counts.toCreate += 1;
      else if (decision.kind === 'update') counts.toUpdate += 1;
      else counts.unchanged += 1;
    }
    const rejectedLines = new Set(issues.map((issue) => issue.line));
    const now = this.now();
    await this.repo.deleteStalePreviews(this.db, new Date(now.getTime() - PREVIEW_KEPT_MS));
    const job = await this.repo.create(this.db, {
      createdBy: adminId,
      fileName: fileName.slice(0, 200) || 'books.csv',
      status: 'previewed',
      rows: records.length,
      valid: valid.length,
      rejected: rejectedLines.size,
      ...counts,
      issues: issues.sort(byLine).slice(0, MAX_IMPORT_ISSUES),
      pending: { columns, rows: valid } satisfies PendingImport,
      createdAt: now,
      updatedAt: now,
    });
    return toBookImport(job);
  }

  private async lookUp(rows: ImportedBook[], db: Executor = this.db, lock = false): Promise<Found> {
    const ids = [...new Set(rows.flatMap((book) => (book.id && isUuid(book.id) ? [book.id] : [])))];
    const isbns = [...new Set(rows.flatMap((book) => (book.isbn ? [book.isbn] : [])))];
    const books: BookRow[] = [];
    for (let at = 0; at < Math.max(ids.length, isbns.length); at += LOOKUP_BATCH) {
      books.push(...(await this.repo.booksNamed(db, ids.slice(at, at + LOOKUP_BATCH), isbns.slice(at, at + LOOKUP_BATCH), lock)));
    }
    return found(books);
  }

  async get(id: string): Promise<BookImport> {
    const row = isUuid(id) ? await this.repo.find(this.db, id) : undefined;
    if (!row) throw new NotFoundError(IMPORT_MESSAGES.importNotFound);
    return toBookImport(row);
  }

  /** The newest imports, without their row reports. */
  async latest(limit = 10): Promise<Omit<BookImport, 'issues'>[]> {
    return (await this.repo.latest(this.db, limit)).map((row) => {
      const { issues: _issues, ...listed } = toBookImport({ ...row, issues: [] });
      return listed;
    });
  }

  /** Starts a previewed import: it runs on in this process whether or not anyone watches it. */
  async start(actor: AuditActor, id: string): Promise<BookImport> {
    if (!isUuid(id) || !(await this.repo.find(this.db, id))) throw new NotFoundError(IMPORT_MESSAGES.importNotFound);
    const started = await this.db.transaction(async (tx) => {
      if (!(await this.repo.start(tx, id, actor, this.now()))) return false;
      // From here the counts are what the import did, not what the preview expected.
      await this.repo.progress(tx, id, { toCreate: 0, toUpdate: 0, unchanged: 0 }, this.now());
      return true;
    });
    if (!started) throw new ConflictError(IMPORT_MESSAGES.notPreviewed);
    this.launch(id);
    return this.get(id);
  }

  /** The runner of an import, once per process; its promise settles when the import is done, failed or this process stops. */
  private launch(id: string): void {
    if (this.running.has(id) || this.stopping) return;
    const run = this.run(id).finally(() => this.running.delete(id));
    this.running.set(id, run);
  }

  /** Waits for the runners of this process (tests, and the app's close). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  /** Takes over imports left running by a process that stopped (at start-up, and from then on every minute). */
  async resumeStalled(): Promise<number> {
    let resumed = 0;
    for (;;) {
      const now = this.now();
      const id = await this.repo.claimStalled(this.db, new Date(now.getTime() - STALLED_AFTER_MS), now);
      if (!id) return resumed;
      resumed += 1;
      this.launch(id);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.settled();
  }

  private async run(id: string): Promise<void> {
    try {
      const job = await this.repo.pending(this.db, id);
      const pending = job?.pending as PendingImport | null | undefined;
      if (!job || job.status !== 'importing' || !pending) return;
      const columns = new Set(pending.columns);
      for (;;) {
        if (this.stopping) return;
        const more = await this.batch(id, pending, columns);
        if (!more) return;
      }
    } catch (error) {
      this.deps.onError?.(error, id);
      if (!this.stopping) {
        await this.repo
          .progress(this.db, id, { status: 'failed', error: IMPORT_MESSAGES.stopped, pending: null, finishedAt: this.now() }, this.now())
          .catch(() => undefined);
      }
    }
  }

  /** The next batch of an import in one transaction with its progress; false when the import has nothing left. */
  private async batch(id: string, pending: PendingImport, columns: ReadonlySet<BookCsvColumn>): Promise<boolean> {
    const images: { id: string; image: string }[] = [];
    const outcome = await this.db.transaction(async (tx) => {
      const job = await this.repo.lockForProgress(tx, id);
      if (!job || job.status !== 'importing') return { more: false, wrote: false };
      const now = this.now();
      const rows = pending.rows.slice(job.processed, job.processed + IMPORT_BATCH_SIZE);
      if (rows.length === 0) {
        await this.repo.progress(tx, id, { status: 'done', pending: null, finishedAt: now }, now);
        // One entry for the whole import, in the transaction that ends it: who started it and what it did.
        const details: AuditImportSummary = { fileName: job.fileName, created: job.toCreate, updated: job.toUpdate, unchanged: job.unchanged, rejected: job.rejected };
        // Only start() moves an import to importing, and it names who did.
        await recordAudit(tx, { actor: { id: job.startedBy!, name: job.startedByName!, email: job.startedByEmail! }, kind: 'books.imported', details });
        return { more: false, wrote: false };
      }
      const books = await this.lookUp(rows.map((row) => row.book), tx, true);
      const creates: BookInsert[] = [];
      const updates: { values: Partial<BookInsert>; current: BookRow }[] = [];
      const issues: BookImportIssue[] = [];
      let unchanged = 0;
      for (const row of rows) {
        const decision = decide(row.book, columns, books, this.urls);
        // The preview let one row per id and ISBN through, so no two rows of a batch are the same book.
        if (decision.kind === 'create') creates.push(decision.values);
        else if (decision.kind === 'update') updates.push(decision);
        else if (decision.kind === 'unchanged') unchanged += 1;
        else issues.push({ line: row.line, field: decision.field, message: decision.message });
      }
      await this.repo.insertBooks(tx, creates);
      const written = await this.repo.updateBooks(tx, updates, now);
      const before = new Map(updates.map((update) => [update.current.id, update.current]));
      for (const row of written) {
        const old = before.get(row.id)!;
        if (old.quantity === 0 && row.quantity > 0) await this.deps.restock?.bookRestocked(tx, row);
        if (old.image !== row.image) images.push({ id: row.id, image: row.image });
      }
      await this.repo.progress(
        tx,
        id,
        {
          processed: job.processed + rows.length,
          toCreate: job.toCreate + creates.length,
          toUpdate: job.toUpdate + written.length,
          unchanged: job.unchanged + unchanged,
          rejected: job.rejected + issues.length,
          issues: [...job.issues, ...issues].slice(0, MAX_IMPORT_ISSUES),
        },
        now,
      );
      return { more: true, wrote: creates.length + written.length > 0 };
    });
    if (outcome.wrote) this.deps.catalogueChanged?.();
    for (const { id: bookId, image } of images) void this.deps.imageChanged?.(bookId, image).catch(() => undefined);
    return outcome.more;
  }
}
