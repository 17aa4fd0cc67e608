import { describe, expect, it } from 'vitest';
import { ariaSortOf, INITIAL_BOOK_SORT, nextSort } from './book-sort';

describe('nextSort (SPEC §4 header sort)', () => {
  it('sorts a column ascending on its first click', () => {
    expect(nextSort(INITIAL_BOOK_SORT, 'title')).toEqual({ column: 'title', order: 'asc' });
  });

  it('toggles asc and desc on the same column', () => {
    const once = nextSort(INITIAL_BOOK_SORT, 'price');
    const twice = nextSort(once, 'price');
    const thrice = nextSort(twice, 'price');
    expect(twice).toEqual({ column: 'price', order: 'desc' });
    expect(thrice).toEqual({ column: 'price', order: 'asc' });
  });

  it('starts a new column ascending even when the previous one was descending', () => {
    expect(nextSort({ column: 'author', order: 'desc' }, 'quantity')).toEqual({ column: 'quantity', order: 'asc' });
  });

  it('reports aria-sort only on the sorted column', () => {
    const sort = { column: 'author' as const, order: 'desc' as const };
    expect(ariaSortOf(sort, 'author')).toBe('descending');
    expect(ariaSortOf(sort, 'title')).toBe('none');
    expect(ariaSortOf({ column: 'author', order: 'asc' }, 'author')).toBe('ascending');
  });
});
