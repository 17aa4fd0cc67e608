import { beforeAll, describe, expect, it } from 'vitest';
import { createBook, createSignedInUser, placeOrder, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('the wishlist (GET /api/wishlist, PUT and DELETE /api/wishlist/:bookId)', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Admin' });
    alice = await createSignedInUser(ctx.app, ctx.db, { name: 'Alice' });
    bob = await createSignedInUser(ctx.app, ctx.db, { name: 'Bob' });
  });

  const wishlist = async (who: SignedIn) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/wishlist', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data.items as { book: { _id: string; title: string; price: number; quantity: number }; addedAt: string }[];
  };
  const wish = (who: SignedIn, bookId: string) => ctx.app.inject({ method: 'PUT', url: `/api/wishlist/${bookId}`, headers: who.auth });
  const unwish = (who: SignedIn, bookId: string) => ctx.app.inject({ method: 'DELETE', url: `/api/wishlist/${bookId}`, headers: who.auth });
  const bell = async (who: SignedIn) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: who.auth })).json().data as { notifications: { kind: string; data: Record<string, unknown> }[] };

  it('needs a signed-in caller (401), for every route', async () => {
    const book = await createBook(ctx.db);
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['PUT', `/api/wishlist/${book.id}`],
      ['DELETE', `/api/wishlist/${book.id}`],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('wishing is idempotent: twice is once, the first time is kept; taking away twice is fine', async () => {
    const first = await createBook(ctx.db, { title: 'Padma Nadir Majhi', priceCents: 850 });
    const second = await createBook(ctx.db, { title: 'Lalsalu' });
    const one = await wish(alice, first.id);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ bookId: first.id, wished: true, count: 1 });
    const addedAt = (await wishlist(alice))[0]!.addedAt;
    const again = await wish(alice, first.id.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ bookId: first.id, wished: true, count: 1 });
    expect((await wish(alice, second.id)).json().data.count).toBe(2);

    const list = await wishlist(alice);
    expect(list.map((item) => item.book.title)).toEqual(['Lalsalu', 'Padma Nadir Majhi']);
    expect(list[1]).toMatchObject({ book: { _id: first.id, price: 8.5, quantity: 10 }, addedAt });
    // Bob's wishlist is his own.
    expect(await wishlist(bob)).toEqual([]);

    expect((await unwish(alice, first.id)).json().data).toEqual({ bookId: first.id, wished: false, count: 1 });
    const twice = await unwish(alice, first.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data).toEqual({ bookId: first.id, wished: false, count: 1 });
    expect((await unwish(alice, 'not-a-book')).statusCode).toBe(200);
    expect((await wishlist(alice)).map((item) => item.book._id)).toEqual([second.id]);
  });

  it('only a book the shop sells can be wished (404 in both languages); a deleted book leaves the list', async () => {
    const unknown = await wish(bob, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Book not found' });
    expect((await wish(bob, 'not-a-uuid')).statusCode).toBe(404);
    const bn = await ctx.app.inject({ method: 'PUT', url: '/api/wishlist/not-a-uuid', headers: { ...bob.auth, 'accept-language': 'bn' } });
    expect(bn.json().message).toBe('বইটি পাওয়া যায়নি');

    const book = await createBook(ctx.db);
    expect((await wish(bob, book.id)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/books/${book.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect(await wishlist(bob)).toEqual([]);
    expect((await wish(bob, book.id)).statusCode).toBe(404);
  });

  it('a wished book that comes back in stock (an admin edit from 0) tells every reader who wished it, once', async () => {
    const book = await createBook(ctx.db, { title: 'Aguner Poroshmoni', quantity: 0 });
    const other = await createBook(ctx.db, { quantity: 0 });
    await wish(alice, book.id);
    await wish(bob, book.id);
    await wish(bob, other.id);
    const edit = (id: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'PATCH', url: `/api/books/${id}`, headers: admin.auth, payload });
    const restocks = async (who: SignedIn) => (await bell(who)).notifications.filter((n) => n.kind === 'wishlist-back-in-stock');

    expect((await edit(book.id, { price: 9.5 })).statusCode).toBe(200); // still sold out
    expect(await restocks(alice)).toEqual([]);
    expect((await edit(book.id, { quantity: 3 })).statusCode).toBe(200);
    for (const who of [alice, bob]) expect(await restocks(who)).toEqual([expect.objectContaining({ data: { bookId: book.id, title: 'Aguner Poroshmoni', quantity: 3 } })]);
    expect(await restocks(admin)).toEqual([]);

    // Already in stock: more copies tell no one.
    expect((await edit(book.id, { quantity: 8 })).statusCode).toBe(200);
    expect(await restocks(alice)).toHaveLength(1);
    // Sold out and back again: told again.
    await edit(book.id, { quantity: 0 });
    await edit(book.id, { quantity: 1 });
    expect(await restocks(alice)).toHaveLength(2);
    // An edit refused as a whole leaves no notification.
    const refused = await edit(other.id, { quantity: 4, price: -1 });
    expect(refused.statusCode).toBe(400);
    expect((await restocks(bob)).filter((n) => n.data.bookId === other.id)).toEqual([]);
  });

  it('a cancelled order that puts a sold-out wished book back on sale tells its readers too', async () => {
    const book = await createBook(ctx.db, { title: 'Deyal', quantity: 2 });
    const buyer = await createSignedInUser(ctx.app, ctx.db, { name: 'Buyer' });
    const order = await placeOrder(ctx.app, buyer, [{ book, quantity: 2 }]); // the last two copies: sold out
    await wish(alice, book.id);
    const restocks = async () => (await bell(alice)).notifications.filter((n) => n.kind === 'wishlist-back-in-stock' && n.data.bookId === book.id);
    expect(await restocks()).toEqual([]);
    const cancelled = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order._id}/status`, headers: buyer.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    expect(await restocks()).toEqual([expect.objectContaining({ data: { bookId: book.id, title: 'Deyal', quantity: 2 } })]);
    // Copies given back to a book still in stock tell no one.
    const again = await placeOrder(ctx.app, buyer, [{ book, quantity: 1 }]);
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${again._id}/status`, headers: buyer.auth, payload: { status: 'cancelled' } });
    expect(await restocks()).toHaveLength(1);
  });
});
