import type { PageMeta } from '@boipoka/shared';

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
