/** A page's JSON, with each item's JSON kept per item object, is byte for byte what JSON.stringify writes. */
import type { FastifyReply } from 'fastify';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { i18nPlugin } from '../i18n/i18n-plugin';
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
    // Keys in another order: not taken for a page.
    const reordered = { message: 'm', success: true, data: [item], meta: {} };
    expect(stringifyAnswer(reordered)).toBe(JSON.stringify(reordered));
    // A search's page: more keys after meta, written as JSON.stringify writes them (an undefined one left out).
    for (const searched of [
      { ...page, search: { match: 'close', didYouMean: [{ _id: 'c', title: 'চাঁদের পাহাড়' }] } },
      { ...page, search: { match: 'exact', didYouMean: [] }, extra: undefined, last: [1, 'two'] },
      { ...page, only: undefined },
    ]) {
      expect(stringifyAnswer(searched)).toBe(JSON.stringify(searched));
    }
  });

  it("keeps a search page's items' JSON as any page's: an item object is written once", () => {
    const kept = { _id: 'k', title: 'Kept Once' };
    const searched = { ...page, data: [kept], search: { match: 'exact', didYouMean: [] } };
    expect(JSON.parse(stringifyAnswer(searched)).data[0].title).toBe('Kept Once');
    // Items are never changed in place (a change is a new object); were one changed, its kept JSON is what is sent.
    kept.title = 'Changed In Place';
    expect(JSON.parse(stringifyAnswer({ ...searched, search: { match: 'close', didYouMean: [] } })).data[0].title).toBe('Kept Once');
  });

  it('an item kept and sent again reads the same; a new item object with new content is written anew', () => {
    expect(stringifyAnswer(page)).toBe(JSON.stringify(page));
    const changed = { ...page, data: [{ ...item, price: 3 }] };
    expect(JSON.parse(stringifyAnswer(changed)).data[0].price).toBe(3);
  });
});

describe('sendMemoizedJson', () => {
  const replyIn = (locale: 'en' | 'bn') => {
    const sent: Buffer[] = [];
    const reply = {
      request: { locale },
      header: () => reply,
      type: () => reply,
      send: (body: Buffer) => (sent.push(body), reply),
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
    // The body (its UTF-8 bytes) and the items' JSON beside it (two-byte strings: about twice the body again).
    expect(kept[0]).toBeGreaterThan(2.5 * en.sent[0]!.length);
    const bn = replyIn('bn');
    sendMemoizedJson(bn.reply, source, build, tell);
    expect(kept).toHaveLength(2);
    // The Bangla body only (its bytes): the items' JSON was counted already.
    expect(kept[1]).toBeGreaterThan(bn.sent[0]!.length);
    expect(kept[1]).toBeLessThan(bn.sent[0]!.length + 1000);
  });
});

describe('sendMemoizedJson, the bytes it sends', () => {
  const item = { _id: 'a', title: 'গীতাঞ্জলি', author: 'রবীন্দ্রনাথ ঠাকুর', price: 4.5 };
  const page = { books: [item], total: 1 };
  const build = () => ({ success: true, message: 'Books fetched successfully', data: page.books, meta: { page: 1, limit: 24, total: 1, totalPages: 1 } });

  async function appSending() {
    const app = Fastify();
    await app.register(i18nPlugin);
    const sent: unknown[] = [];
    app.addHook('onSend', async (_request, _reply, payload) => {
      sent.push(payload);
      return payload;
    });
    app.get('/api/page', (_request, reply) => sendMemoizedJson(reply, page, build));
    return { app, sent };
  }

  it("answers a page holding Bangla as its UTF-8 bytes, with their length and one ETag, in the caller's language", async () => {
    const { app } = await appSending();
    const first = await app.inject({ url: '/api/page' });
    const again = await app.inject({ url: '/api/page' });
    const bangla = await app.inject({ url: '/api/page', headers: { 'accept-language': 'bn' } });
    const english = JSON.stringify(build());
    expect(first.rawPayload.equals(Buffer.from(english, 'utf8'))).toBe(true);
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(english, 'utf8'));
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(bangla.json()).toEqual({ ...build(), message: 'বইয়ের তালিকা পাওয়া গেছে' });
    expect(Number(bangla.headers['content-length'])).toBe(bangla.rawPayload.length);
    expect(bangla.headers.etag).not.toBe(first.headers.etag);
    await app.close();
  });

  it('hands the same encoded bytes to every request for a kept answer (nothing serialised or encoded again per request)', async () => {
    const { app, sent } = await appSending();
    await app.inject({ url: '/api/page' });
    await app.inject({ url: '/api/page' });
    expect(Buffer.isBuffer(sent[0])).toBe(true);
    expect(sent[1]).toBe(sent[0]);
    await app.close();
  });
});
