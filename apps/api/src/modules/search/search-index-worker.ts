/**
 * The search index's worker thread (search-index-host.ts's WorkerIndexHost): runs SearchIndexCore's calls one at a time,
 * in the order they arrive, and answers each.
 */
import { parentPort } from 'node:worker_threads';
import { type IndexReply, type IndexRequest, SearchIndexCore } from './search-index-host';

const core = new SearchIndexCore();

parentPort!.on('message', ({ id, call, args }: IndexRequest) => {
  let reply: IndexReply;
  try {
    reply = { id, result: (core[call] as (...a: unknown[]) => unknown)(...args) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
