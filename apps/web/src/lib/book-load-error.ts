import { ApiError } from './api-client';

/** What went wrong loading a book, as SPEC §8 words it. */
export type BookLoadFailure = 'notOk' | 'notFound' | 'other';

export class BookLoadError extends Error {
  constructor(readonly reason: BookLoadFailure) {
    super(reason);
    this.name = 'BookLoadError';
  }
}

/** 404 or an answer without a book → not found; any other failed answer → not ok; anything else (network) → other. */
export function classifyBookFailure(error: unknown): BookLoadFailure {
  if (error instanceof BookLoadError) return error.reason;
  if (error instanceof ApiError) return error.status === 404 ? 'notFound' : 'notOk';
  return 'other';
}
