/**
 * Contract test: the requests of the original client (SPEC §7: a React app on another origin, base URL
 * `<server>/api`) replayed as it sends them — its CORS preflights for every method it uses, totals straight from
 * floating-point arithmetic, list calls without any paging (it filters, sorts and pages in the browser), covers it loads
 * from its own page, and the admin edit form that PATCHes back the list item it read.
 */
import { computeCheckoutTotals, fromCents } from '@boipoka/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBook, createSignedInUser, placeOrder, SHIPPING, type SignedIn } from '../factories';
import { useTestApp } from '../test-app';
import type { BookRow } from '../../src/db/schema';
import { rowsOf } from './support';

const CLIENT = 'http://client.example:5173';
const SHOP = 'https://shop.example';
const ctx = useTestApp({ corsOrigins: [CLIENT], publicUrl: SHOP });

let admin: SignedIn;
let customer: SignedIn;
const shelf: BookRow[] = [];

beforeAll(async () => {
  admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
  customer = await createSignedInUser(ctx.app, ctx.db);
  // More books than a page (24) and more orders than a page (10): the client must still see them all.
  for (let i = 0; i < 30; i++) {
    const book = await createBook(ctx.db, { title: `Shelf ${String(i).padStart(2, '0')}`, priceCents: 399 + i * 137, quantity: 50, description: `Description of shelf book ${i}.` });
    await ctx.db.execute(sql`update books set image = ${`/api/covers/${book.id}.svg`} where id = ${book.id}`);
    shelf.push({ ...book, image: `/api/covers/${book.id}.svg` });
  }
  for (let i = 0; i < 12; i++) await placeOrder(ctx.app, customer, [{ book: shelf[i]!, quantity: 1 }]);
});

/** The client's fetch from its own origin: the browser adds Origin. */
const fromClient = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth?: SignedIn, payload?: object) =>
  ctx.app.inject({ method, url, headers: { origin: CLIENT, ...(auth ? auth.auth : {}), ...(payload ? { 'content-type': 'application/json' } : {}) }, ...(payload ? { payload } : {}) });

describe('the original client, whole', () => {
  it.each([
    ['PATCH', '/api/orders/00000000-0000-4000-8000-000000000000/status', 'authorization,content-type'],
    ['DELETE', '/api/orders/00000000-0000-4000-8000-000000000000', 'authorization'],
    ['PATCH', '/api/users/update-password', 'authorization,content-type'],
    ['PATCH', '/api/books/00000000-0000-4000-8000-000000000000', 'authorization,content-type'],
    ['DELETE', '/api/books/00000000-0000-4000-8000-000000000000', 'authorization'],
    ['PATCH', '/api/users/00000000-0000-4000-8000-000000000000/status', 'authorization,content-type'],
    ['POST', '/api/orders', 'authorization,content-type,idempotency-key'],
  ])('its preflight for %s %s is allowed (%s)', async (method, url, requestHeaders) => {
    const res = await ctx.app.inject({ method: 'OPTIONS', url, headers: { origin: CLIENT, 'access-control-request-method': method, 'access-control-request-headers': requestHeaders } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    for (const header of requestHeaders.split(',')) expect(allowed).toContain(header);
  });

  it('a preflight from an origin not listed gets no permission', async () => {
    const res = await ctx.app.inject({ method: 'OPTIONS', url: '/api/books/x', headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('GET /api/books with no query answers every book, each with its description and an absolute cover URL', async () => {
    const res = await fromClient('GET', '/api/books');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
    const { data, meta } = res.json();
    expect(data).toHaveLength(30);
    expect(meta).toEqual({ page: 1, limit: 2000, total: 30, totalPages: 1 });
    for (const book of data) {
      expect(book.description).toMatch(/^Description of shelf book \d+\.$/);
      expect(book.image).toBe(`${SHOP}/api/covers/${book._id}.svg`);
    }
  });

  it('GET /api/orders/all with no query answers every order newest first, with the true pagination', async () => {
    const res = await fromClient('GET', '/api/orders/all', admin);
    expect(res.statusCode).toBe(200);
    const { orders, pagination } = res.json().data;
    expect(orders).toHaveLength(12);
    expect(pagination).toEqual({ currentPage: 1, totalPages: 1, totalOrders: 12, limit: 1000 });
    const times = orders.map((o: { createdAt: string }) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(orders[0].books[0].book.image).toMatch(new RegExp(`^${SHOP}/api/covers/`));
    // Asking for a page is unchanged.
    expect((await fromClient('GET', '/api/orders/all?page=2', admin)).json().data.pagination).toEqual({ currentPage: 2, totalPages: 2, totalOrders: 12, limit: 10 });
  });

  it('a cover loaded from the client page (PUBLIC_URL, another origin) is allowed: Cross-Origin-Resource-Policy cross-origin', async () => {
    const [book] = (await fromClient('GET', '/api/books?limit=1')).json().data;
    const url = new URL(book.image);
    expect(url.origin).toBe(SHOP);
    const res = await ctx.app.inject({ method: 'GET', url: url.pathname, headers: { origin: CLIENT, 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('URLs never come from the Host header: a forged Host changes nothing in the (shared, cached) answer', async () => {
    const honest = await fromClient('GET', '/api/books?limit=3');
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/books?limit=3', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(forged.body).toBe(honest.body);
    expect(forged.body).not.toContain('evil.example');
  });

  it('its float totals are accepted when they round to the real total; a real mismatch is still refused', async () => {
    const book = shelf[20]!;
    const price = book.priceCents / 100;
    for (const quantity of [1, 2, 3]) {
      // As the client computes it: subtotal + shipping + 8% tax, in floating point, sent as is.
      const subtotal = price * quantity;
      const clientTotal = subtotal + (subtotal > 50 ? 0 : 5.99) + subtotal * 0.08;
      const server = fromCents(computeCheckoutTotals([{ unitPriceCents: book.priceCents, quantity }]).totalCents);
      const payload = { books: [{ book: book.id, quantity }], shippingDetails: SHIPPING, paymentMethod: 'cod', totalAmount: clientTotal };
      const res = await fromClient('POST', '/api/orders', customer, payload);
      expect(res.statusCode, `${clientTotal} for ${server}: ${res.body}`).toBe(201);
      expect(res.json().data.totalPrice).toBe(server);
      for (const wrong of [server + 0.01, server - 0.01, server + 0.006, Math.round(server * 0.9 * 100) / 100]) {
        const refused = await fromClient('POST', '/api/orders', customer, { ...payload, totalAmount: wrong });
        expect(refused.statusCode, String(wrong)).toBe(409);
        expect(refused.json().message).toBe('Order total does not match current prices');
      }
    }
  });

  it('21.6392 for a $21.64 order, the finding as reported', async () => {
    const book = await createBook(ctx.db, { priceCents: 1449, quantity: 5 });
    // 14.49 + 5.99 + 1.1592 = 21.6392
    const res = await fromClient('POST', '/api/orders', customer, { books: [{ book: book.id, quantity: 1 }], shippingDetails: SHIPPING, paymentMethod: 'cod', totalAmount: 21.6392 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.totalPrice).toBe(21.64);
  });

  it('its admin edit form PATCHes back the list item it read (absolute cover URL, description): the book keeps its own cover', async () => {
    const item = (await fromClient('GET', '/api/books')).json().data.find((b: { _id: string }) => b._id === shelf[0]!.id);
    const edited = { ...item, title: `${item.title} (2nd edition)`, price: 12.5 };
    const res = await fromClient('PATCH', `/api/books/${item._id}`, admin, edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: edited.title, description: item.description, image: item.image, price: 12.5 });
    const [row] = await rowsOf<{ image: string }>(ctx.db, sql`select image from books where id = ${item._id}`);
    expect(row!.image).toBe(`/api/covers/${item._id}.svg`);
  });

  it('its edit form PATCHes back a list item holding the other-script forms it does not know: they are kept', async () => {
    const book = await createBook(ctx.db, { title: 'অগ্নিবীণা', altTitle: 'Agnibeena', author: 'Kazi Nazrul Islam', altAuthor: 'কাজী নজরুল ইসলাম', quantity: 5 });
    const item = (await fromClient('GET', '/api/books')).json().data.find((b: { _id: string }) => b._id === book.id);
    expect(item).toMatchObject({ title: 'অগ্নিবীণা', author: 'Kazi Nazrul Islam', altTitle: 'Agnibeena', altAuthor: 'কাজী নজরুল ইসলাম' });
    const res = await fromClient('PATCH', `/api/books/${item._id}`, admin, { ...item, price: 8.5, quantity: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'অগ্নিবীণা', altTitle: 'Agnibeena', altAuthor: 'কাজী নজরুল ইসলাম', price: 8.5, quantity: 4 });
    // An edit the client makes without the new fields (an older list it kept) leaves them as they are.
    const { altTitle: _t, altAuthor: _a, ...older } = item;
    const again = await fromClient('PATCH', `/api/books/${item._id}`, admin, { ...older, title: 'অগ্নিবীণা (নতুন সংস্করণ)' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ title: 'অগ্নিবীণা (নতুন সংস্করণ)', altTitle: 'Agnibeena', altAuthor: 'কাজী নজরুল ইসলাম' });
  });

  it('its status changes, cancel and delete go through from the other origin', async () => {
    const order = await placeOrder(ctx.app, customer, [{ book: shelf[25]!, quantity: 1 }]);
    const processing = await fromClient('PATCH', `/api/orders/${order._id}/status`, admin, { status: 'processing' });
    expect(processing.statusCode).toBe(200);
    expect(processing.headers['access-control-allow-origin']).toBe(CLIENT);
    const other = await placeOrder(ctx.app, customer, [{ book: shelf[26]!, quantity: 1 }]);
    expect((await fromClient('PATCH', `/api/orders/${other._id}/status`, customer, { status: 'cancelled' })).statusCode).toBe(200);
    const deleted = await fromClient('DELETE', `/api/orders/${other._id}`, customer);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.headers['access-control-allow-origin']).toBe(CLIENT);
  });
});
