/**
 * A few searches at once, the others waiting their turn in this process (docs/performance.md, decisions 014 and 028):
 * the embedded database runs one statement at a time, and an index in the server's own thread (SEARCH_INDEX=inline)
 * ranks on it, so fifty searches would hold up every book page, order and health check behind them.
 */
import pLimit from 'p-limit';
import type { SearchPort } from './search-port';

/** A search that waited its turn longer than its caller waits for it: never run (57014, a statement timeout's code: a 503). */
class SearchWaitedTooLongError extends Error {
  readonly code = '57014';
}

export type Answering = Pick<SearchPort, 'list' | 'suggest' | 'authors'>;

/**
 * The engine, running at most `concurrency` searches at once. A search that has waited `maxWaitMs` (its caller's time
 * limit, which has answered 503 by then) is dropped without reaching the engine.
 */
export function limitSearches(engine: Answering, concurrency: number, maxWaitMs: number): Answering {
  const limit = pLimit(concurrency);
  const gated = <R>(work: () => Promise<R>): Promise<R> => {
    const queuedAt = Date.now();
    return limit(() => (maxWaitMs > 0 && Date.now() - queuedAt >= maxWaitMs ? Promise.reject(new SearchWaitedTooLongError('search waited too long for its turn')) : work()));
  };
  return {
    list: (request, order, pageSize, offset) => gated(() => engine.list(request, order, pageSize, offset)),
    suggest: (q, limits) => gated(() => engine.suggest(q, limits)),
    authors: (q, max) => gated(() => engine.authors(q, max)),
  };
}
