import type { BookSortField } from '@boipoka/shared';

/** The columns of the Book Management table that sort on a header click (server-side sortBy). */
export type BookSortColumn = Extract<BookSortField, 'title' | 'author' | 'price' | 'quantity'>;
export type SortOrder = 'asc' | 'desc';

export interface BookSortState {
  /** null: the server's default order, before any header was clicked. */
  column: BookSortColumn | null;
  order: SortOrder;
}

export const INITIAL_BOOK_SORT: BookSortState = { column: null, order: 'asc' };

/** SPEC §4: a click on the sorted column toggles asc/desc; a click on another column sorts it ascending. */
export function nextSort(current: BookSortState, column: BookSortColumn): BookSortState {
  if (current.column === column) return { column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { column, order: 'asc' };
}

export function ariaSortOf(current: BookSortState, column: BookSortColumn): 'ascending' | 'descending' | 'none' {
  if (current.column !== column) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}
