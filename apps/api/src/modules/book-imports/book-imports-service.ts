import {
  BOOK_CATEGORIES,
  catalogueNameKey,
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
  type Currency,
  type BookCategory,
  type StartBookImportInput,
} from '@boipoka/shared';
import type { Db, Executor } from '../../db/client';
import type { BookRow } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { BatchSizer, nextTurn, Yielder } from '../../lib/paced-work';
import { PublicUrls } from '../../lib/public-url';
import { type AuditActor, recordAudit } from '../audit';
import { type BookArrivals, toBookInsert } from '../books';
import type { ImportFacetsPort, NamedRef, PreparedFacets } from '../catalogue';
import type { RestockNotices } from '../notifications';
import { readBookCsv } from './book-imports-csv';
import { BookImportsRepository, type BookImportProgress, type BookImportView, type BookInsert } from './book-imports-repository';

/** A valid row of a preview, waiting to be imported (a row of book_import_rows). */
type PendingRow = { line: number; book: ImportedBook };

/**
 * Rows per transaction: sized so that a batch holds the database for about BULK_BATCH_MS (lib/paced-work.ts), within
 * these bounds. Each batch commits with the job's progress and its audit entry, so a stop loses at most one batch's work.
 */
export const IMPORT_BATCH_ROWS = { min: 5, start: 25, max: 500 } as const;
/** Rows of a preview written (or a finished import's left-overs deleted) per statement, sized the same way. */
const ROW_WRITE_BATCH = { min: 50, start: 200, max: 2000 } as const;
/** Books read per query when the preview looks up the ids and ISBNs of a file. */
const LOOKUP_BATCH = 500;
/** The default of BULK_BATCH_MS (config.ts). */
const DEFAULT_BATCH_MS = 100;
/** A running import whose runner has not moved it for this long is taken over (its process stopped). */
const STALLED_AFTER_MS = 60_000;
/** Previews never started are dropped after a day. */
const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

type Found = { byId: Map<string, BookRow>; byIsbn: Map<string, BookRow> };
/**
 * What the rows' names of categories, publishers and series are in the catalogue (issue 34), and the categories of the
 * books they update. A series the catalogue lacks is `undefined` in `series` (the batch adds it).
 */
type FacetContext = {
  categories: Map<string, string>;
  publishers: Map<string, NamedRef>;
  series: Map<string, NamedRef>;
  memberships: Map<string, string[]>;
};
/** A row's facets as the batch writes them: `newSeries` is a series to add first (by the file's name). */
type RowFacets = PreparedFacets & { newSeries?: string };
type Decision =
  | { kind: 'create'; values: BookInsert; facets?: RowFacets }
  | { kind: 'update'; current: BookRow; values: Partial<BookInsert>; facets?: RowFacets; spec?: BookCategory }
  | { kind: 'unchanged'; current: BookRow }
  | { kind: 'rejected'; field: string; message: string };

const sameList = (a: readonly string[] | undefined, b: readonly string[]) => a !== undefined && a.length === b.length && a.every((id, at) => id === b[at]);

/**
 * A row's categories, publisher and series against the catalogue and, for an update, the stored book: what to write
 * (undefined: nothing), the publisher text the book gets, or the keys of its categories the catalogue lacks.
 */
function resolveFacets(book: ImportedBook, columns: ReadonlySet<BookCsvColumn>, ctx: FacetContext, current: BookRow | undefined): { facets?: RowFacets; publisher: string; missing: string[] } {
  const facets: RowFacets = {};
  let publisher = book.publisher;
  const missing: string[] = [];
  if (book.categoryNames) {
    const ids: string[] = [];
    for (const name of book.categoryNames) {
      const id = ctx.categories.get(catalogueNameKey(name));
      if (id) {
        if (!ids.includes(id)) ids.push(id);
      } else missing.push(catalogueNameKey(name));
    }
    if (missing.length === 0 && !(current && sameList(ctx.memberships.get(current.id), ids))) facets.categoryIds = ids;
  }
  if (columns.has('publisher')) {
    const ref = publisher ? ctx.publishers.get(catalogueNameKey(publisher)) : undefined;
    if (ref) publisher = ref.nameEn;
    // A text the file leaves as stored, on a book with no publisher of the catalogue, stays as it is (decision 050).
    const keptAsIs = current && current.publisherId === null && current.publisher === book.publisher;
    const wanted = ref ? ref.id : publisher ? 'new' : null;
    if (!keptAsIs && (!current || wanted === 'new' || wanted !== current.publisherId)) {
      if (ref) facets.publisherId = ref.id;
      else if (publisher) facets.publisherName = publisher;
      // A new book has none already.
      else if (current) facets.publisherId = null;
    }
  }
  if (book.seriesName !== undefined) {
    const ref = book.seriesName ? ctx.series.get(catalogueNameKey(book.seriesName)) : undefined;
    if (book.seriesName === null) {
      if (current && current.seriesId !== null) Object.assign(facets, { seriesId: null, seriesNumber: null });
    } else if (!ref) facets.newSeries = book.seriesName;
    else if (!current || current.seriesId !== ref.id) facets.seriesId = ref.id;
  }
  if (columns.has('seriesNumber') && book.seriesName !== null) {
    const number = book.seriesNumber ?? null;
    if (current ? current.seriesNumber !== number || facets.newSeries || facets.seriesId : number !== null) facets.seriesNumber = number;
  }
  return { facets: Object.keys(facets).length > 0 ? facets : undefined, publisher, missing };
}

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
  put('category', 'category', book.category ?? current.category);
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

/**
 * Which book a row is (by id, else by ISBN) and what importing it does. A row naming a category the catalogue lacks is
 * refused when `missingRefused` (the batch: the admin did not create it), else decided as if it existed (the preview).
 */
function decide(book: ImportedBook, columns: ReadonlySet<BookCsvColumn>, books: Found, urls: PublicUrls, ctx: FacetContext, missingRefused: boolean): Decision {
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
  const resolved = resolveFacets(book, columns, ctx, current);
  if (resolved.missing.length > 0 && missingRefused) return { kind: 'rejected', field: 'categories', message: IMPORT_MESSAGES.categoryNotCreated };
  const named = { ...book, publisher: resolved.publisher };
  // A category the admin is offered to create changes the book as any new category would.
  const facets = resolved.missing.length > 0 ? { ...resolved.facets, categoryIds: [] } : resolved.facets;
  if (!current) return { kind: 'create', values: toBookInsert(named, urls), facets };
  const values = changedValues(book.categoryNames ? { ...named, category: undefined } : named, columns, current, urls);
  // SPEC's category alone moves the book's categories as SPEC's client's edit does (CatalogueService.setSpecCategory).
  const spec = values.category !== undefined && !book.categoryNames && (BOOK_CATEGORIES as readonly string[]).includes(values.category) ? (values.category as BookCategory) : undefined;
  return Object.keys(values).length === 0 && !facets ? { kind: 'unchanged', current } : { kind: 'update', current, values, facets, spec };
}

const byLine = (a: BookImportIssue, b: BookImportIssue) => a.line - b.line;

export function toBookImport(row: BookImportView): BookImport {
  return {
    id: row.id,
    fileName: row.fileName,
    // A preview still being written (`checking`) is never read (the repository leaves it out).
    status: row.status as BookImport['status'],
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
    missingCategories: row.missingCategories,
  };
}

export interface BookImportsServiceOptions {
  db: Db;
  urls?: PublicUrls;
  /** Told after each batch that wrote books (the catalogue cache forgets its pages). */
  catalogueChanged?: () => void;
  /** Told, in the batch's transaction, of each book an import puts back on sale. */
  restock?: RestockNotices;
  /** Told, in the batch's transaction, of the books it added (the readers who asked for them hear of it, issue 34). */
  arrivals?: BookArrivals;
  /** Told after a batch changed a book's image (the covers module deletes an uploaded cover's files). */
  imageChanged?: (id: string, image: string) => Promise<void>;
  onError?: (error: unknown, importId: string) => void;
  now?: () => Date;
  /** BULK_BATCH_MS: how long one batch should hold the database. */
  batchMs?: number;
  /** The shop's currency: a file whose `currency` column names another is refused (issue 31). */
  shopCurrency?: () => Promise<Currency>;
  /** Categories, publishers and series (issue 34): the rows' names matched, added and written in each batch's transaction. */
  facets?: ImportFacetsPort;
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
  private chores: Promise<void> = Promise.resolve();
  private stopping = false;
  private readonly batchMs: number;

  private readonly db: Db;
  private readonly deps: Omit<BookImportsServiceOptions, 'db'>;

  constructor({ db, ...deps }: BookImportsServiceOptions) {
    this.db = db;
    this.deps = deps;
    this.urls = deps.urls ?? new PublicUrls();
    this.now = deps.now ?? (() => new Date());
    this.batchMs = deps.batchMs ?? DEFAULT_BATCH_MS;
  }

  /**
   * Checks a file row by row with Add Book's rules and the books it names; nothing in the catalogue changes. The check
   * lets the event loop turn every few milliseconds, and the valid rows are written in short batches: a 50,000-row file
   * never holds the server's thread or the database for long (issue 29).
   */
  async preview(file: Buffer | undefined, fileName: string, adminId: string): Promise<BookImport> {
    if (!file || file.length === 0) throw new ValidationError(IMPORT_MESSAGES.noFile, [{ path: 'file', message: IMPORT_MESSAGES.noFile }]);
    const { columns, records } = await readBookCsv(file, await this.deps.shopCurrency?.());
    const issues: BookImportIssue[] = [];
    const parsed: PendingRow[] = [];
    const seenIds = new Map<string, number>();
    const seenIsbns = new Map<string, number>();
    const yielder = new Yielder();
    for (const { line, cells } of records) {
      // Checking 50,000 rows takes seconds: other requests are answered in between.
      await yielder.maybe();
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
    const context = await this.facetContext(
      parsed.map((row) => row.book),
      named,
    );
    const columnSet = new Set(columns);
    const valid: PendingRow[] = [];
    const counts = { toCreate: 0, toUpdate: 0, unchanged: 0 };
    // The categories the file names that the shop lacks: the first spelling of each, and the rows naming it.
    const missing = new Map<string, { name: string; rows: number }>();
    for (const row of parsed) {
      await yielder.maybe();
      const decision = decide(row.book, columnSet, named, this.urls, context, false);
      if (decision.kind === 'rejected') {
        issues.push({ line: row.line, field: decision.field, message: decision.message });
        continue;
      }
      for (const name of row.book.categoryNames ?? []) {
        const key = catalogueNameKey(name);
        if (context.categories.has(key)) continue;
        const entry = missing.get(key) ?? { name, rows: 0 };
        entry.rows += 1;
        missing.set(key, entry);
      }
      valid.push(row);
      if (decision.kind === 'create') counts.toCreate += 1;
      else if (decision.kind === 'update') counts.toUpdate += 1;
      else counts.unchanged += 1;
    }
    const rejectedLines = new Set(issues.map((issue) => issue.line));
    const now = this.now();
    // Written as `checking` (nobody can read or start it) until its last row is in.
    const job = await this.repo.create(this.db, {
      createdBy: adminId,
      fileName: fileName.slice(0, 200) || 'books.csv',
      status: 'checking',
      rows: records.length,
      valid: valid.length,
      rejected: rejectedLines.size,
      ...counts,
      issues: issues.sort(byLine).slice(0, MAX_IMPORT_ISSUES),
      columns,
      missingCategories: [...missing.values()].slice(0, MAX_IMPORT_ISSUES),
      createdAt: now,
      updatedAt: now,
    });
    try {
      const sizer = new BatchSizer({ targetMs: this.batchMs, ...ROW_WRITE_BATCH });
      for (let at = 0; at < valid.length;) {
        await sizer.run(async (size) => {
          const rows = valid.slice(at, at + size);
          await this.repo.addRows(this.db, job.id, rows);
          at += rows.length;
          return { rows: rows.length };
        });
        await nextTurn();
      }
      await this.repo.progress(this.db, job.id, { status: 'previewed' }, now);
    } catch (error) {
      await this.drop(job.id).catch(() => undefined);
      throw error;
    }
    return toBookImport({ ...job, status: 'previewed' });
  }

  private async lookUp(rows: ImportedBook[], db: Executor = this.db, lock = false): Promise<Found> {
    const ids = [...new Set(rows.flatMap((book) => (book.id && isUuid(book.id) ? [book.id] : [])))];
    const isbns = [...new Set(rows.flatMap((book) => (book.isbn ? [book.isbn] : [])))];
    const books: BookRow[] = [];
    for (let at = 0; at < Math.max(ids.length, isbns.length); at += LOOKUP_BATCH) {
      books.push(...(await this.repo.booksNamed(db, ids.slice(at, at + LOOKUP_BATCH), isbns.slice(at, at + LOOKUP_BATCH), lock)));
      // Outside a transaction, the requests waiting for the database go first between two reads.
      if (!lock) await nextTurn();
    }
    return found(books);
  }

  /** What the rows' categories, publishers and series are in the catalogue, and the categories of the books they update. */
  private async facetContext(rows: readonly ImportedBook[], books: Found, db?: Executor): Promise<FacetContext> {
    const empty: FacetContext = { categories: new Map(), publishers: new Map(), series: new Map(), memberships: new Map() };
    const port = this.deps.facets;
    if (!port) return empty;
    const publisherKeys = [...new Set(rows.flatMap((book) => (book.publisher ? [catalogueNameKey(book.publisher)] : [])))];
    const seriesKeys = [...new Set(rows.flatMap((book) => (book.seriesName ? [catalogueNameKey(book.seriesName)] : [])))];
    const bookIds = [...books.byId.keys(), ...[...books.byIsbn.values()].map((book) => book.id)];
    const context: FacetContext = { ...empty, categories: await port.categoryIndex(db) };
    for (let at = 0; at < Math.max(publisherKeys.length, seriesKeys.length, bookIds.length); at += LOOKUP_BATCH) {
      for (const [key, ref] of await port.named('publishers', publisherKeys.slice(at, at + LOOKUP_BATCH), db)) context.publishers.set(key, ref);
      for (const [key, ref] of await port.named('series', seriesKeys.slice(at, at + LOOKUP_BATCH), db)) context.series.set(key, ref);
      for (const [id, ids] of await port.membershipsOf([...new Set(bookIds.slice(at, at + LOOKUP_BATCH))], db)) context.memberships.set(id, ids);
      if (!db) await nextTurn();
    }
    return context;
  }

  async get(id: string): Promise<BookImport> {
    const row = isUuid(id) ? await this.repo.find(this.db, id) : undefined;
    if (!row) throw new NotFoundError(IMPORT_MESSAGES.importNotFound);
    return toBookImport(row);
  }

  /** The newest imports, without their row reports. */
  async latest(limit = 10): Promise<Omit<BookImport, 'issues' | 'missingCategories'>[]> {
    return (await this.repo.latest(this.db, limit)).map((row: BookImportProgress) => {
      const { issues: _issues, missingCategories: _missing, ...listed } = toBookImport({ ...row, issues: [] });
      return listed;
    });
  }

  /** Starts a previewed import: it runs on in this process whether or not anyone watches it. */
  async start(actor: AuditActor, id: string, input: StartBookImportInput = {}): Promise<BookImport> {
    const job = isUuid(id) ? await this.repo.find(this.db, id) : undefined;
    if (!job) throw new NotFoundError(IMPORT_MESSAGES.importNotFound);
    // The missing categories the admin chose to create, each once; one the file does not lack is refused.
    const missing = new Set(job.missingCategories.map((entry) => catalogueNameKey(entry.name)));
    const wanted = new Map<string, { name: string; parentId: string | null }>();
    for (const [at, choice] of (input.createCategories ?? []).entries()) {
      const key = catalogueNameKey(choice.name);
      if (!missing.has(key) || !this.deps.facets) {
        throw new ValidationError(IMPORT_MESSAGES.notMissingCategory, [{ path: `createCategories.${at}.name`, message: IMPORT_MESSAGES.notMissingCategory }]);
      }
      if (!wanted.has(key)) wanted.set(key, { name: job.missingCategories.find((entry) => catalogueNameKey(entry.name) === key)!.name, parentId: choice.parentId ?? null });
    }
    const started = await this.db.transaction(async (tx) => {
      if (!(await this.repo.start(tx, id, actor, this.now()))) return false;
      // Created in the transaction that starts the import (audited as the admin's), so a refused start creates none.
      if (wanted.size > 0) await this.deps.facets!.createNamedCategories(tx, actor, [...wanted.values()]);
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

  /**
   * Drops what imports leave behind, a short batch at a time (once a minute, from the app's runner): previews never
   * started (or never finished being written) after a day, and the rows a failed import did not get to.
   */
  clearUp(): Promise<void> {
    const chore = this.chores.then(async () => {
      const before = new Date(this.now().getTime() - PREVIEW_KEPT_MS);
      for (const id of await this.repo.stalePreviews(this.db, before)) {
        if (this.stopping) return;
        await this.drop(id);
      }
      for (const id of await this.repo.endedWithRows(this.db)) {
        if (this.stopping) return;
        await this.dropRows(id);
      }
    });
    this.chores = chore.catch(() => undefined);
    return chore;
  }

  /** An import and its rows, the rows a batch at a time. */
  private async drop(id: string): Promise<void> {
    if (await this.dropRows(id)) await this.repo.delete(this.db, id);
  }

  /** An import's rows, a batch at a time; false when this process began stopping first. */
  private async dropRows(id: string): Promise<boolean> {
    const sizer = new BatchSizer({ targetMs: this.batchMs, ...ROW_WRITE_BATCH });
    for (;;) {
      if (this.stopping) return false;
      const { rows, limit } = await sizer.run(async (size) => ({ rows: await this.repo.dropRows(this.db, id, { limit: size }), limit: size }));
      if (rows < limit) return true;
      await nextTurn();
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.settled();
    await this.chores;
  }

  private async run(id: string): Promise<void> {
    try {
      const sizer = new BatchSizer({ targetMs: this.batchMs, ...IMPORT_BATCH_ROWS });
      for (;;) {
        if (this.stopping) return;
        const { more } = await sizer.run((size) => this.batch(id, size));
        if (!more) return;
        // The requests that waited for the database during the batch go first.
        await nextTurn();
      }
    } catch (error) {
      this.deps.onError?.(error, id);
      if (!this.stopping) {
        await this.repo.progress(this.db, id, { status: 'failed', error: IMPORT_MESSAGES.stopped, finishedAt: this.now() }, this.now()).catch(() => undefined);
        await this.dropRows(id).catch(() => undefined);
      }
    }
  }

  /**
   * The next batch of an import, at most `size` rows, in one transaction with its progress and its audit entry (what
   * this batch did, so an import that stops later is accounted for up to here); `more` is false when it has nothing left.
   */
  private async batch(id: string, size: number): Promise<{ rows: number; more: boolean }> {
    const images: { id: string; image: string }[] = [];
    const outcome = await this.db.transaction(async (tx) => {
      const job = await this.repo.lockForProgress(tx, id);
      if (!job || job.status !== 'importing') return { rows: 0, more: false, wrote: false };
      const now = this.now();
      // Only start() moves an import to importing, and it names who did.
      const actor = { id: job.startedBy!, name: job.startedByName!, email: job.startedByEmail! };
      const rows = (await this.repo.nextRows(tx, id, size)) as PendingRow[];
      if (rows.length === 0) {
        await this.repo.progress(tx, id, { status: 'done', finishedAt: now }, now);
        // The whole import's outcome, in the transaction that ends it (its batches each have their own entry).
        const details: AuditImportSummary = { fileName: job.fileName, importId: id, created: job.toCreate, updated: job.toUpdate, unchanged: job.unchanged, rejected: job.rejected };
        await recordAudit(tx, { actor, kind: 'books.imported', details });
        return { rows: 0, more: false, wrote: false };
      }
      const columns = new Set(job.columns as BookCsvColumn[]);
      const books = await this.lookUp(
        rows.map((row) => row.book),
        tx,
        true,
      );
      const context = await this.facetContext(
        rows.map((row) => row.book),
        books,
        tx,
      );
      const creates: BookInsert[] = [];
      const createdFacets: (RowFacets | undefined)[] = [];
      const updates: { values: Partial<BookInsert>; current: BookRow; facets?: RowFacets; spec?: BookCategory }[] = [];
      const issues: BookImportIssue[] = [];
      let unchanged = 0;
      for (const row of rows) {
        const decision = decide(row.book, columns, books, this.urls, context, true);
        // The preview let one row per id and ISBN through, so no two rows of a batch are the same book.
        if (decision.kind === 'create') {
          creates.push(decision.values);
          createdFacets.push(decision.facets);
        } else if (decision.kind === 'update') updates.push(decision);
        else if (decision.kind === 'unchanged') unchanged += 1;
        else issues.push({ line: row.line, field: decision.field, message: decision.message });
      }
      const created = await this.repo.insertBooks(tx, creates);
      const written = await this.repo.updateBooks(tx, updates, now);
      // Their categories, publisher and series, in this transaction: a series the catalogue lacks is added first (once).
      const port = this.deps.facets;
      const attached: { bookId: string; facets: PreparedFacets }[] = [];
      const addedSeries = new Map<string, string>();
      const withSeries = async ({ newSeries, ...facets }: RowFacets): Promise<PreparedFacets> => {
        if (!newSeries || !port) return facets;
        const key = catalogueNameKey(newSeries);
        if (!addedSeries.has(key)) addedSeries.set(key, await port.createNamedSeries(tx, actor, newSeries));
        return { ...facets, seriesId: addedSeries.get(key)! };
      };
      for (const [at, row] of created.entries()) if (createdFacets[at]) attached.push({ bookId: row.id, facets: await withSeries(createdFacets[at]) });
      const writtenIds = new Set(written.map((row) => row.id));
      const specMoves = new Map<BookCategory, string[]>();
      for (const update of updates) {
        if (!writtenIds.has(update.current.id)) continue;
        if (update.facets) attached.push({ bookId: update.current.id, facets: await withSeries(update.facets) });
        if (update.spec) specMoves.set(update.spec, [...(specMoves.get(update.spec) ?? []), update.current.id]);
      }
      if (port) {
        await port.attachAll(tx, attached);
        for (const [spec, ids] of specMoves) await port.setSpecCategory(tx, ids, spec);
      }
      await this.deps.arrivals?.booksAdded(tx, created);
      const before = new Map(updates.map((update) => [update.current.id, update.current]));
      for (const row of written) {
        const old = before.get(row.id)!;
        if (old.quantity === 0 && row.quantity > 0) await this.deps.restock?.bookRestocked(tx, row);
        if (old.image !== row.image) images.push({ id: row.id, image: row.image });
      }
      const lines = { first: rows[0]!.line, last: rows[rows.length - 1]!.line };
      await this.repo.dropRows(tx, id, { lastLine: lines.last });
      await this.repo.progress(
        tx,
        id,
        {
          processed: job.processed + rows.length,
          toCreate: job.toCreate + creates.length,
          toUpdate: job.toUpdate + written.length,
          unchanged: job.unchanged + unchanged,
          rejected: job.rejected + issues.length,
          // The report is read only when this batch adds to it (up to 1,000 issues are not rewritten every batch).
          ...(issues.length > 0 ? { issues: [...(await this.repo.issues(tx, id)), ...issues].slice(0, MAX_IMPORT_ISSUES) } : {}),
        },
        now,
      );
      if (creates.length + written.length > 0) {
        const details: AuditImportSummary = { fileName: job.fileName, importId: id, lines, created: creates.length, updated: written.length, unchanged, rejected: issues.length };
        await recordAudit(tx, { actor, kind: 'books.imported', details });
      }
      return { rows: rows.length, more: true, wrote: creates.length + written.length > 0 };
    });
    if (outcome.wrote) this.deps.catalogueChanged?.();
    for (const { id: bookId, image } of images) void this.deps.imageChanged?.(bookId, image).catch(() => undefined);
    return { rows: outcome.rows, more: outcome.more };
  }
}
