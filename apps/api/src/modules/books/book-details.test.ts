import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema';
import { createBook, createSignedInUser, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const base = { title: 'Atomic Habits', author: 'James Clear', price: 18.99, quantity: 5, category: 'SelfDevelopment', description: 'Tiny changes, remarkable results.' };

describe('a book’s regular price and details', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  const post = (payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url: '/api/books', headers: { ...admin.auth, ...headers }, payload });
  const patch = (id: string, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/books/${id}`, headers: admin.auth, payload });

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
  });

  describe('listPrice', () => {
    it('is taken on create and answered in dollars like price; without it the book has none (null)', async () => {
      const res = await post({ ...base, listPrice: 24.99 });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ price: 18.99, listPrice: 24.99 });
      const [row] = await ctx.db.select().from(books).where(eq(books.id, res.json().data._id));
      expect(row!.listPriceCents).toBe(2499);
      const listed = (await ctx.app.inject({ method: 'GET', url: `/api/books/${res.json().data._id}` })).json().data;
      expect(listed.listPrice).toBe(24.99);

      const none = await post({ ...base, title: 'Deep Work' });
      expect(none.json().data.listPrice).toBeNull();
    });

    it.each([
      ['equal to the price', 18.99],
      ['below the price', 10],
    ])('is refused %s with a 400 naming listPrice, and nothing is stored', async (_what, listPrice) => {
      const before = await ctx.db.select().from(books);
      const res = await post({ ...base, title: `Refused ${listPrice}`, listPrice });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'listPrice', message: 'Regular price must be above the price' });
      expect(await ctx.db.select().from(books)).toHaveLength(before.length);
    });

    it('is refused in Bangla for a Bangla caller', async () => {
      const res = await post({ ...base, title: 'Bangla refusal', listPrice: 1 }, { 'accept-language': 'bn' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'listPrice', message: 'আগের দাম বর্তমান দামের চেয়ে বেশি হতে হবে' });
    });

    it('is checked on edit against the stored price, and a new price against the stored regular price', async () => {
      const book = await createBook(ctx.db, { priceCents: 1000, listPriceCents: 1500 });
      const lower = await patch(book.id, { listPrice: 9 });
      expect(lower.statusCode).toBe(400);
      expect(lower.json().errors).toEqual([{ path: 'listPrice', message: 'Regular price must be above the price' }]);
      const priceUp = await patch(book.id, { price: 15 });
      expect(priceUp.statusCode).toBe(400);
      expect(priceUp.json().errors).toEqual([{ path: 'listPrice', message: 'Regular price must be above the price' }]);
      const [unchanged] = await ctx.db.select().from(books).where(eq(books.id, book.id));
      expect(unchanged).toMatchObject({ priceCents: 1000, listPriceCents: 1500 });

      const both = await patch(book.id, { price: 15, listPrice: 20 });
      expect(both.statusCode).toBe(200);
      expect(both.json().data).toMatchObject({ price: 15, listPrice: 20 });
      const ended = await patch(book.id, { listPrice: null });
      expect(ended.json().data.listPrice).toBeNull();
      const raised = await patch(book.id, { price: 30 });
      expect(raised.statusCode).toBe(200);
    });

    it('comes back unchanged when the original client PATCHes the whole book it read', async () => {
      const created = (await post({ ...base, title: 'Whole book', listPrice: 20, publisher: 'Avery', isbn: '978-0-7352-1129-2', pages: 320, yearPublished: 2018 })).json().data;
      const { _id, inStock, authorSlug, createdAt, updatedAt, ...asRead } = created;
      const res = await patch(_id, { ...asRead, _id, inStock, authorSlug, createdAt, updatedAt, quantity: 4 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ...created, quantity: 4, updatedAt: expect.any(String) });
    });
  });

  describe('publisher, ISBN, pages, year', () => {
    it('are stored and answered; an ISBN is kept as ISBN-13 digits, an ISBN-10 converted', async () => {
      const res = await post({ ...base, title: 'Details', publisher: 'Avery', isbn: '0-306-40615-2', pages: 320, yearPublished: 2018 });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ publisher: 'Avery', isbn: '9780306406157', pages: 320, yearPublished: 2018 });
      const list = (await ctx.app.inject({ method: 'GET', url: '/api/books?q=Details&limit=5' })).json().data;
      expect(list[0]).toMatchObject({ publisher: 'Avery', isbn: '9780306406157', pages: 320, yearPublished: 2018 });
    });

    it.each([
      ['a wrong check digit', '978-0-7352-1129-3'],
      ['a wrong ISBN-10 check digit', '0-306-40615-3'],
      ['letters', 'ISBN-ABC'],
      ['too few digits', '97807352112'],
    ])('refuses an ISBN with %s (400 naming isbn)', async (_what, isbn) => {
      const res = await post({ ...base, title: `Bad ISBN ${isbn}`, isbn });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'isbn', message: 'ISBN must be a valid ISBN-10 or ISBN-13' });
    });

    it('keeps an ISBN unique among listed books, its ISBN-10 form included: 409 naming isbn', async () => {
      const first = await post({ ...base, title: 'Unique one', isbn: '9781861972712' });
      expect(first.statusCode).toBe(201);
      const again = await post({ ...base, title: 'Unique two', isbn: '1-86197-271-7' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ success: false, message: 'Another book already has this ISBN', errors: [{ path: 'isbn', message: 'Another book already has this ISBN' }] });
      const other = await createBook(ctx.db);
      const edit = await patch(other.id, { isbn: '978-1-86197-271-2' });
      expect(edit.statusCode).toBe(409);
      // Many books without an ISBN are fine, and an archived book's ISBN may be used again.
      expect((await post({ ...base, title: 'No ISBN 1', isbn: '' })).statusCode).toBe(201);
      expect((await post({ ...base, title: 'No ISBN 2' })).statusCode).toBe(201);
      await ctx.app.inject({ method: 'DELETE', url: `/api/books/${first.json().data._id}`, headers: admin.auth });
      expect((await patch(other.id, { isbn: '9781861972712' })).statusCode).toBe(200);
    });

    it.each([
      ['pages', 0, 'Pages must be at least 1'],
      ['pages', 12.5, 'Pages must be a whole number'],
      ['yearPublished', 999, 'Year published must be 1000 or later'],
      ['yearPublished', new Date().getUTCFullYear() + 2, 'Year published cannot be in the future'],
      ['publisher', 'x'.repeat(201), 'Publisher must be at most 200 characters'],
    ])('refuses %s %s', async (field, value, message) => {
      const res = await post({ ...base, title: `Bad ${field}`, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: field, message });
    });
  });
});
