/**
 * The statements an order sends to a real PostgreSQL server (vitest.config.ts includes *.pg.test.ts only when
 * TEST_DATABASE_URL is set): named, so each connection plans them once (decision 054), and of a text that does not
 * change with the order's lines — a text per line count would be prepared again for every size of order on every
 * connection.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createBook, createSignedInUser, orderPayload, SHIPPING, type SignedIn } from '../../../test/factories';
import { TestClock, testConfig } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

interface Sent {
  name?: string;
  text: string;
}

describe("an order's statements (PostgreSQL)", () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let reader: SignedIn;

  beforeAll(async () => {
    expect(process.env.TEST_DATABASE_URL, 'this suite needs TEST_DATABASE_URL').toBeTruthy();
    testDb = await createTestDatabase();
    expect(testDb.database.driver).toBe('pg');
    // The shop's own limits (the test config's are off): the order then reads the account under its lock (the path of
    // every order of a shop that keeps them).
    app = await buildApp({ db: testDb.database, config: testConfig(new TestClock(), { maxPendingCopiesPerAccount: 20, maxPendingValueCentsPerAccount: null }) });
    reader = await createSignedInUser(app, testDb.database.db);
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('names every statement of the order but its begin and commit, with the same texts for one book and for three', async () => {
    const query = pg.Client.prototype.query;
    const sent: Sent[] = [];
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { name?: string; text: string };
      sent.push(typeof config === 'string' ? { text: config } : { name: config.name, text: config.text });
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const orderOf = async (lines: number, shipping: typeof SHIPPING) => {
      const books = await Promise.all(Array.from({ length: lines }, () => createBook(testDb.database.db, { quantity: 5 })));
      sent.length = 0;
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: reader.auth,
        payload: { ...orderPayload(books.map((book) => ({ book, quantity: 1 }))), shippingDetails: shipping },
      });
      expect(res.statusCode, res.body).toBe(201);
      return [...sent];
    };
    try {
      // The shop's settings are read once and kept (a cache): the first order reads them.
      await orderOf(1, SHIPPING);
      // A new address each time: saved, and made the default in place of the last one (the same writes both times).
      const one = await orderOf(1, { ...SHIPPING, address: '1 Lake Road' });
      const three = await orderOf(3, { ...SHIPPING, address: '3 Lake Road' });

      for (const statements of [one, three]) {
        const unnamed = statements.filter((s) => !s.name).map((s) => s.text.trim().toLowerCase());
        expect(unnamed).toEqual(['begin', 'commit']);
      }
      expect(three.map((s) => s.name)).toEqual(one.map((s) => s.name));
    } finally {
      pg.Client.prototype.query = query;
    }
  });
});
