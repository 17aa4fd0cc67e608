/**
 * The home page from the catalogue (issue 15): best-selling and newest sorts, the home answer (only real books at their
 * real prices), the admin's collections and sale end, and 'Readers also bought' — through app.inject on a fresh database.
 */
import { randomUUID } from 'node:crypto';
import type { BookListItem, HomeAnswer } from '@boipoka/shared';
import { describe, expect, it, vi } from 'vitest';
import { createBook, createSignedInUser, placeOrder, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

vi.setConfig({ testTimeout: 60_000 });

const ctx = useTestApp();

async function admin(): Promise<SignedIn> {
  return createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Admin' });
}

async function setStatus(by: SignedIn, orderId: string, status: string) {
  const res = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/status`, headers: by.auth, payload: { status } });
  expect(res.statusCode, res.body).toBe(200);
}

async function list(query: string): Promise<BookListItem[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/books?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function home(): Promise<HomeAnswer> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/home' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('sort=bestselling and sort=newest', () => {
  it('best-selling counts copies in pending, processing and completed orders, never in cancelled ones', async () => {
    const author = `Sales ${randomUUID().slice(0, 8)}`;
    // Added one minute apart, A first and E last (created at once, their order would be the database's whim).
    const start = Date.now() - 10 * 60_000;
    const [a, b, c, d, e] = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((t, i) => createBook(ctx.db, { title: `Sold ${t}`, author, quantity: 50, createdAt: new Date(start + i * 60_000) })));
    const customer = await createSignedInUser(ctx.app, ctx.db);
    const boss = await admin();
    await placeOrder(ctx.app, customer, [{ book: a!, quantity: 3 }]); // pending: 3
    const processing = await placeOrder(ctx.app, customer, [
      { book: b!, quantity: 2 },
      { book: a!, quantity: 1 },
    ]);
    await setStatus(boss, processing._id, 'processing'); // b: 2, a: 4
    const completed = await placeOrder(ctx.app, customer, [{ book: d!, quantity: 1 }]);
    await setStatus(boss, completed._id, 'processing');
    await setStatus(boss, completed._id, 'completed'); // d: 1
    const cancelled = await placeOrder(ctx.app, customer, [{ book: c!, quantity: 5 }]);
    await setStatus(customer, cancelled._id, 'cancelled'); // c: 0 once cancelled

    const ranked = await list(`author=${encodeURIComponent(author)}&sort=bestselling&page=1&limit=10`);
    // Unsold books follow, newest first (e was created last, c before it).
    expect(ranked.map((book) => book.title)).toEqual(['Sold A', 'Sold B', 'Sold D', 'Sold E', 'Sold C']);
    expect(ranked.find((book) => book._id === e!.id)).toBeTruthy();

    // Placing an order drops the cached page: C now sells 6 and leads.
    await placeOrder(ctx.app, customer, [{ book: c!, quantity: 6 }]);
    expect((await list(`author=${encodeURIComponent(author)}&sort=bestselling&page=1&limit=10`)).map((book) => book.title)).toEqual(['Sold C', 'Sold A', 'Sold B', 'Sold D', 'Sold E']);
    // Second page of the same sort, and with a search.
    expect((await list(`author=${encodeURIComponent(author)}&sort=bestselling&page=2&limit=2`)).map((book) => book.title)).toEqual(['Sold B', 'Sold D']);
  });

  it('newest lists the books by date added, newest first; the original four sorts still answer', async () => {
    const author = `Dates ${randomUUID().slice(0, 8)}`;
    const day = 86_400_000;
    await createBook(ctx.db, { title: 'Old', author, createdAt: new Date(Date.now() - 30 * day) });
    await createBook(ctx.db, { title: 'Newest', author, createdAt: new Date(Date.now() - day) });
    await createBook(ctx.db, { title: 'Middle', author, createdAt: new Date(Date.now() - 10 * day) });
    expect((await list(`author=${encodeURIComponent(author)}&sort=newest`)).map((book) => book.title)).toEqual(['Newest', 'Middle', 'Old']);
    for (const sort of ['featured', 'price-low', 'price-high', 'name']) expect(await list(`author=${encodeURIComponent(author)}&sort=${sort}`)).toHaveLength(3);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/books?sort=popular' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('sort');
  });
});

describe('GET /api/home', () => {
  it('shows only real books at their real prices and stock; best sellers from sales, new arrivals by date, the admin’s picks', async () => {
    const boss = await admin();
    const customer = await createSignedInUser(ctx.app, ctx.db);
    const top = await createBook(ctx.db, { title: 'Home Top Seller', priceCents: 849, quantity: 40 });
    const soldOut = await createBook(ctx.db, { title: 'Home Sold Out', priceCents: 1299, quantity: 2 });
    await placeOrder(ctx.app, customer, [{ book: top, quantity: 9 }]);
    await placeOrder(ctx.app, customer, [{ book: soldOut, quantity: 2 }]);
    const pick = await createBook(ctx.db, { title: 'Home Staff Pick', priceCents: 1550 });
    const winner = await createBook(ctx.db, { title: 'Home Award Winner', priceCents: 2000 });
    for (const [collection, book] of [
      ['staffPicks', pick],
      ['awardWinners', winner],
    ] as const) {
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/admin/home/collections/${collection}/${book.id}`, headers: boss.auth });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.collections[collection]).toContain(book.id);
    }

    const answer = await home();
    expect(answer.collections.bestsellers[0]!.title).toBe('Home Top Seller');
    expect(answer.collections.bestsellers.map((b) => b.title)).toContain('Home Sold Out');
    expect(answer.collections.newArrivals[0]!.title).toBe('Home Award Winner');
    expect(answer.collections.staffPicks.map((b) => b._id)).toEqual([pick.id]);
    expect(answer.collections.awardWinners.map((b) => b._id)).toEqual([winner.id]);
    expect(answer.spotlight?._id).toBe(pick.id);
    expect(answer.hero[0]!._id).toBe(top.id);
    expect(answer.hero).toHaveLength(3);

    // Every book shown is a real book with the price and stock GET /api/books/:id gives.
    const shown = [...answer.hero, answer.spotlight!, ...Object.values(answer.collections).flat()];
    for (const book of shown) {
      const real = (await ctx.app.inject({ method: 'GET', url: `/api/books/${book._id}` })).json().data;
      expect({ price: book.price, inStock: book.inStock, quantity: book.quantity, title: book.title }).toEqual({
        price: real.price,
        inStock: real.inStock,
        quantity: real.quantity,
        title: real.title,
      });
    }
    expect(shown.find((b) => b._id === soldOut.id)).toMatchObject({ price: 12.99, inStock: false, quantity: 0 });
    expect(shown.find((b) => b._id === top.id)).toMatchObject({ price: 8.49, inStock: true });

    // A price change shows at once (the cached answer is dropped).
    const edit = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${top.id}`, headers: boss.auth, payload: { price: 9.25 } });
    expect(edit.statusCode).toBe(200);
    expect((await home()).hero[0]).toMatchObject({ _id: top.id, price: 9.25 });

    // Taking a book out of a collection, and an archived book, leave the home page.
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/home/collections/staffPicks/${pick.id}`, headers: boss.auth });
    await ctx.app.inject({ method: 'DELETE', url: `/api/books/${winner.id}`, headers: boss.auth });
    const after = await home();
    expect(after.collections.staffPicks).toEqual([]);
    expect(after.collections.awardWinners).toEqual([]);
    expect(after.spotlight?._id).toBe(top.id);
  });

  it('the stat tiles are real counts: books, customer accounts, completed orders', async () => {
    ctx.clock.advance(61_000); // past the stat tiles' minute
    const { stats } = await home();
    const books = (await ctx.app.inject({ method: 'GET', url: '/api/books?page=1&limit=1' })).json().meta.total;
    expect(stats.books).toBe(books);
    const boss = await admin();
    const orders = (await ctx.app.inject({ method: 'GET', url: '/api/orders?status=completed&page=1&limit=1', headers: boss.auth })).json();
    expect(stats.ordersDelivered).toBe(orders.meta?.total ?? 1);
    expect(stats.readers).toBeGreaterThanOrEqual(2);
    const users = (await ctx.app.inject({ method: 'GET', url: '/api/users/all', headers: boss.auth })).json().data as { role: string }[];
    expect(stats.readers).toBe(users.filter((u) => u.role !== 'admin').length);
  });
});

describe('collections and the sale: admin only, checked', () => {
  it('401 without a token, 403 for a customer, 404 for an unknown book, 400 naming the collection', async () => {
    const book = await createBook(ctx.db);
    const customer = await createSignedInUser(ctx.app, ctx.db);
    const boss = await admin();
    const url = `/api/admin/home/collections/staffPicks/${book.id}`;
    expect((await ctx.app.inject({ method: 'PUT', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url, headers: customer.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: customer.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/admin/home/sale', headers: customer.auth, payload: { endsAt: null } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/home' })).statusCode).toBe(401);
    const unknown = await ctx.app.inject({ method: 'PUT', url: `/api/admin/home/collections/staffPicks/${randomUUID()}`, headers: boss.auth });
    expect(unknown.statusCode).toBe(404);
    const wrong = await ctx.app.inject({ method: 'PUT', url: `/api/admin/home/collections/favourites/${book.id}`, headers: boss.auth });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ path: 'collection' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/home', headers: boss.auth })).json().data.collections.staffPicks).not.toContain(book.id);
  });

  it('the sale ends when the admin says: a past or malformed end is refused naming endsAt; no sale or an ended one hides it', async () => {
    const boss = await admin();
    const put = (endsAt: unknown) => ctx.app.inject({ method: 'PUT', url: '/api/admin/home/sale', headers: boss.auth, payload: { endsAt } });
    for (const endsAt of ['2020-01-01T00:00:00Z', 'tomorrow', new Date(ctx.clock.now().getTime() + 400 * 86_400_000).toISOString(), 5]) {
      const res = await put(endsAt);
      expect(res.statusCode, String(endsAt)).toBe(400);
      expect(res.json().errors[0].path).toBe('endsAt');
    }
    expect((await home()).sale).toBeNull();
    const endsAt = new Date(ctx.clock.now().getTime() + 5 * 60_000).toISOString();
    const saved = await put(endsAt);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.saleEndsAt).toBe(endsAt);
    expect((await home()).sale).toEqual({ endsAt });
    ctx.clock.advance(6 * 60_000);
    expect((await home()).sale).toBeNull();
    const again = await admin();
    await ctx.app.inject({ method: 'PUT', url: '/api/admin/home/sale', headers: again.auth, payload: { endsAt: new Date(ctx.clock.now().getTime() + 3_600_000).toISOString() } });
    expect((await home()).sale).not.toBeNull();
    const cleared = await ctx.app.inject({ method: 'PUT', url: '/api/admin/home/sale', headers: again.auth, payload: { endsAt: null } });
    expect(cleared.json().data.saleEndsAt).toBeNull();
    expect((await home()).sale).toBeNull();
  });
});

describe('GET /api/books/:id/also-bought', () => {
  it('the books most often in the same orders, from real orders that are not cancelled; empty when there are none', async () => {
    const [a, b, c, d, lonely] = await Promise.all(['A', 'B', 'C', 'D', 'Lonely'].map((t) => createBook(ctx.db, { title: `Also ${t}`, quantity: 30 })));
    const customer = await createSignedInUser(ctx.app, ctx.db);
    await placeOrder(ctx.app, customer, [
      { book: a!, quantity: 1 },
      { book: b!, quantity: 1 },
    ]);
    await placeOrder(ctx.app, customer, [
      { book: a!, quantity: 2 },
      { book: b!, quantity: 1 },
    ]);
    await placeOrder(ctx.app, customer, [
      { book: a!, quantity: 1 },
      { book: c!, quantity: 1 },
    ]);
    const cancelled = await placeOrder(ctx.app, customer, [
      { book: a!, quantity: 1 },
      { book: d!, quantity: 1 },
    ]);
    await setStatus(customer, cancelled._id, 'cancelled');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/books/${a!.id}/also-bought` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((book: BookListItem) => book.title)).toEqual(['Also B', 'Also C']);
    expect(res.json().data[0]).toMatchObject({ _id: b!.id, price: 10, inStock: true });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/books/${c!.id}/also-bought` })).json().data.map((book: BookListItem) => book.title)).toEqual(['Also A']);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/books/${lonely!.id}/also-bought` })).json().data).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/books/not-a-book/also-bought' })).statusCode).toBe(404);
    // New orders are seen at once: D, now bought with A three times, leads B (twice) and C (once).
    for (let i = 0; i < 3; i++)
      await placeOrder(ctx.app, customer, [
        { book: a!, quantity: 1 },
        { book: d!, quantity: 1 },
      ]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/books/${a!.id}/also-bought` })).json().data.map((book: BookListItem) => book.title)).toEqual(['Also D', 'Also B', 'Also C']);
  });
});
