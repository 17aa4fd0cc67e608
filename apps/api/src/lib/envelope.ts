import { apiFailureSchema, apiPageSchema, apiSuccessSchema, type PageMeta } from '@boipoka/shared';
import type { z } from 'zod';

/** Every answer is `{ success, message, data? }`; lists add `meta`. */
export function ok<T>(message: string, data: T) {
  return { success: true as const, message, data };
}

export function paged<T>(message: string, data: T[], meta: PageMeta) {
  return { success: true as const, message, data, meta };
}

export function pageMeta(page: number, limit: number, total: number): PageMeta {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** Response schemas of the envelopes above, for a route's `schema.response`. */
export const okEnvelope = <T extends z.ZodType>(data: T) => apiSuccessSchema(data);
export const pagedEnvelope = <T extends z.ZodType>(item: T) => apiPageSchema(item);

/** When each failure status is sent; the same words for every route keep the document readable. */
const FAILURES = {
  400: 'Invalid input (`errors` lists each invalid field) or a malformed request',
  401: 'Not signed in, or the token or its session is no longer valid',
  403: 'Signed in but not allowed (blocked account, or admin only)',
  404: 'No such resource',
  409: 'Conflicts with the current state (stock, price, status, duplicate, too many orders awaiting confirmation)',
  413: 'The upload is larger than the route takes (`errors` names the field)',
  422: 'Cannot be done as asked (an Idempotency-Key already used for a different request)',
  429: 'Too many requests (Retry-After says when to try again)',
  503: 'The database is unavailable (Retry-After)',
} as const;
export type FailureStatus = keyof typeof FAILURES;

const failureSchemas = Object.fromEntries(Object.entries(FAILURES).map(([status, description]) => [status, apiFailureSchema.describe(description)])) as {
  [S in FailureStatus]: typeof apiFailureSchema;
};

/**
 * The error envelope under each status a route can answer. 400, 429 and 503 are always there: any request can be
 * malformed, hit the rate limit or find the database down.
 */
export function errorResponses<S extends FailureStatus>(...statuses: S[]): { [K in S | 400 | 429 | 503]: typeof apiFailureSchema } {
  const out = {} as Record<number, typeof apiFailureSchema>;
  for (const status of [400, ...statuses, 429, 503] as FailureStatus[]) out[status] = failureSchemas[status];
  return out as { [K in S | 400 | 429 | 503]: typeof apiFailureSchema };
}

/** Errors of routes behind requireUser / requireActiveUser / requireAdmin. */
export const signedInErrors = [401, 403] as const;
