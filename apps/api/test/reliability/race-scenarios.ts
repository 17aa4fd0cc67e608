/**
 * Race scenarios on real PostgreSQL, written against a small `Target` (send a request to instance i, run SQL) so
 * the same checks run in-process (parallel app.inject on a pg Pool) and across two server processes.
 */
import { computeCheckoutTotals, fromCents, MAX_WISHLIST_ITEMS, toCents } from '@boipoka/shared';
import { expect } from 'vitest';

export interface Answer {
  status: number;
  body: any;
}

export interface Target {
  /** Request to instance `i` (alternating instances when there are several). */
  send(i: number, method: string, url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
  query<T = Record<string, any>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Shop {
  adminToken: string;
  customers: { id: string; email: string; token: string }[];
  /** Small stock: the many-orders race sells these out. */
  books: { id: string; priceCents: number; stock: number }[];
  /** Plenty of stock: the cancel and idempotency races use it. */
  reserve: { id: string; priceCents: number; stock: number };
}

export const SHIPPING = { name: 'Nusrat Jahan', email: 'nusrat@example.test', phone: '+880 1911 222333', address: '7 Green Road', city: 'Dhaka', postalCode: '1215' };

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${process.pid}-${counter++}-${Math.random().toString(36).slice(2, 6)}`;

async function registerAndSignIn(t: Target, i: number, label: string) {
  const email = `${label}-${unique()}@example.test`;
  const reg = await t.send(i, 'POST', '/api/users/register', { body: { name: label, email, password: 'race-pass-1' } });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const login = await t.send(i, 'POST', '/api/users/login', { body: { email, password: 'race-pass-1' } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { id: reg.body.data._id as string, email, token: login.body.data.accessToken as string };
}

/** An admin (registered, then promoted in SQL: registration cannot make admins), customers, and books with small stock. */
export async function setUpShop(t: Target, options: { customers: number; stocks: number[]; priceCents?: (i: number) => number }): Promise<Shop> {
  const admin = await registerAndSignIn(t, 0, 'race-admin');
  await t.query(`update users set role = 'admin' where id = $1`, [admin.id]);
  const customers = [];
  for (let i = 0; i < options.customers; i += 8) {
    customers.push(...(await Promise.all(Array.from({ length: Math.min(8, options.customers - i) }, (_, k) => registerAndSignIn(t, i + k, 'race-customer')))));
  }
  const books = [];
  for (const [i, stock] of [...options.stocks, 100_000].entries()) {
    const priceCents = options.priceCents?.(i) ?? 1234 + i * 517;
    const res = await t.send(i, 'POST', '/api/books', {
      token: admin.token,
      body: { title: `Race Book ${i} ${unique()}`, author: 'Race Author', price: fromCents(priceCents), quantity: stock, category: 'Fiction', description: 'A book for the race tests.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    books.push({ id: res.body.data._id as string, priceCents, stock });
  }
  const reserve = books.pop()!;
  return { adminToken: admin.token, customers, books, reserve };
}

function orderBody(lines: { book: Shop['books'][number]; quantity: number }[]) {
  const totals = computeCheckoutTotals(lines.map((l) => ({ unitPriceCents: l.book.priceCents, quantity: l.quantity })));
  return { books: lines.map((l) => ({ book: l.book.id, quantity: l.quantity })), shippingDetails: SHIPPING, paymentMethod: 'cod', totalAmount: fromCents(totals.totalCents) };
}

async function stockOf(t: Target, ids: string[]): Promise<Map<string, number>> {
  const rows = await t.query<{ id: string; quantity: number }>(`select id, quantity from books where id = any($1::uuid[])`, [ids]);
  return new Map(rows.map((r) => [r.id, Number(r.quantity)]));
}

/**
 * `orders` concurrent orders (1-2 lines of 1-2 copies over the shop's books) from many customers: successes sell
 * exactly what was taken from stock, stock never goes below zero, refusals are honest 409s, and once every order
 * is completed, revenue = sum of the order totals.
 */
/** How many 'order placed' mails, SMS and admins' notifications exist, and how many admins the shop has. */
async function orderPlacedTold(t: Target): Promise<{ mails: number; sms: number; notices: number; admins: number }> {
  const [row] = await t.query<{ mails: number; sms: number; notices: number; admins: number }>(
    `select (select count(*)::int from mail_outbox where kind = 'order-placed') as mails,
            (select count(*)::int from sms_outbox where kind = 'order-placed') as sms,
            (select count(*)::int from notifications where kind = 'order-placed') as notices,
            (select count(*)::int from users where role = 'admin') as admins`,
  );
  return { mails: Number(row!.mails), sms: Number(row!.sms), notices: Number(row!.notices), admins: Number(row!.admins) };
}

export async function raceManyOrders(t: Target, shop: Shop, orders: number) {
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >>> 16) % n;
  };
  const plans = Array.from({ length: orders }, () => {
    const first = random(shop.books.length);
    const second = random(shop.books.length);
    const lines = [{ book: shop.books[first]!, quantity: 1 + random(2) }];
    if (second !== first && random(3) === 0) lines.push({ book: shop.books[second]!, quantity: 1 + random(2) });
    return lines;
  });
  const toldBefore = await orderPlacedTold(t);
  const answers = await Promise.all(plans.map((lines, i) => t.send(i, 'POST', '/api/orders', { token: shop.customers[i % shop.customers.length]!.token, body: orderBody(lines) })));
  const statuses = answers.map((a) => a.status);
  expect(
    statuses.filter((s) => s !== 201 && s !== 409),
    JSON.stringify(answers.find((a) => a.status !== 201 && a.status !== 409)),
  ).toEqual([]);

  if (process.env.RACE_DEBUG) {
    const messages = new Map<string, number>();
    for (const a of answers) if (a.status !== 201) messages.set(a.body.message, (messages.get(a.body.message) ?? 0) + 1);
    console.log('refusals', Object.fromEntries(messages));
  }
  const sold = new Map<string, number>();
  let totalCents = 0;
  const created: string[] = [];
  answers.forEach((answer, i) => {
    if (answer.status !== 201) return;
    created.push(answer.body.data._id);
    totalCents += toCents(answer.body.data.totalPrice);
    for (const line of plans[i]!) sold.set(line.book.id, (sold.get(line.book.id) ?? 0) + line.quantity);
  });
  const stock = await stockOf(
    t,
    shop.books.map((b) => b.id),
  );
  for (const book of shop.books) {
    const left = stock.get(book.id)!;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left, `book ${book.id}`).toBe(book.stock - (sold.get(book.id) ?? 0));
  }
  // Every stored order is whole: it has its items and its total matches them.
  const broken = await t.query(
    `select o.id from orders o left join order_items i on i.order_id = o.id where o.id = any($1::uuid[])
     group by o.id, o.subtotal_cents having count(i.id) = 0 or sum(i.unit_price_cents * i.quantity) <> o.subtotal_cents`,
    [created],
  );
  expect(broken).toEqual([]);
  const [{ n }] = await t.query<{ n: number }>(`select count(*)::int as n from orders where id = any($1::uuid[])`, [created]);
  expect(Number(n)).toBe(created.length);
  // Each order placed queued one receipt mail and one SMS and rang each admin once; a refused order (its transaction
  // rolled back with the writes that travel with its last statement) told no one.
  const told = await orderPlacedTold(t);
  expect({ mails: told.mails - toldBefore.mails, sms: told.sms - toldBefore.sms, notices: told.notices - toldBefore.notices }).toEqual({
    mails: created.length,
    sms: created.length,
    notices: created.length * told.admins,
  });

  // Complete them all (alternating instances); revenue counts completed orders only.
  const revenueBefore = (await t.send(0, 'GET', '/api/orders/revenue', { token: shop.adminToken })).body.data;
  for (const step of ['processing', 'completed']) {
    const moved = await Promise.all(created.map((id, i) => t.send(i, 'PATCH', `/api/orders/${id}/status`, { token: shop.adminToken, body: { status: step } })));
    expect(moved.filter((m) => m.status !== 200)).toEqual([]);
  }
  const revenue = (await t.send(1, 'GET', '/api/orders/revenue', { token: shop.adminToken })).body.data;
  expect(toCents(revenue.totalRevenue) - toCents(revenueBefore.totalRevenue)).toBe(totalCents);
  expect(revenue.totalOrders - revenueBefore.totalOrders).toBe(created.length);
  const stockSold = shop.books.reduce((sum, b) => sum + b.stock - stock.get(b.id)!, 0);
  return { orders, succeeded: created.length, refused: orders - created.length, stockSold, totalCents };
}

/** The owner's cancel and the admin's process of the same pending order, at once, `rounds` times: exactly one wins; stock comes back at most once. */
export async function raceCancelVersusProcess(t: Target, shop: Shop, rounds: number) {
  const book = shop.reserve;
  const tally = { cancelWon: 0, processWon: 0, adminCancelRaces: 0 };
  for (let round = 0; round < rounds; round++) {
    const customer = shop.customers[round % shop.customers.length]!;
    const placed = await t.send(round, 'POST', '/api/orders', { token: customer.token, body: orderBody([{ book, quantity: 1 }]) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data._id;
    const before = (await stockOf(t, [book.id])).get(book.id)!;
    // Half of the rounds race owner cancel vs admin process, the other half owner cancel vs admin cancel.
    const adminMove = round % 2 === 0 ? 'processing' : 'cancelled';
    const [owner, admin] = await Promise.all([
      t.send(round, 'PATCH', `/api/orders/${id}/status`, { token: customer.token, body: { status: 'cancelled' } }),
      t.send(round + 1, 'PATCH', `/api/orders/${id}/status`, { token: shop.adminToken, body: { status: adminMove } }),
    ]);
    const wins = [owner, admin].filter((a) => a.status === 200);
    expect(wins.length, `round ${round}: ${owner.status}/${admin.status}`).toBe(1);
    expect([owner, admin].find((a) => a.status !== 200)!.status).toBe(409);
    const after = (await stockOf(t, [book.id])).get(book.id)!;
    const [{ status }] = await t.query<{ status: string }>(`select status from orders where id = $1`, [id]);
    if (status === 'cancelled') {
      expect(after).toBe(before + 1);
      if (owner.status === 200) tally.cancelWon++;
      else tally.adminCancelRaces++;
    } else {
      expect(status).toBe('processing');
      expect(after).toBe(before);
      tally.processWon++;
    }
  }
  return tally;
}

/** The same Idempotency-Key sent `copies` times at once: one order, stock taken once, every answer names that order. */
export async function raceIdempotencyKey(t: Target, shop: Shop, copies: number) {
  const book = shop.reserve;
  const customer = shop.customers[0]!;
  const key = `idem-${unique()}`;
  const before = (await stockOf(t, [book.id])).get(book.id)!;
  const answers = await Promise.all(
    Array.from({ length: copies }, (_, i) => t.send(i, 'POST', '/api/orders', { token: customer.token, body: orderBody([{ book, quantity: 1 }]), headers: { 'idempotency-key': key } })),
  );
  expect(
    answers.map((a) => a.status).filter((s) => s !== 200 && s !== 201),
    JSON.stringify(answers.map((a) => a.body).find((b) => !b.success)),
  ).toEqual([]);
  expect(answers.filter((a) => a.status === 201).length).toBe(1);
  const ids = new Set(answers.map((a) => a.body.data._id));
  expect(ids.size).toBe(1);
  const [{ n }] = await t.query<{ n: number }>(`select count(*)::int as n from orders where user_id = $1 and idempotency_key = $2`, [customer.id, key]);
  expect(Number(n)).toBe(1);
  expect((await stockOf(t, [book.id])).get(book.id)).toBe(before - 1);
  return { copies, orders: 1 };
}

/**
 * One reader wishes `adds` different books at once: the wishlist's cap (MAX_WISHLIST_ITEMS) holds, every refusal is an
 * honest 409, and exactly the cap is stored.
 */
export async function raceWishlistCap(t: Target, shop: Shop, adds: number) {
  const reader = await registerAndSignIn(t, 0, 'race-wisher');
  const ids: string[] = [];
  for (let i = 0; i < adds; i += 10) {
    const created = await Promise.all(
      Array.from({ length: Math.min(10, adds - i) }, (_, k) =>
        t.send(i + k, 'POST', '/api/books', {
          token: shop.adminToken,
          body: { title: `Wished Book ${i + k} ${unique()}`, author: 'Race Author', price: 5, quantity: 3, category: 'Fiction', description: 'A book for the wishlist race.' },
        }),
      ),
    );
    for (const res of created) {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.data._id as string);
    }
  }
  const answers = await Promise.all(ids.map((id, i) => t.send(i, 'PUT', `/api/wishlist/${id}`, { token: reader.token })));
  const statuses = answers.map((a) => a.status);
  expect(
    statuses.filter((s) => s !== 200 && s !== 409),
    JSON.stringify(answers.find((a) => a.status !== 200 && a.status !== 409)?.body),
  ).toEqual([]);
  expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_WISHLIST_ITEMS);
  expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(new Set([`A wishlist can hold at most ${MAX_WISHLIST_ITEMS} books`]));
  const [{ n }] = await t.query<{ n: number }>(`select count(*)::int as n from wishlist_items where user_id = $1`, [reader.id]);
  expect(Number(n)).toBe(MAX_WISHLIST_ITEMS);
  const listed = await t.send(0, 'GET', '/api/wishlist', { token: reader.token });
  expect(listed.body.data.items).toHaveLength(MAX_WISHLIST_ITEMS);
  return { adds, stored: Number(n) };
}
