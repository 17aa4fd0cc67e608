import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema';
import { createBook, createSignedInUser, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('the cart in the account (GET and PUT /api/cart)', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Admin' });
    alice = await createSignedInUser(ctx.app, ctx.db, { name: 'Alice' });
    bob = await createSignedInUser(ctx.app, ctx.db, { name: 'Bob' });
  });

  const get = async (who: SignedIn) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data as { lines: { book: { _id: string; title: string; price: number; quantity: number }; quantity: number }[]; adjustments: unknown[] };
  };
  const put = (who: SignedIn, lines: { book: string; quantity: number }[], headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'PUT', url: '/api/cart', headers: { ...who.auth, ...headers }, payload: { lines } });

  it('needs a signed-in caller (401)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/cart', payload: { lines: [] } })).statusCode).toBe(401);
  });

  it('an empty cart to start; PUT replaces the lines, in the order sent, and every browser reads the same', async () => {
    expect(await get(alice)).toEqual({ lines: [], adjustments: [] });
    const first = await createBook(ctx.db, { title: 'Deyal', priceCents: 1250, quantity: 20 });
    const second = await createBook(ctx.db, { title: 'Himu', quantity: 20 });
    const saved = await put(alice, [
      { book: second.id, quantity: 2 },
      { book: first.id.toUpperCase(), quantity: 1 },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.adjustments).toEqual([]);
    const read = await get(alice);
    expect(read.lines.map((line) => [line.book.title, line.quantity])).toEqual([
      ['Himu', 2],
      ['Deyal', 1],
    ]);
    expect(read.lines[1]!.book).toMatchObject({ _id: first.id, price: 12.5, quantity: 20 });
    // Replaced, not added to.
    await put(alice, [{ book: first.id, quantity: 3 }]);
    expect((await get(alice)).lines.map((line) => [line.book.title, line.quantity])).toEqual([['Deyal', 3]]);
    expect(await get(bob)).toEqual({ lines: [], adjustments: [] });
    await put(alice, []);
    expect((await get(alice)).lines).toEqual([]);
  });

  it('keeps at most the stock (and 10) of a book, drops a sold-out or unknown or deleted book, and says so', async () => {
    const few = await createBook(ctx.db, { title: 'Few Left', quantity: 3 });
    const many = await createBook(ctx.db, { title: 'Plenty', quantity: 50 });
    const soldOut = await createBook(ctx.db, { title: 'Sold Out', quantity: 0 });
    const deleted = await createBook(ctx.db, { title: 'Deleted', quantity: 5 });
    await ctx.app.inject({ method: 'DELETE', url: `/api/books/${deleted.id}`, headers: admin.auth });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await put(bob, [
      { book: few.id, quantity: 5 },
      { book: many.id, quantity: 10 },
      { book: soldOut.id, quantity: 1 },
      { book: deleted.id, quantity: 1 },
      { book: unknown, quantity: 2 },
      { book: 'not-a-uuid', quantity: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(cart.lines.map((line: { book: { title: string }; quantity: number }) => [line.book.title, line.quantity])).toEqual([
      ['Few Left', 3],
      ['Plenty', 10],
    ]);
    expect(cart.adjustments).toEqual([
      { bookId: few.id, title: 'Few Left', reason: 'limited', quantity: 3 },
      { bookId: soldOut.id, title: 'Sold Out', reason: 'soldOut', quantity: 0 },
      { bookId: deleted.id, title: 'Deleted', reason: 'gone', quantity: 0 },
      { bookId: unknown, reason: 'gone', quantity: 0 },
      { bookId: 'not-a-uuid', reason: 'gone', quantity: 0 },
    ]);
    expect((await get(bob)).lines.map((line) => line.quantity)).toEqual([3, 10]);

    // A book deleted after it was put in the cart leaves the cart's answer.
    await ctx.app.inject({ method: 'DELETE', url: `/api/books/${few.id}`, headers: admin.auth });
    expect((await get(bob)).lines.map((line) => line.book.title)).toEqual(['Plenty']);
  });

  it.each([
    [[{ book: 'x', quantity: 11 }], 'lines.0.quantity', 'Quantity must be at most 10'],
    [[{ book: 'x', quantity: 0 }], 'lines.0.quantity', 'Quantity must be at least 1'],
    [[{ book: 'x', quantity: 1.5 }], 'lines.0.quantity', 'Quantity must be a whole number'],
    [
      [
        { book: 'ABC', quantity: 1 },
        { book: 'abc', quantity: 2 },
      ],
      'lines',
      'Each book can be in the cart only once',
    ],
    [Array.from({ length: 21 }, (_, i) => ({ book: `b${i}`, quantity: 1 })), 'lines', 'A cart can hold at most 20 books'],
  ])('refuses a bad cart with 400 naming the field (%#), and keeps the cart as it was', async (lines, path, message) => {
    const book = await createBook(ctx.db, { quantity: 5 });
    await put(alice, [{ book: book.id, quantity: 2 }]);
    const res = await put(alice, lines);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path, message }]);
    expect((await get(alice)).lines.map((line) => [line.book._id, line.quantity])).toEqual([[book.id, 2]]);
    expect(await ctx.db.select().from(cartLines).where(eq(cartLines.userId, alice.user.id))).toHaveLength(1);
  });

  it('answers in Bangla for a Bangla page', async () => {
    const res = await put(alice, [{ book: 'x', quantity: 11 }], { 'accept-language': 'bn' });
    expect(res.json().errors[0]).toEqual({ path: 'lines.0.quantity', message: 'পরিমাণ সর্বোচ্চ ১০ হতে পারে' });
  });
});
