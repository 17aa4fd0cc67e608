import type { Category } from '@boipoka/shared';

/** A category as the API answers it: at the top of the tree unless a parent is named, the admin's own, no books, listed. */
export function categoryFixture(id: string, slug: string, nameEn: string, nameBn: string, parentId: string | null = null, more: Partial<Category> = {}): Category {
  return { id, slug, nameEn, nameBn, parentId, position: 0, specValue: null, archived: false, bookCount: 0, ...more };
}
