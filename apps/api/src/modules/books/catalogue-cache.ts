import { LRUCache } from 'lru-cache';
import { stringBytes, valueBytes } from '../../lib/heap-bytes';

/** What changed in the books table: only some books' stock (orders, cancellations), or anything else. */
export type CatalogueChange = { kind: 'stock'; bookIds: readonly string[] } | { kind: 'all' };

/** What a cached answer shows, so a change drops exactly the answers it makes wrong. */
export interface CatalogueDependencies {
  /** Books whose stock the answer shows. */
  bookIds: readonly string[];
  /** The answer's membership or order depends on stock (the admin table sorted by quantity). */
  orderedByStock?: boolean;
}

interface Entry {
  value: unknown;
  dependencies: CatalogueDependencies;
  /** What the entry holds, as estimated (`entryBytes`), with the serialised answers kept beside its value (`kept`). */
  bytes: number;
}

/** CATALOGUE_CACHE_MB's default: about 5 answers of 2,000 books in both languages, or thousands of pages of 24. */
export const CATALOGUE_CACHE_BYTES = 64 * 1024 * 1024;

/** The cache's own bookkeeping of an entry: its slot in the LRU, the entry object, its place among the loads. */
const ENTRY_OVERHEAD = 200;
/** A book the entry shows costs a place in that book's set of keys (byBook) and in the entry's list of ids. */
const DEPENDENCY_BYTES = 56;

/** What a cached answer takes in memory: its key, its value, and its place in the index of the books it shows. */
export function entryBytes(key: string, value: unknown, dependencies: CatalogueDependencies): number {
  return ENTRY_OVERHEAD + stringBytes(key) + valueBytes(value) + DEPENDENCY_BYTES * dependencies.bookIds.length;
}

export interface CatalogueCacheOptions {
  /** What the answers may take together, in bytes (CATALOGUE_CACHE_MB); the least recently used go first. */
  maxBytes?: number;
}

/**
 * Catalogue answers (pages, books, authors) kept in memory and dropped the moment the books they show change, so the
 * cache never shows a stale price or stock (docs/decisions/005-catalogue-cache.md).
 *
 * - Every write path calls `changed()` after its transaction commits and before it answers: a caller that saw its
 *   write succeed never reads the old value from this process.
 * - Other processes on the same database learn of changes from the `catalogue_changed` notifications the books table's
 *   triggers send at commit; while that channel is down the cache is switched off (`setEnabled(false)`).
 * - A load that overlaps a change is answered but not kept: it may have read the rows before the change committed.
 *   Loads are shared only within one generation, so a request that arrives after a change never joins a load begun
 *   before it.
 */
export class CatalogueCache {
  private generation = 0;
  private enabled = true;
  private readonly byBook = new Map<string, Set<string>>();
  private readonly orderedByStock = new Set<string>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** The key each value was kept under, so the bytes serialised for it later are counted with it (`kept`). */
  private readonly keyOf = new WeakMap<object, string>();
  private readonly entries: LRUCache<string, Entry>;

  constructor(options: CatalogueCacheOptions = {}) {
    // Bounded by bytes, not answers: one answer of the whole catalogue (2,000 books, for SPEC's client) is over a
    // megabyte in each language, and a count of them let made-up filters fill the heap (issue 29).
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? CATALOGUE_CACHE_BYTES,
      sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.bytes)),
      dispose: (entry, key) => this.unindex(key, entry.dependencies),
    });
  }

  /** Answers kept. */
  get size(): number {
    return this.entries.size;
  }

  /** What the kept answers take, as estimated. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  isEnabled(): boolean {
    return this.enabled;
  }

  /** The cached answer for `key`, or `load()`'s, kept unless the catalogue changed meanwhile. */
  async read<T>(key: string, load: () => Promise<T>, dependenciesOf: (value: T) => CatalogueDependencies): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;

    const generation = this.generation;
    const loadKey = `${generation}\u0000${key}`;
    const pending = this.loading.get(loadKey);
    if (pending) return pending as Promise<T>;

    const promise = load().then((value) => {
      if (this.enabled && this.generation === generation) {
        const dependencies = dependenciesOf(value);
        const entry: Entry = { value, dependencies, bytes: entryBytes(key, value, dependencies) };
        this.entries.set(key, entry);
        // An answer larger than the whole budget is not kept (and must not be indexed either).
        if (this.entries.peek(key) === entry) {
          this.index(key, dependencies);
          if (value !== null && typeof value === 'object') this.keyOf.set(value, key);
        }
      }
      return value;
    });
    this.loading.set(loadKey, promise);
    try {
      return await promise;
    } finally {
      this.loading.delete(loadKey);
    }
  }

  /**
   * Counts `bytes` kept beside a cached value (its serialised answer in one language, lib/memoized-json.ts) with its
   * entry: the entry grows, and less recently used answers go to make room (or this one, if it outgrew the budget).
   */
  kept(value: object, bytes: number): void {
    const key = this.keyOf.get(value);
    if (key === undefined) return;
    const entry = this.entries.peek(key);
    if (entry?.value !== value) return;
    // A new entry object: the LRU recounts the size of a changed value only; the value and its index stay as they are.
    this.entries.set(key, { ...entry, bytes: entry.bytes + bytes }, { noDisposeOnSet: true });
  }

  /** Drops every answer the change could make wrong. */
  changed(change: CatalogueChange): void {
    this.generation += 1;
    if (change.kind === 'all') {
      this.entries.clear();
      return;
    }
    const keys = new Set<string>(this.orderedByStock);
    for (const id of change.bookIds) for (const key of this.byBook.get(id) ?? []) keys.add(key);
    for (const key of keys) this.entries.delete(key);
  }

  /** Off: every read goes to the database (used while change notifications cannot be received). Both ways start empty. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.changed({ kind: 'all' });
  }

  private index(key: string, dependencies: CatalogueDependencies): void {
    for (const id of dependencies.bookIds) {
      let keys = this.byBook.get(id);
      if (!keys) this.byBook.set(id, (keys = new Set()));
      keys.add(key);
    }
    if (dependencies.orderedByStock) this.orderedByStock.add(key);
  }

  private unindex(key: string, dependencies: CatalogueDependencies): void {
    for (const id of dependencies.bookIds) {
      const keys = this.byBook.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byBook.delete(id);
    }
    this.orderedByStock.delete(key);
  }
}

/** Parses a `catalogue_changed` notification payload: `stock:<id>` or `all`. */
export function parseCatalogueNotification(payload: string | undefined): CatalogueChange {
  if (payload?.startsWith('stock:')) return { kind: 'stock', bookIds: [payload.slice('stock:'.length)] };
  return { kind: 'all' };
}

export const CATALOGUE_CHANNEL = 'catalogue_changed';
