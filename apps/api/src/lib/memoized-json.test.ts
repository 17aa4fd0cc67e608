/** A page's JSON, with each item's JSON kept per item object, is byte for byte what JSON.stringify writes. */
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendMemoizedJson, stringifyAnswer } from './memoized-json';

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

describe('sendMemoizedJson', () => {
  const replyIn = (locale: 'en' | 'bn') => {
    const sent: string[] = [];
    const reply = {
      request: { locale },
      header: () => reply,
      type: () => reply,
      send: (body: string) => (sent.push(body), reply),
    };
    return { reply: reply as unknown as FastifyReply, sent };
  };

  it("tells `kept` the bytes it keeps for the source: each language's body once, the items' JSON the first time", () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ _id: `b${i}`, title: `বই ${i} ${'x'.repeat(200)}` }));
    const source = { books: items };
    const build = () => ({ success: true, message: 'Books fetched successfully', data: source.books, meta: { page: 1, limit: 10, total: 10, totalPages: 1 } });
    const kept: number[] = [];
    const tell = (from: object, bytes: number) => {
      expect(from).toBe(source);
      kept.push(bytes);
    };
    const en = replyIn('en');
    sendMemoizedJson(en.reply, source, build, tell);
    sendMemoizedJson(en.reply, source, build, tell);
    expect(en.sent).toHaveLength(2);
    expect(kept).toHaveLength(1);
    // The body (two-byte text) and the items' JSON beside it.
    expect(kept[0]).toBeGreaterThan(2 * 2 * en.sent[0]!.length * 0.9);
    const bn = replyIn('bn');
    sendMemoizedJson(bn.reply, source, build, tell);
    expect(kept).toHaveLength(2);
    // The Bangla body only: the items' JSON was counted already.
    expect(kept[1]).toBeGreaterThan(2 * bn.sent[0]!.length);
    expect(kept[1]).toBeLessThan(2 * bn.sent[0]!.length + 1000);
  });
});
