import { describe, expect, it } from 'vitest';
import { mergeCarts, toCartInput } from './cart-merge';

const line = (bookId: string, quantity: number, stock: number) => ({ bookId, quantity, stock });

describe('mergeCarts: the signed-out cart merged into the account’s on sign-in', () => {
  it('a book in both carts holds both quantities; the account’s lines first, then the browser’s new ones', () => {
    expect(mergeCarts([line('a', 2, 50), line('b', 1, 50)], [line('c', 1, 50), line('a', 3, 50)])).toEqual([
      { book: 'a', quantity: 5 },
      { book: 'b', quantity: 1 },
      { book: 'c', quantity: 1 },
    ]);
  });

  it('never more than one order may take: 10 copies, or the stock when fewer are left', () => {
    expect(mergeCarts([line('a', 8, 50)], [line('a', 7, 50)])).toEqual([{ book: 'a', quantity: 10 }]);
    expect(mergeCarts([line('a', 2, 3)], [line('a', 2, 50)])).toEqual([{ book: 'a', quantity: 3 }]);
    expect(mergeCarts([], [line('b', 6, 4)])).toEqual([{ book: 'b', quantity: 4 }]);
  });

  it('the account’s stock (just read) bounds a shared book, not the browser’s older figure', () => {
    expect(mergeCarts([line('a', 1, 2)], [line('a', 5, 40)])).toEqual([{ book: 'a', quantity: 2 }]);
  });

  it('a book known to be sold out is still sent (at most 10), so the server drops it and tells the reader', () => {
    expect(mergeCarts([], [line('gone', 3, 0)])).toEqual([{ book: 'gone', quantity: 3 }]);
    expect(mergeCarts([line('x', 9, 0)], [line('x', 9, 0)])).toEqual([{ book: 'x', quantity: 10 }]);
  });

  it('keeps at most 20 lines, the account’s first', () => {
    const account = Array.from({ length: 15 }, (_, i) => line(`a${i}`, 1, 5));
    const browser = Array.from({ length: 10 }, (_, i) => line(`b${i}`, 1, 5));
    const merged = mergeCarts(account, browser);
    expect(merged).toHaveLength(20);
    expect(merged.slice(-1)).toEqual([{ book: 'b4', quantity: 1 }]);
  });

  it('an empty browser cart leaves the account’s as it is', () => {
    expect(mergeCarts([line('a', 4, 9)], [])).toEqual([{ book: 'a', quantity: 4 }]);
  });
});

describe('toCartInput', () => {
  it('sends each line as PUT /api/cart takes it', () => {
    expect(toCartInput([{ bookId: 'a', quantity: 2 }])).toEqual([{ book: 'a', quantity: 2 }]);
  });
});
