import type { Category } from '@boipoka/shared';
import { categoryPath } from '../../catalogue';
import type { Locale } from '../../../lib/i18n';

export interface CategoryOption {
  id: string;
  label: string;
}

/** The categories a category may go under or into, each named by its path, in the tree's order; archived ones left out. */
export function categoryOptions(tree: readonly Category[], locale: Locale, except?: string): CategoryOption[] {
  return tree.filter((category) => !category.archived && category.id !== except).map((category) => ({ id: category.id, label: categoryPath(tree, category.id, locale) }));
}
