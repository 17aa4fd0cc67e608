/**
 * A time limit on every catalogue statement (PostgreSQL's statement_timeout on the catalogue's own connections): a
 * catalogue read that cannot finish in time is cancelled by the database and answered 503 with Retry-After, quickly,
 * while the rest of the shop (health, orders, a cached page) goes on.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createBook, createSignedInUser, orderPayload } from '../factories';
import { TestClock, testConfig } from '../test-app';
import { createTestDatabase, type TestDatabase } from '../test-database';
import type { FastifyInstance } from 'fastify';

const LIMIT_MS = 300;
let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase({ catalogueStatementTimeoutMs: LIMIT_MS });
  app = await buildApp({ db: testDb.database, config: testConfig(new TestClock(), { catalogueCache: false }) });
});
afterAll(async () => {
  await app?.close();
  await testDb?.cleanup();
});

describe('catalogue statement time limit (PostgreSQL)', () => {
  it('a catalogue read held past the limit is cancelled and answered 503 with Retry-After; other requests go on', async () => {
    const book = await createBook(testDb.database.db, { title: 'Held Up', quantity: 5 });
    const buyer = await createSignedInUser(app, testDb.database.db);
    // Another session holds a lock that the catalogue's reads must wait for (as a long statement would hold the database).
    const blocker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await blocker.connect();
    try {
      await blocker.query(`set search_path = ${testDb.schema}, public`);
      await blocker.query('begin');
      await blocker.query('lock table book_counts in access exclusive mode');
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/books?page=1&limit=5' });
      const took = Date.now() - started;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ success: false, message: 'The shop is busy right now; please try again in a moment.' });
      expect(res.headers['retry-after']).toBe('2');
      expect(took).toBeGreaterThanOrEqual(LIMIT_MS - 50);
      expect(took).toBeLessThan(LIMIT_MS * 10);
      // What does not read the catalogue is not held: health and an order (its statements are not catalogue reads).
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const order = await app.inject({ method: 'POST', url: '/api/orders', headers: buyer.auth, payload: orderPayload([{ book, quantity: 1 }]) });
      expect(order.statusCode, order.body).toBe(201);
    } finally {
      await blocker.query('rollback').catch(() => {});
      await blocker.end();
    }
    expect((await app.inject({ method: 'GET', url: '/api/books?page=1&limit=5' })).statusCode).toBe(200);
  });
});
