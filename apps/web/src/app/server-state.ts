import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { BookLoadError, type BookLoadFailure } from '../lib/book-load-error';
import { ApiError } from '../lib/api-client';

/** The element the server writes the page's query cache into (JSON, not a script that runs: the CSP forbids inline scripts). */
export const SERVER_STATE_ID = 'boipoka-state';

interface SerializedError {
  __error: 'ApiError' | 'BookLoadError' | 'Error';
  message: string;
  status?: number;
  serverMessage?: string;
  reason?: BookLoadFailure;
}

/** Errors lose their class in JSON; the pages tell failures apart by class (classifyBookFailure), so keep what they read. */
function serializeError(error: unknown): SerializedError | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError) return { __error: 'ApiError', message: error.message, status: error.status, serverMessage: error.serverMessage };
  if (error instanceof BookLoadError) return { __error: 'BookLoadError', message: error.message, reason: error.reason };
  return { __error: 'Error', message: error instanceof Error ? error.message : String(error) };
}

function reviveError(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('__error' in value)) return value;
  const error = value as SerializedError;
  if (error.__error === 'ApiError') return new ApiError(error.status ?? 500, error.message, [], error.serverMessage);
  if (error.__error === 'BookLoadError') return new BookLoadError(error.reason ?? 'other');
  return new Error(error.message);
}

/** The dehydrated cache as text safe inside <script type="application/json"> (no `</script>` or `<!--` can close it). */
export function serializeServerState(state: DehydratedState): string {
  const plain = {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, error: serializeError(query.state.error), fetchFailureReason: serializeError(query.state.fetchFailureReason) },
    })),
  };
  return JSON.stringify(plain)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Puts what the server rendered with into the browser's cache, so the first render matches the server's HTML. */
export function hydrateServerState(client: QueryClient, text: string): void {
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) {
    const mutable = query.state as { error: unknown; fetchFailureReason: unknown };
    mutable.error = reviveError(mutable.error);
    mutable.fetchFailureReason = reviveError(mutable.fetchFailureReason);
  }
  hydrate(client, state);
}
