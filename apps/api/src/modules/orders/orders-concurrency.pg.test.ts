/**
 * Runs against a real PostgreSQL server only (vitest.config.ts includes *.pg.test.ts only when TEST_DATABASE_URL is set):
 * PGlite has a single connection, so concurrency there would pass without proving anything.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { books, orders } from '../../db/schema';
import { createBook, createSignedInUser, orderPayload, type SignedIn } from '../../../test/factories';
import { TestClock, testConfig } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

describe('orders under real concurrency (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  let customers: SignedIn[];

  beforeAll(async () => {
    expect(process.env.TEST_DATABASE_URL, 'this suite needs TEST_DATABASE_URL').toBeTruthy();
    testDb = await createTestDatabase({ poolSize: 20 });
    expect(testDb.database.driver).toBe('pg');
    app = await buildApp({ db: testDb.database, config: testConfig(new TestClock()) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    customers = await Promise.all(Array.from({ length: 10 }, () => createSignedInUser(app, testDb.database.db)));
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  const order = (who: SignedIn, payload: object, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', ...who.auth, ...headers }, body: JSON.stringify(payload) });

  it('50 simultaneous orders for a book with stock 5: exactly 5 succeed, stock ends at 0', async () => {
    const book = await createBook(testDb.database.db, { title: 'Last Five', quantity: 5 });
    const payload = orderPayload([{ book, quantity: 1 }]);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => order(customers[i % customers.length]!, payload)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const refused = await responses.find((r) => r.status === 409)!.json();
    expect(refused.message).toBe('Not enough stock for "Last Five"');
    const [row] = await testDb.database.db.select({ quantity: books.quantity }).from(books).where(eq(books.id, book.id));
    expect(row!.quantity).toBe(0);
    const placed = await testDb.database.db.select().from(orders);
    expect(placed.filter((o) => o.status === 'pending')).toHaveLength(5);
  });

  it('20 concurrent submits with the same Idempotency-Key make one order', async () => {
    const book = await createBook(testDb.database.db, { quantity: 3 });
    const buyer = customers[0]!;
    const before = (await testDb.database.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => order(buyer, orderPayload([{ book, quantity: 1 }]), { 'idempotency-key': 'double-click-1' })));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.data._id)).size).toBe(1);
    const after = (await testDb.database.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).length;
    expect(after - before).toBe(1);
    const [row] = await testDb.database.db.select({ quantity: books.quantity }).from(books).where(eq(books.id, book.id));
    expect(row!.quantity).toBe(2);
  });

  it('concurrent cancels of one order restore its stock once', async () => {
    const book = await createBook(testDb.database.db, { quantity: 10 });
    const buyer = customers[1]!;
    const placed = await (await order(buyer, orderPayload([{ book, quantity: 3 }]))).json();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${baseUrl}/api/orders/${placed.data._id}/status`, { method: 'PATCH', headers: { 'content-type': 'application/json', ...buyer.auth }, body: JSON.stringify({ status: 'cancelled' }) }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    const [row] = await testDb.database.db.select({ quantity: books.quantity }).from(books).where(eq(books.id, book.id));
    expect(row!.quantity).toBe(10);
  });
});
