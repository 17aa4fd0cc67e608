import type { Category } from '@boipoka/shared';
import type { Locale } from '../../../lib/i18n';

import { nameIn } from '../../../lib/shelves';

export { isSpecCategory, nameIn } from '../../../lib/shelves';

/** A category's path from the root as names ("Fiction › Novel"), from the tree as GET /api/categories lists it. */
export function categoryPath(tree: readonly Category[], id: string, locale: Locale): string {
  const byId = new Map(tree.map((category) => [category.id, category]));
  const names: string[] = [];
  for (let at = byId.get(id); at && names.length < 32; at = at.parentId ? byId.get(at.parentId) : undefined) names.unshift(nameIn(at, locale));
  return names.join(' › ');
}

/** How deep a category sits in the tree (0 for a root). */
export function categoryDepth(tree: readonly Category[], id: string): number {
  const byId = new Map(tree.map((category) => [category.id, category]));
  let depth = 0;
  for (let at = byId.get(id); at?.parentId && depth < 32; at = byId.get(at.parentId)) depth += 1;
  return depth;
}

export interface CategoryOption {
  id: string;
  label: string;
}

/** The categories a choice may name (a parent, a merge, a bulk move), each by its path, in the tree's order; archived ones left out. */
export function categoryOptions(tree: readonly Category[], locale: Locale, except?: string): CategoryOption[] {
  return tree.filter((category) => !category.archived && category.id !== except).map((category) => ({ id: category.id, label: categoryPath(tree, category.id, locale) }));
}
