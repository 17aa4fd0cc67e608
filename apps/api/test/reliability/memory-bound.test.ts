/**
 * No sequence of anonymous requests may grow the server's memory without bound (issue 29): unpaged lists of the whole
 * catalogue varied by a filter that changes nothing (`minPrice=0.0000001`, `…0002`, …) in both languages, searches,
 * suggestions, author look-ups, unknown books and failed sign-ins from many addresses, against an app whose catalogue
 * cache may take 8 MB. The heap after a full collection may grow by a small part of what the run was answered, never by
 * what it was answered (every answer kept, as the cache bounded by a count of 2,000 answers did).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { insertBooks } from '../../src/modules/search';
import { useTestApp } from '../test-app';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The live heap: what is left after full collections (weak maps' entries of dead keys included). */
async function liveHeap(): Promise<number> {
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

const BOOKS = 300;
const CACHE_BYTES = 8 * 1024 * 1024;
// The index in its worker thread, as the server runs it: its bounded caches are on that thread's heap, not this one's.
const ctx = useTestApp({ catalogueCacheBytes: CACHE_BYTES, searchIndexThread: 'worker' });

/** A long description in both scripts: an answer of the whole list is about a megabyte of two-byte text. */
const description = (i: number) => `${'বইটি একটি দীর্ঘ বর্ণনা, '.repeat(40)} A long description of bulk book ${i}. ${'x'.repeat(200)}`;

async function get(app: FastifyInstance, url: string, locale: 'en' | 'bn', remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'GET', url, headers: { 'accept-language': locale }, remoteAddress });
}

describe('memory under varied anonymous requests', () => {
  it('stays bounded: unpaged lists, searches, suggestions, authors, unknown books and failed sign-ins', async () => {
    const { app, db } = ctx;
    await insertBooks(
      db,
      Array.from({ length: BOOKS }, (_, i) => ({
        title: `Bulk Book ${i}`,
        altTitle: `বাল্ক বই ${i}`,
        author: `Author ${i % 40}`,
        category: 'Fiction',
        priceCents: 500 + i,
        quantity: 10,
        description: description(i),
        image: '',
      })),
    );
    await app.searchEngine.start();

    let answered = 0;
    let n = 0;
    const unpaged = async () => {
      n += 1;
      // Filters that change nothing, each a new question: 1e-7, 2e-7, … (all below a cent).
      const minPrice = `0.${'0'.repeat(6)}${n}`;
      for (const url of [`/api/books?q=bulk&minPrice=${minPrice}`, `/api/books?minPrice=${minPrice}`]) {
        for (const locale of ['en', 'bn'] as const) {
          const res = await get(app, url, locale);
          expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
          const body = res.json();
          expect(body.meta.total).toBe(BOOKS);
          expect(body.data).toHaveLength(BOOKS);
          answered += res.body.length;
        }
      }
    };
    const others = async (i: number) => {
      const locale = i % 2 ? 'bn' : 'en';
      const address = `10.${(i >> 8) & 255}.${i & 255}.7`;
      for (const url of [
        `/api/books?q=bulk${i}&page=1&limit=24`,
        `/api/books?q=${encodeURIComponent(`বই ${i}`)}&sort=price-low&page=2&limit=10`,
        `/api/books/suggest?q=bulk%20${i}`,
        `/api/books/authors?q=author%20${i}`,
        `/api/books/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      ]) {
        const res = await get(app, url, locale, address);
        expect(res.statusCode).toBeLessThan(500);
        answered += res.body.length;
      }
      const login = await app.inject({ method: 'POST', url: '/api/users/login', remoteAddress: address, payload: { email: `nobody-${i}@example.test`, password: 'wrong-password' } });
      expect(login.statusCode).toBe(401);
    };

    // Warm up: every kind of answer once, so the baseline holds the code and the fixed structures they use.
    await unpaged();
    await others(0);
    const baseline = await liveHeap();

    for (let i = 1; i <= 40; i += 1) {
      await unpaged();
      await others(i);
    }
    const grown = (await liveHeap()) - baseline;
    const ratio = grown / (2 * answered);
    console.log(
      `memory bound: ${(answered / 1e6).toFixed(0)} M characters answered, heap ${(baseline / 1e6).toFixed(0)} MB at the start, grown ${(grown / 1e6).toFixed(1)} MB (${(ratio * 100).toFixed(1)}% of the answers' bytes)`,
    );
    // Kept, every answer would hold its bytes (two a character: the answers are two-byte strings) and more (131% with
    // the count of 2,000 answers); an 8 MB budget is 5% of what is answered here, and an entry counted without the JSON
    // kept beside it holds about 2.6 times its count (13%).
    expect(ratio).toBeLessThan(0.08);
  }, 240_000);
});
