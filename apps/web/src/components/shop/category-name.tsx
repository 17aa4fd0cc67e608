import { useCategoryName } from '../../lib/shelves';

/** A book's category named in the page's language (SPEC's five, or a category of the tree by its slug). */
export function CategoryName({ value }: { value: string | undefined }) {
  return <>{useCategoryName(value)}</>;
}
