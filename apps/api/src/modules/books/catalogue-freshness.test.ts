/**
 * The catalogue is answered from memory (CatalogueCache) but never shows a stale price or stock: every read below
 * follows a read that put the answer in the cache, then a change.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, type BookRow } from '../../db/schema';
import { createBook, createSignedInUser, placeOrder, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

interface ListItem {
  _id: string;
  title: string;
  price: number;
  quantity: number;
  inStock: boolean;
}

describe('catalogue answers after a change', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  let book: BookRow;

  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json(), etag: res.headers.etag as string | undefined };
  };
  const listed = async (url: string) => (await get(url)).body.data as ListItem[];
  const inList = async (id: string, url = '/api/books?limit=50') => (await listed(url)).find((item) => item._id === id);
  /** Another writer (the seed tool, a second server) changes the row: it arrives as a notification. */
  const eventually = async (check: () => Promise<boolean>) => {
    for (const started = Date.now(); Date.now() - started < 2_000; await new Promise((r) => setTimeout(r, 10))) if (await check()) return true;
    return check();
  };

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    customer = await createSignedInUser(ctx.app, ctx.db);
    book = await createBook(ctx.db, { title: 'Padma Nadir Majhi', author: 'Manik Bandopadhyay', priceCents: 1250, quantity: 6 });
    await createBook(ctx.db, { title: 'Lalsalu', author: 'Syed Waliullah', priceCents: 900, quantity: 4 });
  });

  it('an order shows its stock at once in the list, the detail and a search', async () => {
    expect((await inList(book.id))?.quantity).toBe(6);
    expect((await get(`/api/books/${book.id}`)).body.data.quantity).toBe(6);
    expect((await inList(book.id, '/api/books?q=padma'))?.quantity).toBe(6);

    const order = await placeOrder(ctx.app, customer, [{ book, quantity: 2 }]);
    expect((await inList(book.id))?.quantity).toBe(4);
    expect((await get(`/api/books/${book.id}`)).body.data.quantity).toBe(4);
    expect((await inList(book.id, '/api/books?q=padma'))?.quantity).toBe(4);

    const cancelled = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order._id}/status`, headers: customer.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    expect((await inList(book.id))?.quantity).toBe(6);
    expect((await get(`/api/books/${book.id}`)).body.data.quantity).toBe(6);
  });

  it('an admin edit shows its price at once, with a new ETag', async () => {
    const before = await get(`/api/books/${book.id}`);
    const listBefore = await get('/api/books?limit=50');
    const edited = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { price: 14.5 } });
    expect(edited.statusCode).toBe(200);
    const after = await get(`/api/books/${book.id}`);
    expect(after.body.data.price).toBe(14.5);
    expect(after.etag).not.toBe(before.etag);
    const listAfter = await get('/api/books?limit=50');
    expect(listAfter.body.data.find((item: ListItem) => item._id === book.id).price).toBe(14.5);
    expect(listAfter.etag).not.toBe(listBefore.etag);
  });

  it('a new book is counted and listed at once; an archived one is gone at once', async () => {
    const { body: before } = await get('/api/books?limit=50');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: admin.auth,
      payload: { title: 'Hajar Bochor Dhore', author: 'Zahir Raihan', price: 8, quantity: 3, category: 'Fiction', description: 'A village by the river over a thousand years.' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as string;
    const { body: after } = await get('/api/books?limit=50');
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(after.data.map((item: ListItem) => item._id)).toContain(id);
    expect((await get('/api/books/authors')).body.data.map((a: { author: string }) => a.author)).toContain('Zahir Raihan');

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/books/${id}`, headers: admin.auth })).statusCode).toBe(200);
    expect((await get(`/api/books/${id}`)).status).toBe(404);
    const { body: gone } = await get('/api/books?limit=50');
    expect(gone.meta.total).toBe(before.meta.total);
    expect(gone.data.map((item: ListItem) => item._id)).not.toContain(id);
  });

  it('the admin table sorted by stock reorders when a book that was not on the page sells', async () => {
    const url = '/api/books?sortBy=quantity&sortOrder=asc&limit=1';
    const lowest = (await listed(url))[0]!;
    const other = (await listed('/api/books?limit=50')).find((item) => item._id !== lowest._id && item.quantity > lowest.quantity + 1)!;
    const row = (await ctx.db.select().from(books).where(eq(books.id, other._id)))[0]!;
    await placeOrder(ctx.app, customer, [{ book: row, quantity: other.quantity - lowest.quantity + 1 }]);
    expect((await listed(url))[0]!._id).toBe(other._id);
  });

  it('a change written by another process (straight to the database) shows once its notification arrives', async () => {
    const quantity = (await get(`/api/books/${book.id}`)).body.data.quantity as number;
    expect((await inList(book.id))?.quantity).toBe(quantity);
    await ctx.db
      .update(books)
      .set({ quantity: quantity + 10 })
      .where(eq(books.id, book.id));
    expect(await eventually(async () => (await get(`/api/books/${book.id}`)).body.data.quantity === quantity + 10)).toBe(true);
    expect((await inList(book.id))?.quantity).toBe(quantity + 10);

    await ctx.db.update(books).set({ title: 'Padma Nadir Majhi (new edition)' }).where(eq(books.id, book.id));
    expect(await eventually(async () => (await inList(book.id))?.title === 'Padma Nadir Majhi (new edition)')).toBe(true);
  });
});
