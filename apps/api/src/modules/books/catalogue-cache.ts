import { LRUCache } from 'lru-cache';

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
}

export interface CatalogueCacheOptions {
  /** Answers kept at most (least recently used go first). */
  max?: number;
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
  private readonly entries: LRUCache<string, Entry>;

  constructor(options: CatalogueCacheOptions = {}) {
    this.entries = new LRUCache<string, Entry>({
      max: options.max ?? 2_000,
      dispose: (entry, key) => this.unindex(key, entry.dependencies),
    });
  }

  get size(): number {
    return this.entries.size;
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
        this.entries.set(key, { value, dependencies });
        this.index(key, dependencies);
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
