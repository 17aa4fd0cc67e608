import { z } from 'zod';

/**
 * Every API answer is `{ success, message, data? }`; lists add `meta`, errors add `errors` per invalid field.
 * The schemas below describe what the server sends (OpenAPI, response serialisation, contract tests); the types
 * are read from them so the client and the server cannot drift apart.
 */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const pageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/** `{ success: true, message, data }` around `data`. */
export function apiSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** A page of `item`: the success envelope with `meta`. */
export function apiPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), message: z.string(), data: z.array(item), meta: pageMetaSchema });
}

// Generic over the payload, so written out once here; `api-envelope.test.ts` keeps them equal to the schemas' output.
export interface ApiSuccess<T> {
  success: true;
  message: string;
  data: T;
}

export interface ApiPage<T> extends ApiSuccess<T[]> {
  meta: PageMeta;
}

export const idParamSchema = z.object({ id: z.string().max(100) });

/** Ids are UUIDs; anything else can never name a row, so it is a 404 and never reaches SQL. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Timestamps leave the server as ISO 8601 in UTC (`Date#toISOString`). */
export const isoDateTimeSchema = z.iso.datetime();
