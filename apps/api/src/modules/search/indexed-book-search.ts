/**
 * Search answered from the in-process index (book-index.ts, docs/decisions/028 and 033): the search port's one ranker.
 * The database is asked whether any book changed since the index last looked; the page's ids go back to the caller, and
 * the rows a list shows of them come from memory (list-row-cache.ts, loaded with the index and kept exact by its looks)
 * or are read by id. The stored keys (key-vocabulary.ts) are held beside the index, so a typo is corrected without
 * asking the database.
 *
 * - **Loading.** `start()` reads every listed book in batches, off the request path; until it is done PostgreSQL's
 *   plain match on the stored keys answers (plain-search.ts: no relevance tiers, no typo correction). Once loaded the index gives every order (issue 29: a flood of searches
 *   sorted by name, rating or best-selling, ranked by the database, held the embedded database's one connection).
 * - **Fresh before every answer.** Every search first waits for a look at the books whose searchable content changed
 *   (`index_xid`, migration 0023) that began after the search arrived: whatever wrote them (this process, another
 *   server, SQL by hand), a search never misses a write committed before it arrived. Concurrent searches share one look.
 * - **Rows leaving the table** (seed --reset) raise `book_index_epoch`, and a look that finds LOOK_LIMIT changed books
 *   stops there: either way the index loads afresh, the database answering meanwhile.
 */
import { sql } from 'drizzle-orm';
import { type Db, runNamed } from '../../db/client';
import type { IndexedBook } from './book-index';
import type { BookListRow } from '../../lib/book-list-item';
import { ListRowCache } from './list-row-cache';
import type { PlainSearch } from './plain-search';
import type { AuthorMatch, SearchHealth, SearchOrder, SearchPage, SearchPort, SearchRequest, Suggested } from './search-port';
import { type IndexChange, type IndexStats, inlineIndexHost, type SearchIndexHost, WorkerIndexHost } from './search-index-host';

/** A load that failed (the database was down) is tried again by the first search this long after. */
const RETRY_LOAD_MS = 30_000;

/** Dead entries (changed books' old ordinals) tolerated beyond the number of books before a background rebuild. */
const REBUILD_SLACK = 50_000;

/** A look that finds this many changed books loads the index afresh instead (the database answers meanwhile). */
const LOOK_LIMIT = 10_000;

/** Books read per statement while loading. */
const LOAD_BATCH = 10_000;

export type SearchIndexState = 'loading' | 'ready' | 'failed';

/** One book as the load and the refresh read it: a JSON array, in the order of `ROW`. */
type RawBook = [
  id: string,
  keys: string[] | null,
  forms: string[] | null,
  title: string,
  author: string,
  altTitle: string,
  altAuthor: string,
  category: string,
  priceCents: number,
  inStock: boolean,
  language: 'bn' | 'en',
  createdAt: number,
  xid: string,
  archived: boolean,
  image: string,
  quantity: number,
  description: string,
  ratingCount: number,
  ratingAverage: number | null,
  listPriceCents: number | null,
  publisher: string,
  isbn: string,
  pages: number | null,
  yearPublished: number | null,
  authorSlug: string,
  titleLower: string,
  authorLower: string,
  copies: number | null,
  /** While a scheduled sale sets the price: its end, as JSON writes a timestamptz. */
  saleEndsAt: string | null,
  /** Its categories with their ancestors, its publisher, its series (issue 34). */
  categoryIds: string[] | null,
  publisherId: string | null,
  seriesId: string | null,
  seriesNumber: number | null,
];

/**
 * One book (`books` row as `row`) as RawBook, with the copies sold (book_sales: a change of them is noted in
 * book_stock_changes, migration 0026) and the title and author as the database lower-cases them (the name orders).
 */
const rowText = (row: string) => `json_build_array(${row}.id, ${row}.search_keys, ${row}.search_title_forms, ${row}.title, ${row}.author,
  ${row}.alt_title, ${row}.alt_author, ${row}.category, ${row}.price_cents, ${row}.quantity > 0, ${row}.language,
  extract(epoch from ${row}.created_at) * 1000000, coalesce(${row}.index_xid::text, ''), ${row}.archived_at is not null, ${row}.image,
  ${row}.quantity, ${row}.description, ${row}.rating_count, ${row}.rating_average, ${row}.list_price_cents, ${row}.publisher, ${row}.isbn,
  ${row}.pages, ${row}.year_published, ${row}.author_slug, lower(${row}.title), lower(${row}.author),
  (select s.copies from book_sales s where s.book_id = ${row}.id), ${row}.sale_ends_at, ${row}.category_ids, ${row}.publisher_id, ${row}.series_id,
  ${row}.series_number)`;

/** One batch of the vocabulary's load: the stored keys after $1 (its primary key), at most $2. */
export const VOCABULARY_BATCH_STATEMENT = `select coalesce(json_agg(key order by key), '[]'::json) as keys
  from (select key from search_key_vocabulary where key > $1 order by key limit $2) as v`;

/** Keys read per statement while loading the vocabulary. */
const VOCABULARY_BATCH = 50_000;

/**
 * One batch of the load: the listed books after the one added at $1 (microseconds since 1970; null for the first batch)
 * with id $2, newest first (books_created_idx), at most $3. The index numbers the books in this order, so the newest of
 * a large set of matches are found by reading the numbers up from 0 (BookIndex.newestPrefix).
 */
export const LOAD_BATCH_STATEMENT = `select coalesce(json_agg(${rowText('b')} order by created_at desc, id desc), '[]'::json) as books
  from (select * from books where archived_at is null
    and (created_at, id) < (case when $1::bigint is null then 'infinity'::timestamptz else 'epoch'::timestamptz + $1::bigint * interval '1 microsecond' end, $2::uuid)
    order by created_at desc, id desc limit $3) as b`;

/**
 * The books changed by transactions from $1 on (books_index_xid_idx), at most $2, and the quantities and copies sold of
 * the books whose stock or sales such transactions changed (book_stock_changes_xid_idx, migrations 0025-0026), at most
 * $2, with the oldest transaction still running now (the next look's $1) and the epoch: one statement, one snapshot.
 * Asked before searches (see `fresh`).
 */
export const CHANGES = `select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
  (select n::text from book_index_epoch where id = 1) as epoch,
  (select coalesce(json_agg(c.book), '[]'::json)
     from (select ${rowText('books')} as book from books where index_xid >= $1::text::xid8 limit $2) as c) as books,
  (select coalesce(json_agg(json_build_array(s.book_id, b.quantity, coalesce(bs.copies, 0))), '[]'::json)
     from (select book_id from book_stock_changes where xid >= $1::text::xid8 limit $2) as s
     left join books b on b.id = s.book_id left join book_sales bs on bs.book_id = s.book_id) as stock`;

/** A json column as the driver gives it: parsed already, or still as text. */
function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The row a search page shows of the book (what PlainSearch.rowsOf reads). */
function toListRow(raw: RawBook): BookListRow {
  const [
    id,
    ,
    ,
    title,
    author,
    altTitle,
    altAuthor,
    category,
    priceCents,
    ,
    language,
    ,
    ,
    ,
    image,
    quantity,
    description,
    ratingCount,
    ratingAverage,
    listPriceCents,
    publisher,
    isbn,
    pages,
    yearPublished,
    authorSlug,
  ] = raw;
  const saleEndsAt = raw[28];
  return {
    id,
    title,
    author,
    altTitle,
    altAuthor,
    category,
    priceCents,
    quantity,
    image,
    description,
    language,
    ratingCount,
    ratingAverage,
    listPriceCents,
    publisher,
    isbn,
    pages,
    yearPublished,
    authorSlug,
    saleEndsAt: saleEndsAt ? new Date(saleEndsAt) : null,
    seriesNumber: raw[32] ?? null,
  };
}

function toIndexed(raw: RawBook): IndexedBook {
  const [id, keys, forms, title, author, altTitle, altAuthor, category, priceCents, inStock, language, createdAt, xid, , image, quantity, , ratingCount, ratingAverage] = raw;
  const [titleLower, authorLower, copies] = [raw[25], raw[26], raw[27]];
  return {
    id,
    searchKeys: keys ?? [],
    searchTitleForms: forms ?? [],
    title,
    author,
    altTitle,
    altAuthor,
    category,
    priceCents,
    inStock,
    language,
    createdAt,
    xid,
    image,
    quantity,
    ratingCount,
    ratingAverage,
    copies: copies ?? 0,
    ...(raw[29]?.length ? { categoryIds: raw[29] } : {}),
    ...(raw[30] ? { publisherId: raw[30] } : {}),
    ...(raw[31] ? { seriesId: raw[31] } : {}),
    // Only where the database lower-cases otherwise than the index would (rare): nothing more to hand to the index's thread.
    ...(titleLower !== title.toLowerCase() ? { titleLower } : {}),
    ...(authorLower !== author.toLowerCase() ? { authorLower } : {}),
  };
}

/** Where the index runs: a worker thread of its own (the default), or the server's own thread. */
export type SearchIndexThread = 'worker' | 'inline';

export class IndexedBookSearch implements SearchPort {
  /**
   * The index and the stored keys (search_key_vocabulary) it corrects typos from, where they run (search-index-host.ts):
   * a new one once a worker has stopped.
   */
  private host?: SearchIndexHost;
  /** The loads put in place so far: a look's changes go to the index it began with (SearchIndexCore.apply). */
  private generation = 0;
  private stats: IndexStats = { size: 0, ordinals: 0 };
  /** The rows search pages show, loaded with the index and kept exact by the looks. */
  private rows: ListRowCache;
  private status: SearchIndexState = 'loading';
  private watermark = '0';
  private epoch = '';
  private loading?: Promise<void>;
  private stopped = false;
  private failedAt = 0;
  /** Looks at the changed books begun so far, and the one under way with its number. */
  private looksBegun = 0;
  private look?: { number: number; generation: number; done: Promise<void> };

  constructor(
    /** The catalogue's time-limited connections: every statement a search waits for. */
    private readonly reads: Db,
    /** What answers while the index cannot (PostgreSQL's plain match on the stored keys), and reads rows by id. */
    private readonly database: PlainSearch,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly options: {
      /** Where the load reads the whole catalogue: a background job, not held to a request's time limit (default `reads`). */
      loads?: Db;
      /** Dead entries tolerated before a background rebuild (default: as many as there are books, plus REBUILD_SLACK). */
      deadLimit?: number;
      /** Changed books a look takes before it loads afresh instead (default LOOK_LIMIT). */
      lookLimit?: number;
      /** Books read per statement while loading (default LOAD_BATCH). */
      loadBatch?: number;
      /** What the rows search pages show may take in memory (SEARCH_ROW_CACHE_MB; default LIST_ROW_CACHE_BYTES). */
      rowCacheBytes?: number;
      /** Where the index runs (default: a worker thread). */
      thread?: SearchIndexThread;
      /** Makes the host the index runs in, told when it stops (default: as `thread` says). A new one after a worker stops. */
      host?: (onLost: (error: Error) => void) => SearchIndexHost;
    } = {},
  ) {
    this.rows = this.newRows();
  }

  private newRows(): ListRowCache {
    return new ListRowCache((ids) => this.database.rowsOf(ids), this.options.rowCacheBytes);
  }

  private get lookLimit(): number {
    return this.options.lookLimit ?? LOOK_LIMIT;
  }

  /** Entries in the index, dead ones (changed books' old entries) included. */
  get entries(): number {
    return this.stats.ordinals;
  }

  /** Resolves when a load or rebuild under way has finished. */
  async settled(): Promise<void> {
    await this.loading;
  }

  get state(): SearchIndexState {
    return this.status;
  }

  health(): SearchHealth {
    return this.status === 'ready' ? 'index' : this.status === 'loading' ? 'loading' : 'database';
  }

  /** Listed books in the index (0 while loading). */
  get size(): number {
    return this.stats.size;
  }

  /** Loads the index; resolves when it answers searches (or has failed, the database answering them instead). */
  start(rebuild = false): Promise<void> {
    if (this.status === 'ready' && !rebuild) return Promise.resolve();
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** Stops loading and ends the index's worker thread. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.host?.close();
  }

  list(request: SearchRequest, order: SearchOrder, limit: number, offset: number): Promise<SearchPage> {
    return this.answer(
      (host) => host.list(request, order, limit, offset),
      () => this.database.list(request, order, limit, offset),
    );
  }

  /**
   * The rows a list shows of `ids`, in their order: from memory (loaded with the index, replaced by its looks), the
   * others read by id. The same row object for a book until it changes, so what is built from it can be kept with it.
   */
  rowsOf(ids: readonly string[]): Promise<BookListRow[]> {
    return this.rows.rowsOf(ids);
  }

  /** Answered from memory once fresh: a suggestion shows only what the index holds (migration 0024 added the cover). */
  suggest(q: string, limits: { books: number; authors: number }): Promise<Suggested> {
    return this.answer(
      (host) => host.suggest(q, limits),
      () => this.database.suggest(q, limits),
    );
  }

  authors(q: string, limit: number): Promise<AuthorMatch[]> {
    return this.answer(
      (host) => host.authors(q, limit),
      () => this.database.authors(q, limit),
    );
  }

  /** From the index once it is fresh; from the database while it cannot answer, or if its worker stops under the call. */
  private async answer<T>(fromIndex: (host: SearchIndexHost) => Promise<T>, fromDatabase: () => Promise<T>): Promise<T> {
    if (!(await this.fresh())) return fromDatabase();
    const host = this.host!;
    try {
      return await fromIndex(host);
    } catch (error) {
      if (host.alive) throw error;
      return fromDatabase();
    }
  }

  /** The host the index runs in: a new one (empty) when there is none or its worker has stopped. */
  private liveHost(): SearchIndexHost {
    if (this.host?.alive) return this.host;
    const onLost = (error: Error) => {
      // Searches go to the database until a new worker has loaded (tried by the first search RETRY_LOAD_MS on).
      this.status = 'failed';
      this.failedAt = Date.now();
      this.onError(error);
    };
    this.host = this.options.host ? this.options.host(onLost) : this.options.thread === 'inline' ? inlineIndexHost() : new WorkerIndexHost(onLost);
    return this.host;
  }

  /**
   * Brings the index up to date with every write committed before this call, through a look begun after it (shared with
   * the searches that arrive while it is under way). False while the index cannot answer (loading, failed).
   */
  private async fresh(): Promise<boolean> {
    if (this.status === 'failed' && Date.now() - this.failedAt >= RETRY_LOAD_MS) void this.start();
    if (this.status !== 'ready') return false;
    const arrivedAfter = this.looksBegun;
    for (;;) {
      const look = this.look;
      if (look) {
        await look.done;
        // A look that began with an index a load has replaced since did not bring the new one up to date: another does.
        if (look.number > arrivedAfter && look.generation === this.generation) return this.status === 'ready';
        continue;
      }
      const number = (this.looksBegun += 1);
      const done = this.lookAtChanges().finally(() => {
        if (this.look?.number === number) this.look = undefined;
      });
      this.look = { number, generation: this.generation, done };
    }
  }

  /** Reads the books changed since the last look (by any transaction that had not ended by then) into the index. */
  private async lookAtChanges(): Promise<void> {
    const generation = this.generation;
    const host = this.host!;
    const rows = this.rows;
    // Stock notes of books no longer in the table come with no quantity (counted, so that the limit is seen; else skipped).
    const [row] = await runNamed<{ xmin: string; epoch: string; books: RawBook[] | string; stock: [string, number | null, number][] | string }>(this.reads, 'search_index_changes', CHANGES, [
      this.watermark,
      this.lookLimit,
    ]);
    const changed = fromJson(row.books);
    const stock = fromJson(row.stock);
    if (row.epoch !== this.epoch || changed.length >= this.lookLimit || stock.length >= this.lookLimit) {
      // Books left the table (what the index holds of them cannot be re-read), or so many changed at once (a large
      // import, a seed into a running shop) that loading afresh is cheaper, or more stock and sales changed than one look
      // reads (the copies the index orders by could not all be brought up to date): the database answers meanwhile.
      if (this.generation === generation) {
        this.status = 'loading';
        void this.start();
      }
      return;
    }
    // Applied to the index the look began with (the host skips them if a rebuild put another in place meanwhile: that
    // one gets them from the next look), and handed over before any search that waits for this look is asked.
    const changes: IndexChange[] = [];
    for (const raw of changed) {
      if (raw[13]) {
        changes.push({ removed: raw[0], keys: raw[1] ?? [] });
        rows.removed(raw[0]);
      } else {
        changes.push({ book: toIndexed(raw) });
        rows.changed(toListRow(raw));
      }
    }
    // Stock and sales after the books (the same snapshot): a book's copies are set on the entry the look has just put.
    const noted = stock.filter((note): note is [string, number, number] => note[1] !== null);
    for (const [id, quantity, copies] of noted) changes.push({ stock: id, quantity, copies });
    const applied = changes.length > 0 ? host.apply(generation, changes) : undefined;
    rows.stock(noted.map(([id, quantity]) => [id, quantity] as const));
    // A worker that stopped meanwhile has failed the hand-over: the searches waiting go to the database (status failed).
    const stats = await applied?.catch((error: unknown) => {
      if (host.alive) throw error;
      return undefined;
    });
    // A rebuild put in place meanwhile: its own watermark (older) stands, so the next look reads what it may have missed.
    if (this.generation !== generation || !stats) return;
    this.stats = stats;
    this.watermark = row.xmin;
    // Every change leaves a dead entry behind: rebuild in the background once they outnumber the books (searches go on).
    if (stats.ordinals - stats.size > (this.options.deadLimit ?? stats.size + REBUILD_SLACK)) void this.start(true);
  }

  /** Reads every listed book into a new index; a rebuild (status ready) keeps answering from the old one meanwhile. */
  private async load(): Promise<void> {
    if (this.status !== 'ready') this.status = 'loading';
    try {
      const { rows } = (await (this.options.loads ?? this.reads).execute(
        sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, (select n::text from book_index_epoch where id = 1) as epoch`,
      )) as unknown as { rows: { xmin: string; epoch: string }[] };
      const host = this.liveHost();
      const listRows = this.newRows();
      // The host builds the next index from each batch while the next one is read (one batch handed over at a time).
      let handedOver: Promise<unknown> = Promise.resolve();
      const handOver = async (next: () => Promise<unknown>) => {
        await handedOver;
        handedOver = next();
        // Awaited before the next hand-over or at the end; a failure meanwhile is not left unhandled.
        handedOver.catch(() => {});
      };
      await handOver(() => host.beginLoad());
      for (let after = ''; ;) {
        if (this.stopped) return;
        const batch = await runNamed<{ keys: string[] | string }>(this.options.loads ?? this.reads, 'search_vocabulary_load', VOCABULARY_BATCH_STATEMENT, [after, VOCABULARY_BATCH]);
        const keys = fromJson(batch[0]!.keys);
        await handOver(() => host.loadKeys(keys));
        if (keys.length < VOCABULARY_BATCH) break;
        after = keys[keys.length - 1]!;
      }
      const batchSize = this.options.loadBatch ?? LOAD_BATCH;
      let after: [createdAt: string | null, id: string] = [null, 'ffffffff-ffff-ffff-ffff-ffffffffffff'];
      for (;;) {
        if (this.stopped) return;
        const batch = await runNamed<{ books: RawBook[] | string }>(this.options.loads ?? this.reads, 'search_index_load', LOAD_BATCH_STATEMENT, [...after, batchSize]);
        const books = fromJson(batch[0]!.books);
        await handOver(() => host.loadBooks(books.map(toIndexed)));
        for (const raw of books) listRows.offer(toListRow(raw));
        if (books.length < batchSize) break;
        const last = books[books.length - 1]!;
        after = [String(last[11]), last[0]];
      }
      await handedOver;
      // Put in place with the rows and the watermark at once: a look begun from here on applies to the new index, and
      // reads from the load's snapshot on (read at or after the watermark's: whatever changed since, stock included).
      const generation = this.generation + 1;
      const finished = host.finishLoad(generation);
      this.generation = generation;
      this.rows = listRows;
      this.watermark = rows[0]!.xmin;
      this.epoch = rows[0]!.epoch;
      this.stats = await finished;
      this.status = 'ready';
    } catch (error) {
      // A failed rebuild leaves the index it was to replace answering.
      if (this.status !== 'ready') {
        this.status = 'failed';
        this.failedAt = Date.now();
      }
      this.onError(error);
    }
  }
}
