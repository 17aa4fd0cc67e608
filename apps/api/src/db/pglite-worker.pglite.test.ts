/**
 * The embedded database runs in a worker thread (db/pglite-worker.ts): a slow statement holds the database, never the
 * server's main thread, so what needs no database (a cached catalogue page, the liveness of the process) answers at once.
 * And it behaves as the database the server needs: transactions roll back, SQLSTATEs arrive, notifications arrive.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createBook } from '../../test/factories';
import { TestClock, testConfig } from '../../test/test-app';
import { pgErrorCode } from '../lib/errors';
import { createWorkerTestDatabase } from '../../test/test-database';
import type { Database } from './client';
import type { FastifyInstance } from 'fastify';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createWorkerTestDatabase();
  app = await buildApp({ db: database, config: testConfig(new TestClock()) });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the embedded database in a worker', () => {
  it('a statement running for seconds does not hold the main thread: a cached page answers meanwhile', async () => {
    await createBook(database.db, { title: 'Cached Before' });
    const page = () => app.inject({ method: 'GET', url: '/api/books?page=1&limit=5' });
    expect((await page()).statusCode).toBe(200); // now in the catalogue cache
    let slowDone = 0;
    const started = Date.now();
    const slow = database.db.execute(sql`select count(*) from generate_series(1, 6000000)`).then(() => (slowDone = Date.now()));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const t0 = Date.now();
    const cached = await page();
    const answeredIn = Date.now() - t0;
    expect(cached.statusCode).toBe(200);
    expect(cached.json().data[0].title).toBe('Cached Before');
    // Answered while the slow statement was still running, and in a moment.
    expect(slowDone).toBe(0);
    expect(answeredIn).toBeLessThan(250);
    await slow;
    console.log(`pglite worker: a cached page answered in ${answeredIn} ms while a ${slowDone - started} ms statement ran`);
  }, 60_000);

  it('a catalogue read that waits past CATALOGUE_STATEMENT_TIMEOUT_MS behind a slow statement answers 503 at its limit', async () => {
    const limited = await buildApp({ db: database, config: testConfig(new TestClock(), { catalogueCache: false, catalogueStatementTimeoutMs: 300 }) });
    // Started before the slow statement: its start reads the shop's settings, which no time limit covers.
    await limited.ready();
    try {
      // (A Drizzle query runs when it is awaited or then'd.)
      const slow = database.db.execute(sql`select count(*) from generate_series(1, 6000000)`).then(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const t0 = Date.now();
      const res = await limited.inject({ method: 'GET', url: '/api/books?page=1&limit=5&sort=name' });
      const took = Date.now() - t0;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(took).toBeGreaterThanOrEqual(250);
      expect(took).toBeLessThan(1_000);
      await slow;
      expect((await limited.inject({ method: 'GET', url: '/api/books?page=1&limit=5&sort=name' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it("answers larger than PGlite's 128 KB output buffer arrive whole (the bare list of 2,000 books is ~800 KB)", async () => {
    const result = await database.db.execute(sql`select n, repeat('x', 400) as filler from generate_series(1, 3000) as n`);
    const rows = (result as unknown as { rows: { n: number; filler: string }[] }).rows;
    expect(rows).toHaveLength(3000);
    expect(rows[2999]).toEqual({ n: 3000, filler: 'x'.repeat(400) });
  });

  it('keeps SQLSTATEs, rolls back failed transactions, and delivers notifications', async () => {
    const error = await database.db.execute(sql`insert into books (title) values (null)`).catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('23502');
    const before = await database.db.execute(sql`select count(*)::int as n from books`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into books (title, author, category, price_cents) values ('Rolled Back', 'X', 'Poetry', 100)`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const after = await database.db.execute(sql`select count(*)::int as n from books`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
    const heard: string[] = [];
    const stop = await database.listen('boipoka_test_channel', { message: (payload) => heard.push(String(payload)), connected: () => {} });
    await database.db.execute(sql`select pg_notify('boipoka_test_channel', 'hello')`);
    await database.db.execute(sql`select 1`);
    expect(heard).toEqual(['hello']);
    await stop();
  });
});
