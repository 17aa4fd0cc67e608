import {
  BOOK_CATEGORIES,
  BOOK_CATEGORY_LABELS,
  BOOKS_UNPAGED_CAP,
  type BookCategory,
  type BookDetail,
  type BookListItem,
  type BookSuggestion,
  SUGGESTED_AUTHORS,
  SUGGESTED_BOOKS,
  type SearchVerdict,
  type Suggestions,
  DEFAULT_BOOK_PAGE_SIZE,
  fromCents,
  isUuid,
  OWN_COVER_PREFIX,
  otherScriptIssues,
  toCents,
  AUTHOR_PAGE_BOOKS,
  type AuthorPage,
  BULK_SEARCH_MAX,
} from '@boipoka/shared';
import type { bookListQuery, bulkBookActionInput, createBookInput, updateBookInput } from '@boipoka/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Db } from '../../db/client';
import type { BookRow, books } from '../../db/schema';
import { ConflictError, NotFoundError, pgErrorCode, ValidationError } from '../../lib/errors';
import { BatchSizer, nextTurn } from '../../lib/paced-work';
import { PublicUrls } from '../../lib/public-url';
import { toBookListItem } from '../../lib/book-list-item';
import { searchableRuns, type SearchPort, type SuggestedBook } from '../search';
import { type BookFilter, type BookListRow, type BookOrder, BooksRepository } from './books-repository';
import type { CatalogueCache } from './catalogue-cache';
import { renderCoverSvg } from './cover-svg';
import type { RestockNotices } from '../notifications';
import { type AuditActor, changedFields, recordAudit } from '../audit';
import type { BookFacetsPort } from '../catalogue';

export { toBookListItem };

/** A suggestion as you type: a list item without what a suggestion does not show. */
export function toBookSuggestion(book: SuggestedBook, urls = new PublicUrls()): BookSuggestion {
  return {
    _id: book.id,
    title: book.title,
    author: book.author,
    altTitle: book.altTitle,
    altAuthor: book.altAuthor,
    price: fromCents(book.priceCents),
    image: urls.image(book.image),
    inStock: book.inStock,
  };
}

export function toBook(row: BookRow, urls = new PublicUrls()): BookDetail {
  return { ...toBookListItem(row, urls), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A page of the catalogue, its exact total, and with a search (`q`) how it matched (decision 049). */
export interface BookListPage {
  books: BookListItem[];
  total: number;
  search?: SearchVerdict;
}

/** A search that finds nothing, and guesses nothing. */
const NO_MATCH: SearchVerdict = { match: 'none', didYouMean: [] };

/** A new book's stored values, as Add Book and the CSV import write them; without a language it is derived from the texts by insertBooks. */
export function toBookInsert(input: z.output<typeof createBookInput>, urls: PublicUrls): typeof books.$inferInsert {
  return {
    title: input.title,
    author: input.author,
    altTitle: input.altTitle,
    altAuthor: input.altAuthor,
    // Written by the catalogue's facets in the same transaction when only categories are given (issue 34).
    category: input.category ?? '',
    priceCents: toCents(input.price),
    quantity: input.quantity,
    description: input.description,
    image: urls.storedImage(input.image ?? ''),
    language: input.language,
    listPriceCents: input.listPrice === null ? null : toCents(input.listPrice),
    publisher: input.publisher,
    isbn: input.isbn,
    pages: input.pages,
    yearPublished: input.yearPublished,
  };
}

export const coverUrl = (id: string) => `${OWN_COVER_PREFIX}${id}.svg`;

const BOOK_NOT_FOUND = 'Book not found';

/** The fields of a book an edit's audit entry compares, as the API answers them (money in dollars). */
export const AUDITED_BOOK_FIELDS = [
  'title',
  'altTitle',
  'author',
  'altAuthor',
  'category',
  'language',
  'price',
  'listPrice',
  'quantity',
  'isbn',
  'publisher',
  'pages',
  'yearPublished',
  'image',
  'description',
] as const;

/** What the audit log says a book is: its id and its title at the time. */
const bookTarget = (row: Pick<BookRow, 'id' | 'title'>) => ({ type: 'book' as const, id: row.id, label: row.title });

/** How an edit is recorded: an edit of Edit Book, or a cover replaced or removed through the covers module. */
export type BookEditKind = 'book.updated' | 'book.cover_replaced' | 'book.cover_removed';
const AUTHOR_NOT_FOUND = 'Author not found';
const ISBN_TAKEN = 'Another book already has this ISBN';

/** The unique ISBN index refused the write (the only unique key of books besides its random id): a conflict on `isbn`, not a 500. */
function rethrowIsbnTaken(error: unknown): never {
  if (pgErrorCode(error) === '23505') throw new ConflictError(ISBN_TAKEN, [{ path: 'isbn', message: ISBN_TAKEN }]);
  throw error;
}

/** How many authors the filter panel lists: the most prolific without a search, the best matches with one. */
const AUTHORS_LISTED = 50;

export type BookListQuery = z.output<typeof bookListQuery>;

/** Thrown when a read outlives its limit: SQLSTATE 57014 (query_canceled), the code PostgreSQL's statement_timeout gives. */
class ReadTimeLimitError extends Error {
  readonly code = '57014';
}

function withTimeLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  if (ms <= 0) return work;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadTimeLimitError(`catalogue read took longer than ${ms} ms`)), ms);
  });
  // The statement itself runs on (it cannot be interrupted); its late answer is dropped.
  work.catch(() => {});
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** A list query with its paging settled: both given, or neither (the whole list up to BOOKS_UNPAGED_CAP). */
export type ResolvedBookListQuery = BookListQuery & { page: number; limit: number };

export function resolvePaging(query: BookListQuery): ResolvedBookListQuery {
  const paged = query.page !== undefined || query.limit !== undefined;
  return { ...query, page: query.page ?? 1, limit: query.limit ?? (paged ? DEFAULT_BOOK_PAGE_SIZE : BOOKS_UNPAGED_CAP) };
}

/** The category a search names exactly (its name or label, any case and spacing), if it names one. */
export function categoryNamed(q: string): BookCategory | undefined {
  const squashed = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');
  const asked = squashed(q);
  if (asked === '') return undefined;
  return BOOK_CATEGORIES.find((c) => squashed(c) === asked || squashed(BOOK_CATEGORY_LABELS[c]) === asked);
}

const TOO_MANY_FOR_BULK = 'The search finds more than 10,000 books; narrow it down';
/** The catalogue's own answer for an unknown category (a shop without the catalogue module knows none). */
const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found';
/** Books per transaction of a bulk action, sized to BULK_BATCH_MS within these bounds (lib/paced-work.ts). */
const BULK_BATCH_ROWS = { min: 10, start: 100, max: 1_000 } as const;
/** Books a bulk action's search reads per page. */
const BULK_SEARCH_PAGE = 500;

/** Books read per batch by the CSV export. */
const EXPORT_BATCH_SIZE = 1000;

/** A book as the export writes it: with its categories, series and number (issue 34). */
export type ExportedBook = Omit<BookDetail, 'seriesNumber'> & { categorySlugs: string[]; seriesSlug: string; seriesNumber: number | null };

export interface BooksServiceOptions {
  db: Db;
  /** Where the catalogue's reads run (time-limited statements); the writes use `db`. */
  reads?: Db;
  /** Without a cache every read goes to the database (tools and tests that need no cache). */
  cache?: CatalogueCache;
  urls?: PublicUrls;
  /**
   * A time limit kept here rather than by the database (0 = none): the embedded database cannot cancel a statement, so
   * the caller stops waiting for it instead, with the same 503 as PostgreSQL's statement_timeout.
   */
  readTimeLimitMs?: number;
  /** The search module's port: every list with a `q`, suggestions, and the authors a query names. */
  search: SearchPort;
  /** Told, inside the edit's transaction, when an admin's edit puts a sold-out book back on sale (the wishlist's readers hear of it). */
  restock?: RestockNotices;
  /** The scheduled sales (decision 043): asked to price a book after its create or an admin's edit (app.ts wires the sales module). */
  salePricing?: SalePricing;
  /** Told, inside the transaction that added a book, so the readers who asked for it hear of it (the book requests, issue 34). */
  arrivals?: BookArrivals;
  /** Categories, publishers and series (issue 34): a book's facets on its writes and its page, and the lists' filters by slug. */
  facets?: BookFacetsPort;
}

/** A new book as the book requests match it: its titles and authors in both scripts. */
export type NewBookForArrivals = Pick<BookRow, 'id' | 'title' | 'author' | 'altTitle' | 'altAuthor'>;

/** What the catalogue tells, inside the transaction that added books (Add Book, the CSV import): the book requests module listens. */
export interface BookArrivals {
  booksAdded(tx: Executor, books: readonly NewBookForArrivals[]): Promise<void>;
}

/** The sales' port as the books module uses it: make these books' stored prices what they sell for now. */
export interface SalePricing {
  reconcile(bookIds: readonly string[]): Promise<{ changed: number }>;
}

type StoredPrices = Pick<BookRow, 'priceCents' | 'listPriceCents' | 'saleId' | 'regularPriceCents' | 'regularListPriceCents'>;

/** A book as its regular prices show it: on a scheduled sale, the prices the sale replaced (an edit and its audit speak of those). */
function regularView<T extends StoredPrices>(row: T): T {
  return row.saleId ? { ...row, priceCents: row.regularPriceCents!, listPriceCents: row.regularListPriceCents } : row;
}

/**
 * An edit of a book on sale: a price or list price as the book shows now (the edit form sends them back untouched) is no
 * edit; one that differs is the new regular price (decision 043).
 */
function pricesEdited(input: z.output<typeof updateBookInput>, stored: StoredPrices | undefined): z.output<typeof updateBookInput> {
  if (!stored?.saleId) return input;
  const { price, listPrice, ...rest } = input;
  const priceEdited = price !== undefined && toCents(price) !== stored.priceCents;
  const listEdited = listPrice !== undefined && (listPrice === null ? null : toCents(listPrice)) !== stored.listPriceCents;
  return { ...rest, ...(priceEdited ? { price } : {}), ...(listEdited ? { listPrice } : {}) } as z.output<typeof updateBookInput>;
}

export class BooksService {
  private readonly repo: BooksRepository;
  private readonly search: SearchPort;
  private readonly cache?: CatalogueCache;
  private readonly urls: PublicUrls;
  private readonly readTimeLimitMs: number;
  private readonly restock?: RestockNotices;
  private readonly salePricing?: SalePricing;
  private readonly arrivals?: BookArrivals;
  private readonly facets?: BookFacetsPort;
  /**
   * The list item of each row object, kept while the row is: the search index hands out the same row object for a book
   * until the book changes, so its item (and that item's JSON, lib/memoized-json.ts) is built once.
   */
  private readonly listItems = new WeakMap<BookListRow, BookListItem>();
  /** Told after an edit sets a book's image (the covers module deletes the files of an uploaded cover left behind). */
  onImageChanged?: (id: string, image: string) => Promise<void>;
  /** BULK_BATCH_MS: how long one batch of a bulk action should hold the database (the app sets it from its config). */
  bulkBatchMs = 100;
  constructor(options: BooksServiceOptions) {
    this.repo = new BooksRepository(options.db, options.reads ?? options.db);
    this.search = options.search;
    this.cache = options.cache;
    this.urls = options.urls ?? new PublicUrls();
    this.readTimeLimitMs = options.readTimeLimitMs ?? 0;
    this.restock = options.restock;
    this.salePricing = options.salePricing;
    this.arrivals = options.arrivals;
    this.facets = options.facets;
  }

  /** The bytes serialised for a cached answer (lib/memoized-json.ts) count against the cache's budget with it. */
  readonly answerKept = (answer: object, bytes: number): void => this.cache?.kept(answer, bytes);

  private cached<T>(key: string, load: () => Promise<T>, bookIdsOf: (value: T) => readonly string[], orderedByStock = false): Promise<T> {
    const limited = () => withTimeLimit(load(), this.readTimeLimitMs);
    if (!this.cache) return limited();
    return this.cache.read(key, limited, (value) => ({ bookIds: bookIdsOf(value), orderedByStock }));
  }

  /**
   * The page and its exact total; served from memory until one of its books or the catalogue changes. A search of no
   * letter or digit (emoji, punctuation) can use no index and can match no word: it finds nothing, at once.
   */
  list(query: ResolvedBookListQuery): Promise<BookListPage> {
    // Nothing to keep: and kept, endless made-up searches of this kind would push the shoppers' pages out of the cache.
    if (query.q && searchableRuns(query.q).length === 0) return Promise.resolve({ books: [], total: 0, search: NO_MATCH });
    return this.cached(
      `list:${JSON.stringify(query)}`,
      () => this.listFromDatabase(query),
      (page) => [...page.books.map((book) => book._id), ...(page.search?.didYouMean.map((book) => book._id) ?? [])],
      // In stock only: a book selling out (or restocked) changes which books the answer holds; best-selling: every
      // order or cancellation (each changes stock too) can change the order of the books.
      query.sortBy === 'quantity' || query.inStock === true || (query.sort === 'bestselling' && !query.sortBy),
    );
  }

  /** The settings' currency change: every price converted in the caller's transaction (see BooksRepository.repriceAll). */
  repriceAll(tx: Executor, rate: number, rounding: 'none' | 'whole' | 'ten'): Promise<number> {
    return this.repo.repriceAll(tx, rate, rounding);
  }

  /**
   * Book Management's bulk action: on the chosen books, or on every book its search finds (at most BULK_SEARCH_MAX, else
   * a 400 asking for a narrower search). Unknown and archived ids are skipped; the answer counts the books changed.
   * A move names SPEC's category (the books keep their other categories) or a category of the tree (`categoryId`, which
   * becomes each book's only category; an unknown or archived one is a 400 before anything changes).
   * Thousands of books are changed in batches sized to hold the database for about BULK_BATCH_MS each (issue 29, decision
   * 029), each one transaction with its audit entry (which of the action's books it covered), the shop's other requests
   * answered in between; a batch that fails leaves the ones before it done and recorded.
   */
  async bulk(actor: AuditActor, input: z.output<typeof bulkBookActionInput>, now = new Date()): Promise<{ updated: number }> {
    const moveTo = input.action === 'category' && input.categoryId !== undefined ? await this.liveCategory(input.categoryId) : undefined;
    const ids = input.ids ? input.ids.filter(isUuid) : await this.searchIds(input.q ?? '');
    const change = input.action === 'archive' ? { archive: true } : input.action === 'category' ? (moveTo ? { categoryId: moveTo.id } : { category: input.category }) : { quantity: input.quantity };
    // An entry per batch that changed anything, with the action's scope and the batch's count (decision 024).
    const details = {
      action: input.action,
      ...(input.action === 'category'
        ? moveTo
          ? { categoryId: moveTo.id, categoryName: { en: moveTo.nameEn, bn: moveTo.nameBn } }
          : { category: input.category }
        : input.action === 'stock'
          ? { quantity: input.quantity }
          : {}),
      ...(input.ids ? { scope: 'ids' } : { scope: 'search', q: input.q }),
    };
    const sizer = new BatchSizer({ targetMs: this.bulkBatchMs, ...BULK_BATCH_ROWS });
    let updated = 0;
    for (let at = 0; at < ids.length;) {
      const from = at;
      await sizer.run(async (size) => {
        const batch = ids.slice(from, from + size);
        const batchOf = batch.length < ids.length ? { batch: { from: from + 1, to: from + batch.length, of: ids.length } } : {};
        const changed = await this.repo.bulkChange(
          batch,
          change,
          now,
          this.restock && ((tx, book) => this.restock!.bookRestocked(tx, book)),
          (tx, count) => (count > 0 ? recordAudit(tx, { actor, kind: 'books.bulk_changed', details: { ...details, count, ...batchOf } }) : Promise.resolve()),
          this.facets && ((tx, moved) => (moveTo ? this.facets!.moveToCategory(tx, moved, moveTo.id) : this.facets!.setSpecCategory(tx, moved, input.category as BookCategory))),
        );
        updated += changed;
        if (changed > 0) this.cache?.changed({ kind: 'all' });
        at += batch.length;
        return { rows: batch.length };
      });
      // The requests that waited for the database during the batch go first.
      if (at < ids.length) await nextTurn();
    }
    return { updated };
  }

  /** A bulk move's category of the tree, checked before any batch: a 400 naming categoryId when it is unknown or archived. */
  private async liveCategory(categoryId: string) {
    if (!this.facets) throw new ValidationError(CATEGORY_NOT_FOUND_MESSAGE, [{ path: 'categoryId', message: CATEGORY_NOT_FOUND_MESSAGE }]);
    return this.facets.liveCategory(categoryId);
  }

  /**
   * The ids of every book the search finds, as Book Management lists them: a page at a time (10,000 books' rows in one
   * statement would hold the embedded database for a second), the other requests answered between two pages.
   */
  private async searchIds(q: string): Promise<string[]> {
    if (searchableRuns(q).length === 0) return [];
    const ids = new Set<string>();
    for (let page = 1; ; page += 1) {
      const { books: found, total } = await this.listFromDatabase({ q, page, limit: BULK_SEARCH_PAGE } as ResolvedBookListQuery);
      if (total > BULK_SEARCH_MAX) throw new ValidationError(TOO_MANY_FOR_BULK, [{ path: 'q', message: TOO_MANY_FOR_BULK }]);
      for (const book of found) ids.add(book._id);
      if (found.length < BULK_SEARCH_PAGE || page * BULK_SEARCH_PAGE >= BULK_SEARCH_MAX) return [...ids];
      await nextTurn();
    }
  }

  /**
   * Every active book as a whole book, in batches (never the catalogue in memory): by id without `q`; with it, the
   * books Book Management's search finds, in its order.
   */
  async *exportBooks(q: string | undefined): AsyncGenerator<ExportedBook> {
    const search = q?.trim();
    if (!search) {
      let after: string | undefined;
      for (;;) {
        const rows = await this.repo.exportAfter(after, EXPORT_BATCH_SIZE);
        yield* await this.exported(rows);
        if (rows.length < EXPORT_BATCH_SIZE) return;
        after = rows[rows.length - 1]!.id;
      }
    }
    if (searchableRuns(search).length === 0) return;
    for (let page = 1; ; page += 1) {
      const { books: found } = await this.listFromDatabase({ q: search, page, limit: EXPORT_BATCH_SIZE } as ResolvedBookListQuery);
      yield* await this.exported(await this.repo.findManyActive(found.map((book) => book._id)));
      if (found.length < EXPORT_BATCH_SIZE) return;
    }
  }

  /** A batch of the export: each book with its categories' slugs, its series' slug and its number (issue 34). */
  private async exported(rows: BookRow[]): Promise<ExportedBook[]> {
    const facets = this.facets
      ? await this.facets.exportFacets(
          rows.map((row) => row.id),
          rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])),
        )
      : undefined;
    return rows.map((row) => ({
      ...toBook(row, this.urls),
      categorySlugs: facets?.categories.get(row.id) ?? [],
      seriesSlug: (row.seriesId && facets?.series.get(row.seriesId)) || '',
      seriesNumber: row.seriesNumber,
    }));
  }

  private async listFromDatabase(query: ResolvedBookListQuery): Promise<BookListPage> {
    let q = query.q || undefined;
    let category = query.category;
    // A search that names a category (`poetry`, `self development`) is that category's shelf, listed as the category
    // filter is (its indexes and book_counts). Matched inside a search, a category is a fifth of the catalogue and the
    // ranking would read all of it (decision 012).
    const named = q ? categoryNamed(q) : undefined;
    if (named) {
      if (category && category !== named) return { books: [], total: 0, search: NO_MATCH };
      category = named;
      q = undefined;
    }
    const order: BookOrder = query.sortBy
      ? { kind: 'column', column: query.sortBy, direction: query.sortOrder }
      : query.sort === 'price-low'
        ? { kind: 'price', direction: 'asc' }
        : query.sort === 'price-high'
          ? { kind: 'price', direction: 'desc' }
          : query.sort === 'name'
            ? { kind: 'name' }
            : query.sort === 'rating' || query.sort === 'bestselling' || query.sort === 'newest'
              ? { kind: query.sort }
              : { kind: 'featured' };
    const facets = query.categorySlug || query.publisherSlug || query.seriesSlug ? await this.facetFilter(query) : {};
    const filter: BookFilter = {
      ...facets,
      category,
      author: query.author || undefined,
      language: query.language,
      inStock: query.inStock,
      minPriceCents: query.minPrice !== undefined ? toCents(query.minPrice) : undefined,
      maxPriceCents: query.maxPrice !== undefined ? toCents(query.maxPrice) : undefined,
    };
    const offset = (query.page - 1) * query.limit;
    if (q) {
      // A search goes to the search module: the ids of the page, ranked, and the exact total; the page's rows by id.
      const { ids, total, match, didYouMean } = await this.search.list({ ...filter, q }, order, query.limit, offset);
      const rows = await this.search.rowsOf(ids);
      return { books: rows.map((row) => this.listItem(row)), total, search: { match, didYouMean: didYouMean.map((book) => toBookSuggestion(book, this.urls)) } };
    }
    const { rows, total } = await this.repo.list(filter, order, query.limit, offset);
    const books = rows.map((row) => toBookListItem(row, this.urls));
    // A search naming a category is that shelf: its books match it by name.
    return named ? { books, total, search: total > 0 ? { match: 'exact', didYouMean: [] } : NO_MATCH } : { books, total };
  }

  /** The ids the list's filters by slug name (an unknown slug is a 400 naming its field). */
  private async facetFilter(query: ResolvedBookListQuery): Promise<Pick<BookFilter, 'categoryId' | 'publisherId' | 'seriesId'>> {
    if (!this.facets) return {};
    return this.facets.filterIds({ categorySlug: query.categorySlug, publisherSlug: query.publisherSlug, seriesSlug: query.seriesSlug });
  }

  private listItem(row: BookListRow): BookListItem {
    let item = this.listItems.get(row);
    if (!item) {
      item = toBookListItem(row, this.urls);
      this.listItems.set(row, item);
    }
    return item;
  }

  /**
   * Author counts do not depend on stock: only a change to the catalogue itself drops them. Without `q` the 50 authors
   * with the most books; with it, any author of the catalogue whose name matches, in either script (the search's keys:
   * `harari`, `হারারি`, `humayun`, `হুমায়ুন`), most books first.
   */
  authors(q: string | undefined) {
    const search = q?.trim() || undefined;
    if (search && searchableRuns(search).length === 0) return Promise.resolve([]);
    return this.cached(
      `authors:${search ?? ''}`,
      () => (search ? this.search.authors(search, AUTHORS_LISTED) : this.repo.authors(undefined, AUTHORS_LISTED)),
      () => [],
    );
  }

  /**
   * Suggestions as you type: the first SUGGESTED_BOOKS books of the search and up to SUGGESTED_AUTHORS authors whose
   * name matches. Kept like the catalogue's other answers (a change to one of its books drops it).
   */
  suggest(q: string): Promise<Suggestions> {
    const search = q.trim();
    if (searchableRuns(search).length === 0) return Promise.resolve({ books: [], authors: [], ...NO_MATCH });
    return this.cached(
      `suggest:${search}`,
      async () => {
        const found = await this.search.suggest(search, { books: SUGGESTED_BOOKS, authors: SUGGESTED_AUTHORS });
        return {
          books: found.books.map((row) => toBookSuggestion(row, this.urls)),
          authors: found.authors,
          match: found.match,
          didYouMean: found.didYouMean.map((row) => toBookSuggestion(row, this.urls)),
        };
      },
      (answer) => [...answer.books, ...answer.didYouMean].map((book) => book._id),
    );
  }

  get(id: string): Promise<BookDetail> {
    if (!isUuid(id)) return Promise.reject(new NotFoundError(BOOK_NOT_FOUND));
    return this.cached(
      `book:${id}`,
      async () => {
        const row = await this.repo.findActive(id);
        if (!row) throw new NotFoundError(BOOK_NOT_FOUND);
        return this.withFacets(toBook(row, this.urls));
      },
      (book) => [book._id],
    );
  }

  async create(actor: AuditActor, input: z.output<typeof createBookInput>): Promise<BookDetail> {
    const facets = await this.facets?.prepare(input);
    const values = { ...toBookInsert(input, this.urls), ...(facets?.publisherName !== undefined ? { publisher: facets.publisherName } : {}) };
    let row = await this.repo
      .insert(values, async (tx, row) => {
        await this.facets?.attach(tx, row.id, facets ?? {}, input.category);
        await recordAudit(tx, { actor, kind: 'book.created', target: bookTarget(row) });
        await this.arrivals?.booksAdded(tx, [row]);
      })
      .catch(rethrowIsbnTaken);
    this.cache?.changed({ kind: 'all' });
    if (this.facets) row = (await this.repo.findActive(row.id)) ?? row;
    row = await this.priced(row);
    return this.withFacets(toBook(row, this.urls));
  }

  /** One book's answer with its categories, publisher and series (issue 34). */
  private async withFacets(book: BookDetail): Promise<BookDetail> {
    return this.facets ? { ...book, ...(await this.facets.facetsOf(book._id)) } : book;
  }

  /** The book after the sales priced it (a running sale that names it applies at once), read again only if they did. */
  private async priced(row: BookRow): Promise<BookRow> {
    if (!this.salePricing) return row;
    const { changed } = await this.salePricing.reconcile([row.id]);
    return (changed && (await this.repo.findActive(row.id))) || row;
  }

  async update(actor: AuditActor, id: string, input: z.output<typeof updateBookInput>, kind: BookEditKind = 'book.updated'): Promise<BookDetail> {
    if (!isUuid(id)) throw new NotFoundError(BOOK_NOT_FOUND);
    await this.checkOtherScripts(id, input);
    const stored = input.price !== undefined || input.listPrice !== undefined ? await this.repo.findPrices(id) : undefined;
    input = pricesEdited(input, stored);
    await this.checkListPrice(id, input, stored && regularView(stored));
    const { price, image, listPrice, categoryIds, publisherId, seriesId, seriesNumber, ...rest } = input;
    const facetsTouched = [categoryIds, publisherId, seriesId, seriesNumber, input.publisher, input.category].some((value) => value !== undefined);
    const facets = facetsTouched ? await this.facets?.prepare({ categoryIds, publisherId, seriesId, seriesNumber, publisher: input.publisher }) : undefined;
    // With categories, SPEC's category is what they give (written by the facets); a publisher chosen by id names the text.
    if (categoryIds !== undefined) delete rest.category;
    if (facets?.publisherName !== undefined) rest.publisher = facets.publisherName;
    const values = Object.fromEntries(
      Object.entries({
        ...rest,
        ...(price !== undefined ? { priceCents: toCents(price) } : {}),
        ...(image !== undefined ? { image: this.urls.storedImage(image) } : {}),
        ...(listPrice !== undefined ? { listPriceCents: listPrice === null ? null : toCents(listPrice) } : {}),
      }).filter(([, v]) => v !== undefined),
    );
    const priceEdit = price !== undefined || listPrice !== undefined;
    const updated = await this.repo
      .update(
        id,
        // A price edit of a book on sale sets its regular prices and takes it off the sale; the sales put it back on at
        // the new price right after (below), if the sale still names it.
        (before) =>
          before.saleId && priceEdit
            ? {
                priceCents: before.regularPriceCents!,
                listPriceCents: before.regularListPriceCents,
                ...values,
                saleId: null,
                regularPriceCents: null,
                regularListPriceCents: null,
                saleEndsAt: null,
              }
            : values,
        async (tx, written, before) => {
          let book = written;
          if (facets) {
            await this.facets!.attach(tx, book.id, facets, input.category);
            book = (await this.repo.findIn(tx, book.id)) ?? book;
          }
          if (this.restock && before.quantity === 0 && book.quantity > 0) await this.restock.bookRestocked(tx, book);
          // Exactly the fields the edit changed (prices as the regular ones); an edit that changed nothing is no change to record.
          const changes = changedFields(toBookListItem(regularView(before), this.urls), toBookListItem(regularView(book), this.urls), AUDITED_BOOK_FIELDS);
          if (changes.length > 0 || kind !== 'book.updated') await recordAudit(tx, { actor, kind, target: bookTarget(book), changes });
        },
      )
      .catch(rethrowIsbnTaken);
    if (!updated) throw new NotFoundError(BOOK_NOT_FOUND);
    this.cache?.changed({ kind: 'all' });
    // Its price, category, publisher or author may put it on a sale or take it off one.
    const row = await this.priced(facets ? ((await this.repo.findActive(id)) ?? updated) : updated);
    // Not awaited: the covers module runs it after any upload of this book in progress (which itself edits the image).
    if (image !== undefined) void this.onImageChanged?.(id, row.image).catch(() => undefined);
    return this.withFacets(toBook(row, this.urls));
  }

  /**
   * An edit that changes one half of a title or author pair is checked against the stored other half (the schema checks
   * a body holding both): the original client's PATCH of the whole list item holds both, so it never reads the book.
   */
  private async checkOtherScripts(id: string, input: z.output<typeof updateBookInput>): Promise<void> {
    const needsStored = (input.title === undefined) !== (input.altTitle === undefined) || (input.author === undefined) !== (input.altAuthor === undefined);
    if (!needsStored) return;
    const stored = await this.repo.findOtherScripts(id);
    if (!stored) throw new NotFoundError(BOOK_NOT_FOUND);
    const issues = otherScriptIssues({
      title: input.title ?? stored.title,
      altTitle: input.altTitle ?? stored.altTitle,
      author: input.author ?? stored.author,
      altAuthor: input.altAuthor ?? stored.altAuthor,
    });
    if (issues.length) throw new ValidationError(issues[0]!.message, issues);
  }

  /**
   * An edit that gives only one of price and regular price is checked against the stored other one (the schema checks a
   * body holding both): a new price at or above the stored regular price is refused on `listPrice`, which must then go.
   */
  private async checkListPrice(id: string, input: z.output<typeof updateBookInput>, known?: Pick<BookRow, 'priceCents' | 'listPriceCents'>): Promise<void> {
    if ((input.price === undefined) === (input.listPrice === undefined)) return;
    if (input.listPrice === null) return;
    const stored = known ?? (await this.repo.findPrices(id).then((prices) => prices && regularView(prices)));
    if (!stored) throw new NotFoundError(BOOK_NOT_FOUND);
    const priceCents = input.price !== undefined ? toCents(input.price) : stored.priceCents;
    const listPriceCents = input.listPrice !== undefined ? toCents(input.listPrice) : stored.listPriceCents;
    if (listPriceCents !== null && listPriceCents <= priceCents)
      throw new ValidationError('Regular price must be above the price', [{ path: 'listPrice', message: 'Regular price must be above the price' }]);
  }

  /** An author's page: the name in both scripts (from their newest book) and their books, newest first. */
  author(slug: string, limit = AUTHOR_PAGE_BOOKS): Promise<AuthorPage> {
    return this.cached(
      `author:${slug}:${limit}`,
      async () => {
        const { rows, total } = await this.repo.byAuthorSlug(slug, limit);
        const newest = rows[0];
        if (!newest) throw new NotFoundError(AUTHOR_NOT_FOUND);
        // The other-script form from whichever book gives one (not every book of an author carries it).
        const altAuthor = rows.find((row) => row.author === newest.author && row.altAuthor !== '')?.altAuthor ?? rows.find((row) => row.altAuthor !== '')?.altAuthor ?? '';
        return { slug, author: newest.author, altAuthor: altAuthor === newest.author ? '' : altAuthor, total, books: rows.map((row) => toBookListItem(row, this.urls)) };
      },
      (page) => page.books.map((book) => book._id),
    );
  }

  /** Deleting archives: the book leaves the catalogue, past orders keep their snapshot. */
  async archive(actor: AuditActor, id: string, now = new Date()): Promise<BookDetail> {
    if (!isUuid(id)) throw new NotFoundError(BOOK_NOT_FOUND);
    const row = await this.repo.archive(id, now, (tx, book) => recordAudit(tx, { actor, kind: 'book.archived', target: bookTarget(book) }));
    if (!row) throw new NotFoundError(BOOK_NOT_FOUND);
    this.cache?.changed({ kind: 'all' });
    return toBook(row, this.urls);
  }

  async cover(id: string): Promise<{ svg: string; updatedAt: Date }> {
    if (!isUuid(id)) throw new NotFoundError(BOOK_NOT_FOUND);
    const book = await this.repo.findAny(id);
    if (!book) throw new NotFoundError(BOOK_NOT_FOUND);
    return { svg: renderCoverSvg(book), updatedAt: book.updatedAt };
  }

  countActive() {
    return this.repo.countActive();
  }
}
