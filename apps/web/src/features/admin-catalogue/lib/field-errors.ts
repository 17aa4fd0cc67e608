import { ApiError, errorMessage } from '../../../lib/api-client';

/** A refused change: the server's messages by the field they name (a 400), and a line for the change as a whole. */
export interface Refusal {
  fields: Record<string, string>;
  message: string;
}

/** The server answers in the page's language; its 400 names each field (`nameEn`, `slug`, `parentId`, `into`…). */
export function refusalOf(error: unknown, fallback: string): Refusal {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) for (const fieldError of error.errors) fields[fieldError.path] ??= fieldError.message;
  return { fields, message: errorMessage(error, fallback) };
}

/** Only what the admin changed, so an unchanged name or parent is never sent (nor audited) again. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) if (after[key] !== before[key]) changes[key] = after[key];
  return changes;
}
