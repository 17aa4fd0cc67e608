/** A page's JSON, with each item's JSON kept per item object, is byte for byte what JSON.stringify writes. */
import { describe, expect, it } from 'vitest';
import { stringifyAnswer } from './memoized-json';

describe('stringifyAnswer', () => {
  const item = { _id: 'a', title: 'গীতাঞ্জলি "Song Offerings"', price: 4.5, rating: { average: null, count: 0 }, tags: ['x'] };
  const page = { success: true, message: 'Books fetched successfully', data: [item, { ...item, _id: 'b' }], meta: { page: 1, limit: 24, total: 2, totalPages: 1 } };

  it('writes a page, an empty page and other answers exactly as JSON.stringify does', () => {
    expect(stringifyAnswer(page)).toBe(JSON.stringify(page));
    expect(JSON.parse(stringifyAnswer(page))).toEqual(page);
    const empty = { ...page, data: [], meta: { ...page.meta, total: 0, totalPages: 0 } };
    expect(stringifyAnswer(empty)).toBe(JSON.stringify(empty));
    for (const other of [{ success: true, message: 'ok', data: { a: 1 } }, { success: false, message: 'no', errors: [] }, [1, 2], 'text', null]) {
      expect(stringifyAnswer(other)).toBe(JSON.stringify(other));
    }
    // Keys in another order, or one more: not taken for a page.
    const reordered = { message: 'm', success: true, data: [item], meta: {} };
    expect(stringifyAnswer(reordered)).toBe(JSON.stringify(reordered));
  });

  it('an item kept and sent again reads the same; a new item object with new content is written anew', () => {
    expect(stringifyAnswer(page)).toBe(JSON.stringify(page));
    const changed = { ...page, data: [{ ...item, price: 3 }] };
    expect(JSON.parse(stringifyAnswer(changed)).data[0].price).toBe(3);
  });
});
