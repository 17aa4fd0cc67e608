/**
 * The search module as one Fastify plugin (docs/decisions/033-one-search-engine.md): builds the engine behind the
 * search port — the in-process index, PostgreSQL's plain match while it loads — and decorates the app with the port
 * (`app.searchEngine`). The index loads once the app is ready, off the request path, and its worker ends with the app.
 */
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { IndexedBookSearch, type SearchIndexThread } from './indexed-book-search';
import { PlainSearch } from './plain-search';
import { limitSearches } from './search-limit';
import type { SearchPort } from './search-port';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search port (not `search`: Fastify's route shorthand for the HTTP SEARCH method has that name). */
    searchEngine: SearchPort;
  }
}

export interface SearchPluginOptions {
  database: Database;
  /** Where the index runs (SEARCH_INDEX): a worker thread of its own, or the server's own thread. */
  thread: SearchIndexThread;
  /**
   * Searches answered at once at most (SEARCH_CONCURRENCY, 0 = no limit); unset: 2 on the embedded database (one
   * statement at a time), 8 with the index in the server's thread, no limit otherwise.
   */
  concurrency?: number;
  /** A search that waited its turn this long is dropped (its caller answered 503 by then); 0: none. */
  maxWaitMs?: number;
  /** What the rows search pages show may take in memory beside the index (SEARCH_ROW_CACHE_MB). */
  rowCacheBytes?: number;
  /** Told when a load fails or the worker stops (PostgreSQL's plain match answers meanwhile). */
  onError?: (error: unknown) => void;
}

/** The engine behind the port, with its concurrency limit: what the plugin decorates the app with (tests build one too). */
export function createSearch(options: SearchPluginOptions, onError: (error: unknown) => void = () => {}): SearchPort {
  const { database } = options;
  const engine = new IndexedBookSearch(database.catalogue, new PlainSearch(database.catalogue), onError, { loads: database.db, thread: options.thread, rowCacheBytes: options.rowCacheBytes });
  const concurrency = options.concurrency ?? (database.driver === 'pglite' ? 2 : options.thread === 'inline' ? 8 : 0);
  if (concurrency <= 0) return engine;
  const limited = limitSearches(engine, concurrency, options.maxWaitMs ?? 0);
  return {
    ...limited,
    rowsOf: (ids) => engine.rowsOf(ids),
    health: () => engine.health(),
    start: () => engine.start(),
    stop: () => engine.stop(),
  };
}

export const searchPlugin = fp<SearchPluginOptions>(
  async (app, options) => {
    const search = createSearch(options, options.onError ?? ((error) => app.log.error({ err: error }, 'search index: load failed, PostgreSQL answers searches (plain match)')));
    app.decorate('searchEngine', search);
    app.addHook('onReady', async () => {
      void search.start();
    });
    app.addHook('onClose', async () => search.stop());
  },
  { name: 'search' },
);
