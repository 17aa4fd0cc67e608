/**
 * Races and money on real PostgreSQL (runs only with TEST_DATABASE_URL: vitest.config.ts includes *.pg.test.ts
 * only then, and `npm test` fails the pg suite in CI when it is missing). Hundreds of parallel app.inject calls on
 * a pg Pool of 20 connections, so transactions really interleave.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { TestClock, testConfig } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { raceCancelVersusProcess, raceIdempotencyKey, raceManyOrders, raceWishlistCap, setUpShop, type Shop, type Target } from './race-scenarios';

let testDb: TestDatabase;
let app: FastifyInstance;
let pool: pg.Pool;
let target: Target;
let shop: Shop;
const figures: string[] = [];

beforeAll(async () => {
  expect(process.env.TEST_DATABASE_URL, 'this file runs only against real PostgreSQL').toBeTruthy();
  testDb = await createTestDatabase({ poolSize: 20 });
  app = await buildApp({ db: testDb.database, config: testConfig(new TestClock(), { loginMaxFailuresPerIp: 10_000 }) });
  await app.ready();
  pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2, options: `-c search_path=${testDb.schema},public` });
  target = {
    async send(_i, method, url, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const res = await app.inject({ method: method as 'GET', url, headers, ...(options.body !== undefined ? { payload: options.body as object } : {}) });
      return { status: res.statusCode, body: res.json() };
    },
    async query(text, params = []) {
      return (await pool.query(text, params)).rows;
    },
  };
  shop = await setUpShop(target, { customers: 40, stocks: [3, 4, 5, 6, 7, 8, 3, 5, 7, 8] });
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await app?.close();
  await testDb?.cleanup();
  console.log(`races (PostgreSQL, in-process): ${figures.join('; ')}`);
});

describe('races on PostgreSQL', () => {
  it('200 concurrent orders over 10 books with stock 3-8: sold = taken from stock, never below zero, revenue = sum of totals', async () => {
    const result = await raceManyOrders(target, shop, 200);
    expect(result.succeeded).toBeGreaterThan(0);
    expect(result.refused).toBeGreaterThan(0);
    figures.push(
      `${result.orders} concurrent orders → ${result.succeeded} placed, ${result.refused} refused (409), ${result.stockSold} copies sold of ${shop.books.reduce((s, b) => s + b.stock, 0)}, revenue ${result.totalCents / 100}`,
    );
  }, 120_000);

  it('owner cancel vs admin process (or admin cancel) of one pending order, 40 times: exactly one wins, stock restored at most once', async () => {
    const tally = await raceCancelVersusProcess(target, shop, 40);
    figures.push(`40 cancel/process races (owner cancel won ${tally.cancelWon}, admin process won ${tally.processWon}, admin cancel won ${tally.adminCancelRaces})`);
  }, 120_000);

  it('the same Idempotency-Key 20 times at once: one order', async () => {
    await raceIdempotencyKey(target, shop, 20);
    figures.push('20 copies of one Idempotency-Key → 1 order');
  }, 60_000);

  it('300 wishlist adds of different books at once by one reader: the cap (200) holds, the rest are 409', async () => {
    const result = await raceWishlistCap(target, shop, 300);
    figures.push(`${result.adds} concurrent wishlist adds → ${result.stored} stored`);
  }, 120_000);
});
