/**
 * Runs every cell of AUTHORIZATION_TABLE (route × caller) on a fresh database. A cell that writes (POST, PUT, PATCH,
 * DELETE) gets fresh accounts and resources; the reading cells (GET) share one set per caller, made once: a GET changes
 * nothing a later cell depends on, and making a set (five accounts, two orders, a review, an address) was most of the time.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createBook, createCompletedPurchaseReview, createUser, PASSWORD, placeOrder, signIn, type SignedIn } from '../factories';
import { useTestApp } from '../test-app';
import { ACTORS, type Actor, AUTHORIZATION_TABLE, type CellResources } from './authorization-table';
import { expectErrorEnvelope } from './support';

const ctx = useTestApp({ loginMaxFailuresPerAccount: 1_000, loginMaxFailuresPerIp: 1_000 });
let cells = 0;

afterAll(() => {
  console.log(`authorization table: ${AUTHORIZATION_TABLE.length} route rows × ${ACTORS.length} callers = ${cells} cells, all as expected`);
});

type Actors = Record<Exclude<Actor, 'anonymous'>, SignedIn>;

async function freshActors(): Promise<Actors> {
  const [customer, otherCustomer, blocked, admin] = await Promise.all([
    createUser(ctx.db, { name: 'Customer' }),
    createUser(ctx.db, { name: 'Other Customer' }),
    createUser(ctx.db, { name: 'Blocked Customer' }),
    createUser(ctx.db, { name: 'Admin', role: 'admin' }),
  ]);
  const signedIn = {
    customer: await signIn(ctx.app, customer),
    otherCustomer: await signIn(ctx.app, otherCustomer),
    blocked: await signIn(ctx.app, blocked),
    admin: await signIn(ctx.app, admin),
  };
  // Blocked after signing in: its tokens are validly signed, the account is not.
  await ctx.db.execute(sql`update users set role = 'Blocked' where id = ${blocked.id}`);
  return signedIn;
}

async function freshResources(actors: Actors, actor: Actor): Promise<CellResources> {
  const book = await createBook(ctx.db, { priceCents: 1000, quantity: 50 });
  const pending = await placeOrder(ctx.app, actors.customer, [{ book, quantity: 1 }]);
  const toCancel = await placeOrder(ctx.app, actors.customer, [{ book, quantity: 1 }]);
  const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${toCancel._id}/status`, headers: actors.customer.auth, payload: { status: 'cancelled' } });
  expect(cancel.statusCode).toBe(200);
  // A book the customer bought (the shop completed the order, written directly: the table tests the routes, not the shop's workflow) and reviewed.
  const reviewedBook = await createBook(ctx.db, { priceCents: 1000, quantity: 50 });
  const review = await createCompletedPurchaseReview(ctx.db, actors.customer.user.id, reviewedBook);
  const address = await ctx.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: actors.customer.auth,
    payload: { name: 'Customer', phone: '01711000000', address: '1 Road', city: 'Dhaka', postalCode: '1205' },
  });
  expect(address.statusCode).toBe(201);
  const target = await createUser(ctx.db, { name: 'Target' });
  const self = actor === 'anonymous' ? undefined : actors[actor];
  return {
    customerId: actors.customer.user.id,
    adminId: actors.admin.user.id,
    bookId: book.id,
    pendingOrderId: pending._id,
    cancelledOrderId: toCancel._id,
    reviewedBookId: reviewedBook.id,
    reviewId: review.id,
    addressId: address.json().data._id,
    targetUserId: target.id,
    email: self?.user.email ?? `nobody-${randomUUID()}@example.test`,
    password: PASSWORD,
    refreshToken: self?.refreshToken ?? 'made-up-refresh-token',
    unique: randomUUID(),
  };
}

async function freshCell(actor: Actor): Promise<{ actors: Actors; resources: CellResources }> {
  const actors = await freshActors();
  return { actors, resources: await freshResources(actors, actor) };
}

describe('authorization table (SPEC §6)', () => {
  it('lists every route the API serves', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    const listed = new Set(AUTHORIZATION_TABLE.map((row) => `${row.method} ${row.route}`));
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
  });

  // The reading cells' accounts and resources, made on first use.
  let readers: Promise<{ actors: Actors; resources: Partial<Record<Actor, CellResources>> }> | undefined;
  async function readingCell(actor: Actor): Promise<{ actors: Actors; resources: CellResources }> {
    readers ??= freshActors().then((actors) => ({ actors, resources: {} }));
    const shared = await readers;
    shared.resources[actor] ??= await freshResources(shared.actors, actor);
    return { actors: shared.actors, resources: shared.resources[actor] };
  }

  for (const row of AUTHORIZATION_TABLE) {
    it(`${row.method} ${row.route}: ${row.what}`, async () => {
      const actual = {} as Record<Actor, number>;
      for (const actor of ACTORS) {
        // Fresh accounts per writing cell: a cell may end its caller's session (logout) or change its password.
        const { actors, resources } = row.method === 'GET' ? await readingCell(actor) : await freshCell(actor);
        const headers = actor === 'anonymous' ? {} : actors[actor].auth;
        const body = row.body?.(resources);
        const res = await ctx.app.inject({ method: row.method, url: row.url(resources), headers, ...(body !== undefined ? { payload: body as object } : {}) });
        actual[actor] = res.statusCode;
        if (res.statusCode >= 400) expectErrorEnvelope(res, `${row.method} ${row.route} as ${actor}`);
        cells++;
      }
      expect(actual).toEqual(row.expected);
    }, 60_000);
  }
});
