import { z } from 'zod';

/** Every API answer is `{ success, message, data? }`; errors add `errors` per invalid field. */
export interface ApiSuccess<T> {
  success: true;
  message: string;
  data: T;
}

export interface PageMeta {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface ApiPage<T> extends ApiSuccess<T[]> {
  meta: PageMeta;
}

export interface FieldError {
  path: string;
  message: string;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: FieldError[];
}

export const idParamSchema = z.object({ id: z.string().max(100) });

/** Ids are UUIDs; anything else can never name a row, so it is a 404 and never reaches SQL. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
