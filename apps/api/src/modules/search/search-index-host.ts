/**
 * Where the search index runs (docs/decisions/028-search-index-in-the-process.md, "A thread of its own"): the index and
 * the stored keys it corrects typos from, with what a search does with them (the query's terms, the ranking, the page's
 * ids), behind one asynchronous interface. `SearchIndexCore` is that work; a host runs it in a worker thread
 * (`WorkerIndexHost`, the default: the server's own thread keeps serving requests, on the machine's other core, while
 * the index ranks) or in the calling thread (`inlineIndexHost`, SEARCH_INDEX=inline).
 *
 * The database stays with the caller (IndexedBookSearch): it reads the books and the changes and hands them over. A
 * host runs calls one at a time in the order they were made, so a search asked after a change was handed over sees it.
 */
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../lib/worker-entry';
import { searchKeys } from './keys';
import { type AuthorNames, BookIndex, type IndexedBook } from './book-index';
import { KeyVocabulary } from './key-vocabulary';
import { authorNameMatcher, filterFromVocabulary, guessTermsFromVocabulary, normalizeForSubstring, type QueryMatch, substringOf, type Vocabulary } from './query-analysis';
import type { AuthorMatch, SearchOrder, SearchPage, SearchRequest, Suggested } from './search-port';
import { vocabularyKeys } from './stored-keys';

/** How many books the index lists, and its entries (dead ones, changed books' old entries, included). */
export interface IndexStats {
  size: number;
  ordinals: number;
}

/**
 * A change a look found: a book as now listed, or one no longer listed, with the keys it was written with; or a book's
 * copies in stock and sold (book_stock_changes), which change in place.
 */
export type IndexChange = { book: IndexedBook } | { removed: string; keys: readonly string[] } | { stock: string; quantity: number; copies: number };

/** The vocabulary's completions and corrections for one query, each looked up once however often it is asked. */
function rememberingLookups(vocabulary: Vocabulary): Vocabulary {
  const completions = new Map<string, string[]>();
  const nearest = new Map<string, string | undefined>();
  return {
    has: (key) => vocabulary.has(key),
    completions(prefix, limit) {
      const name = `${limit}\u0000${prefix}`;
      let found = completions.get(name);
      if (found === undefined) completions.set(name, (found = vocabulary.completions(prefix, limit)));
      return found;
    },
    nearest(key) {
      if (!nearest.has(key)) nearest.set(key, vocabulary.nearest(key));
      return nearest.get(key);
    },
  };
}

/** How the index tells the authors a search names (authorNameMatcher). */
function authorNames(filter: Pick<QueryMatch, 'qKeyGroups' | 'qSubstring'>): AuthorNames {
  return { matches: authorNameMatcher(filter), keysOf: searchKeys, fold: normalizeForSubstring };
}

/**
 * The index and the vocabulary answering searches, and the next ones while a load builds them. A load's books go to
 * the next index; `finishLoad` puts it in place and counts a new generation. Changes are applied only to the generation
 * their look began with: the index a load put in place meanwhile was read afresh, and gets them from the next look.
 */
export class SearchIndexCore {
  /** The bounds of the index's two caches (BookIndex's options; 0 turns one off: what a measurement of it compares). */
  constructor(private readonly indexOptions: ConstructorParameters<typeof BookIndex>[0] = {}) {}

  private index = new BookIndex();
  private vocabulary = new KeyVocabulary();
  private generation = 0;
  private next?: { index: BookIndex; vocabulary: KeyVocabulary };

  beginLoad(): void {
    this.next = { index: new BookIndex(this.indexOptions), vocabulary: new KeyVocabulary() };
  }

  loadKeys(keys: readonly string[]): void {
    const next = this.loading();
    for (const key of keys) next.vocabulary.add(key);
  }

  loadBooks(books: readonly IndexedBook[]): void {
    const next = this.loading();
    for (const book of books) {
      for (const key of vocabularyKeys(book.searchKeys)) next.vocabulary.add(key);
      next.index.put(book);
    }
  }

  /** Puts the loaded index in place, as `generation` (the caller's count of loads: a new host's first may not be 1). */
  finishLoad(generation: number): IndexStats {
    const next = this.loading();
    next.index.prepare();
    next.vocabulary.prepare();
    this.index = next.index;
    this.vocabulary = next.vocabulary;
    this.next = undefined;
    this.generation = generation;
    return this.stats();
  }

  /** Applies a look's changes if the index is still the `generation` the look began with; undefined if not. */
  apply(generation: number, changes: readonly IndexChange[]): IndexStats | undefined {
    if (generation !== this.generation) return undefined;
    for (const change of changes) {
      // Whatever keys a book was written with are in the stored vocabulary (rememberSearchKeys, same transaction).
      if ('book' in change) {
        for (const key of vocabularyKeys(change.book.searchKeys)) this.vocabulary.add(key);
        this.index.put(change.book);
      } else if ('stock' in change) {
        this.index.stock(change.stock, change.quantity, change.copies);
      } else {
        for (const key of vocabularyKeys(change.keys)) this.vocabulary.add(key);
        this.index.remove(change.removed);
      }
    }
    return this.stats();
  }

  /** The ids of one page of the books a search finds, and how many it finds (its terms from the vocabulary: no statement). */
  list(request: SearchRequest, order: SearchOrder, limit: number, offset: number): SearchPage {
    const { q, ...filters } = request;
    return this.index.search({ ...filters, ...this.queryFor(q) }, order, limit, offset);
  }

  suggest(q: string, limits: { books: number; authors: number }): Suggested {
    const filter = this.queryFor(q);
    return this.index.suggest(filter, limits, authorNames(filter));
  }

  authors(q: string, limit: number): AuthorMatch[] {
    const filter = this.queryFor(q);
    return this.index.authorsMatching(filter, limit, authorNames(filter));
  }

  /** A query's substring and keys (typos corrected from the vocabulary), and its guesses' terms should they be needed. */
  private queryFor(q: string) {
    const index = this.index;
    // The guesses' terms (made only when the search matched nothing well) reuse the corrections the search made.
    const vocabulary = rememberingLookups(this.vocabulary);
    return { qSubstring: substringOf(q), ...filterFromVocabulary(q, vocabulary, (key) => index.describes(key)), qGuess: () => guessTermsFromVocabulary(q, vocabulary) };
  }

  private stats(): IndexStats {
    return { size: this.index.size, ordinals: this.index.ordinals };
  }

  private loading(): { index: BookIndex; vocabulary: KeyVocabulary } {
    if (!this.next) throw new Error('search index: books handed over with no load begun');
    return this.next;
  }
}

/** What a host is asked: SearchIndexCore's work, one call at a time, in order. */
export type IndexCall = 'beginLoad' | 'loadKeys' | 'loadBooks' | 'finishLoad' | 'apply' | 'list' | 'suggest' | 'authors';

export type SearchIndexHost = {
  [K in IndexCall]: (...args: Parameters<SearchIndexCore[K]>) => Promise<ReturnType<SearchIndexCore[K]>>;
} & {
  /** False once the host can answer no more (its worker stopped): a new one is needed. */
  readonly alive: boolean;
  close(): Promise<void>;
};

/** The index in the calling thread (SEARCH_INDEX=inline). */
export function inlineIndexHost(indexOptions?: ConstructorParameters<typeof BookIndex>[0]): SearchIndexHost {
  const core = new SearchIndexCore(indexOptions);
  let closed = false;
  const run =
    <K extends IndexCall>(call: K) =>
    async (...args: Parameters<SearchIndexCore[K]>): Promise<ReturnType<SearchIndexCore[K]>> =>
      (core[call] as (...a: Parameters<SearchIndexCore[K]>) => ReturnType<SearchIndexCore[K]>)(...args);
  return {
    beginLoad: run('beginLoad'),
    loadKeys: run('loadKeys'),
    loadBooks: run('loadBooks'),
    finishLoad: run('finishLoad'),
    apply: run('apply'),
    list: run('list'),
    suggest: run('suggest'),
    authors: run('authors'),
    get alive() {
      return !closed;
    },
    async close() {
      closed = true;
    },
  };
}

/** A call to the worker, and its answer. */
export interface IndexRequest {
  id: number;
  call: IndexCall;
  args: unknown[];
}
export type IndexReply = { id: number; result: unknown } | { id: number; error: string };

/**
 * The index in a worker thread of its own (search-index-worker.ts). If the worker stops, every call under way and every
 * later one fails, `alive` turns false and `onLost` is told (the caller answers from the database and loads afresh).
 */
export class WorkerIndexHost implements SearchIndexHost {
  /** The index's thread (what it costs can be read from it; a test stops it to see the search go on without it). */
  readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private calls = 0;
  private lost?: Error;

  constructor(onLost: (error: Error) => void = () => {}) {
    // The bundled worker in the build; under tsx (development, tests) the one shim in apps/api/scripts/ loads the TypeScript.
    const { url, argv } = workerEntry(import.meta.url, 'search-index-worker');
    this.worker = new Worker(url, { argv });
    // The server's handles keep the process alive, not the index's thread.
    this.worker.unref();
    this.worker.on('message', (reply: IndexReply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if ('error' in reply) call.reject(new Error(`search index: ${reply.error}`));
      else call.resolve(reply.result);
    });
    const stop = (error: Error) => {
      if (this.end(error)) onLost(error);
    };
    this.worker.on('error', (error) => stop(error));
    this.worker.on('exit', (code) => stop(new Error(`search index: the worker stopped (exit ${code})`)));
  }

  get alive(): boolean {
    return !this.lost;
  }

  private call<K extends IndexCall>(call: K, args: Parameters<SearchIndexCore[K]>): Promise<ReturnType<SearchIndexCore[K]>> {
    if (this.lost) return Promise.reject(this.lost);
    const id = (this.calls += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, call, args } satisfies IndexRequest);
    });
  }

  beginLoad = (...args: Parameters<SearchIndexCore['beginLoad']>) => this.call('beginLoad', args);
  loadKeys = (...args: Parameters<SearchIndexCore['loadKeys']>) => this.call('loadKeys', args);
  loadBooks = (...args: Parameters<SearchIndexCore['loadBooks']>) => this.call('loadBooks', args);
  finishLoad = (...args: Parameters<SearchIndexCore['finishLoad']>) => this.call('finishLoad', args);
  apply = (...args: Parameters<SearchIndexCore['apply']>) => this.call('apply', args);
  list = (...args: Parameters<SearchIndexCore['list']>) => this.call('list', args);
  suggest = (...args: Parameters<SearchIndexCore['suggest']>) => this.call('suggest', args);
  authors = (...args: Parameters<SearchIndexCore['authors']>) => this.call('authors', args);

  /** Fails every call under way and every later one with `error`; false if the host had ended already. */
  private end(error: Error): boolean {
    if (this.lost) return false;
    this.lost = error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
    return true;
  }

  async close(): Promise<void> {
    this.end(new Error('search index: closed'));
    await this.worker.terminate();
  }
}
