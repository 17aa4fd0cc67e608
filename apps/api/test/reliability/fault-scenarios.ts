/**
 * Fault scenarios against the real server process: SIGKILL while orders stream in, then a restart on the same data;
 * SIGTERM with requests in flight. Checks go through the API (the embedded database belongs to the server process).
 */
import { computeCheckoutTotals, fromCents, toCents } from '@boipoka/shared';
import { expect } from 'vitest';
import { call, type SpawnedServer, sleep, startServer } from './support';

export const SHIPPING = { name: 'Tania Rahman', email: 'tania@example.test', phone: '+880 1511 444555', address: '22 Station Road', city: 'Khulna', postalCode: '9100' };

export interface CrashSetup {
  /** Signs in an admin on a running server (embedded: the demo admin; PostgreSQL: a registered account promoted in SQL). */
  admin(server: SpawnedServer): Promise<string>;
}

async function registerCustomer(url: string, label: string) {
  const email = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const reg = await call(url, 'POST', '/api/users/register', { body: { name: label, email, password: 'crash-pass-1' } });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const login = await call(url, 'POST', '/api/users/login', { body: { email, password: 'crash-pass-1' } });
  expect(login.status).toBe(200);
  return login.body.data.accessToken as string;
}

/** Every order the admin can see, all pages. */
async function allOrders(url: string, adminToken: string) {
  const orders: any[] = [];
  for (let page = 1; ; page++) {
    const res = await call(url, 'GET', `/api/orders/all?limit=100&page=${page}`, { token: adminToken });
    expect(res.status).toBe(200);
    orders.push(...res.body.data.orders);
    if (page >= res.body.data.pagination.totalPages) return orders;
  }
}

/**
 * One crash run: start, create a book, stream orders from 4 workers, SIGKILL once `killAfter` orders were
 * acknowledged, start again on the same data. Every acknowledged order must be there and whole; stock must equal
 * the initial stock minus the copies in the stored orders (no lost or half-written order, no lost stock update).
 */
export async function crashRun(env: Record<string, string>, setup: CrashSetup, killAfter: number) {
  let server = await startServer(env);
  try {
    let adminToken = await setup.admin(server);
    const initialStock = 10_000;
    const priceCents = 1799;
    const created = await call(server.url, 'POST', '/api/books', {
      token: adminToken,
      body: { title: `Crash Book ${Date.now()}`, author: 'Crash Author', price: fromCents(priceCents), quantity: initialStock, category: 'Science', description: 'A book for the crash tests.' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const bookId = created.body.data._id as string;
    const customers = await Promise.all([1, 2, 3, 4].map((i) => registerCustomer(server.url, `crash-${i}`)));

    const acknowledged = new Map<string, number>();
    let lost = 0;
    let stop = false;
    const worker = async (token: string, w: number) => {
      for (let n = 0; !stop; n++) {
        const quantity = 1 + ((n + w) % 3);
        const totals = computeCheckoutTotals([{ unitPriceCents: priceCents, quantity }]);
        try {
          const res = await call(server.url, 'POST', '/api/orders', {
            token,
            body: { books: [{ book: bookId, quantity }], shippingDetails: SHIPPING, paymentMethod: 'cod', totalAmount: fromCents(totals.totalCents) },
            timeoutMs: 5_000,
          });
          if (res.status === 201) acknowledged.set(res.body.data._id, quantity);
          else lost++;
        } catch {
          lost++; // connection refused or reset: the outcome is unknown to the client
        }
        if (acknowledged.size >= killAfter && !stop) {
          stop = true;
          await server.kill('SIGKILL');
        }
      }
    };
    await Promise.all(customers.map((token, w) => worker(token, w)));
    const killed = await server.exited;
    expect(killed.signal).toBe('SIGKILL');

    server = await startServer(env);
    adminToken = await setup.admin(server);
    const orders = (await allOrders(server.url, adminToken)).filter((o) => o.books.some((b: any) => b.book._id === bookId));
    const byId = new Map(orders.map((o) => [o._id, o]));
    for (const [id, quantity] of acknowledged) {
      const order = byId.get(id);
      expect(order, `acknowledged order ${id} lost in the crash`).toBeDefined();
      expect(order.books[0].quantity).toBe(quantity);
    }
    let copies = 0;
    for (const order of orders) {
      expect(order.books.length, `order ${order._id} has no items`).toBe(1);
      const line = order.books[0];
      expect(toCents(order.totalPrice)).toBe(computeCheckoutTotals([{ unitPriceCents: toCents(line.book.price), quantity: line.quantity }]).totalCents);
      copies += line.quantity;
    }
    const book = await call(server.url, 'GET', `/api/books/${bookId}`);
    expect(book.body.data.quantity).toBe(initialStock - copies);
    // A second start must not re-seed or change the catalogue; the server works normally afterwards.
    const after = await call(server.url, 'POST', '/api/orders', {
      token: customers[0],
      body: {
        books: [{ book: bookId, quantity: 1 }],
        shippingDetails: SHIPPING,
        paymentMethod: 'cod',
        totalAmount: fromCents(computeCheckoutTotals([{ unitPriceCents: priceCents, quantity: 1 }]).totalCents),
      },
    });
    expect(after.status, 'tokens signed before the crash still work (same JWT secret) and orders are taken').toBe(201);
    return { acknowledged: acknowledged.size, stored: orders.length, unknownOutcome: lost };
  } finally {
    await server.kill('SIGKILL');
  }
}

/** SIGTERM while slow requests are in flight: they all complete (201), then the process exits 0. */
export async function gracefulShutdownRun(env: Record<string, string>) {
  const server = await startServer({ ...env, LOG_LEVEL: 'info' });
  try {
    // Registration hashes the password with argon2 (tens of ms each, queued on 4 threads): 12 of them keep the server busy.
    const inFlight = Array.from({ length: 12 }, (_, i) =>
      call(server.url, 'POST', '/api/users/register', { body: { name: `Late ${i}`, email: `late-${i}-${Date.now()}@example.test`, password: 'late-pass-1' }, timeoutMs: 20_000 }).then(
        (r) => r.status,
        (e: Error) => `error: ${e.message}`,
      ),
    );
    // SIGTERM only once the server has logged all of them as received (LOG_LEVEL=info logs "incoming request").
    const deadline = Date.now() + 20_000;
    while ((server.output().match(/incoming request/g) ?? []).length < 12 && Date.now() < deadline) await sleep(5);
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    const exit = await server.exited;
    return { statuses, exit, output: server.output() };
  } finally {
    await server.kill('SIGKILL');
  }
}
