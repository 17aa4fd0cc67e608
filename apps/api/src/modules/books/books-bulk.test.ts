import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema';
import { createBook, createSignedInUser, type SignedIn } from '../../../test/factories';
import { useTestApp, withFreshApp } from '../../../test/test-app';

describe('POST /api/books/bulk', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let reader: SignedIn;
  const bulk = (payload: object, auth = admin.auth) => ctx.app.inject({ method: 'POST', url: '/api/books/bulk', headers: auth, payload });
  const rowsOf = (ids: string[]) => ctx.db.select().from(books).where(inArray(books.id, ids));

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    reader = await createSignedInUser(ctx.app, ctx.db);
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/books/bulk', payload: { ids: ['00000000-0000-4000-8000-000000000000'], action: 'archive' } })).statusCode).toBe(401);
    expect((await bulk({ ids: ['00000000-0000-4000-8000-000000000000'], action: 'archive' }, reader.auth)).statusCode).toBe(403);
  });

  it('moves the chosen books to a category, and the shop lists them there', async () => {
    const [a, b, untouched] = [await createBook(ctx.db, { category: 'Fiction' }), await createBook(ctx.db, { category: 'Fiction' }), await createBook(ctx.db, { category: 'Fiction' })];
    const res = await bulk({ ids: [a.id, b.id], action: 'category', category: 'Poetry' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Books updated successfully', data: { updated: 2 } });
    const rows = await rowsOf([a.id, b.id, untouched.id]);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.category]))).toEqual({ [a.id]: 'Poetry', [b.id]: 'Poetry', [untouched.id]: 'Fiction' });
    const shelf = (await ctx.app.inject({ method: 'GET', url: '/api/books?category=Poetry&limit=100' })).json().data.map((book: { _id: string }) => book._id);
    expect(shelf).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('sets the stock of every book a search finds, and readers who wished for a sold-out one hear it is back', async () => {
    const made = [];
    for (const title of ['Bulk Himu One', 'Bulk Himu Two']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/books',
        headers: admin.auth,
        payload: { title, author: 'Bulk Author', category: 'Fiction', price: 5, quantity: 1, image: 'https://covers.example/h.jpg', description: 'A bulk action test book.' },
      });
      made.push(res.json().data._id as string);
    }
    await ctx.db.update(books).set({ quantity: 0 }).where(eq(books.id, made[0]!));
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/wishlist/${made[0]}`, headers: reader.auth })).statusCode).toBe(200);

    const res = await bulk({ q: 'bulk himu', action: 'stock', quantity: 12 });
    expect(res.json().data).toEqual({ updated: 2 });
    expect((await rowsOf(made)).map((row) => row.quantity)).toEqual([12, 12]);
    const bell = (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: reader.auth })).json().data.notifications as { kind: string; data: { bookId: string } }[];
    expect(bell.filter((n) => n.kind === 'wishlist-back-in-stock').map((n) => n.data.bookId)).toEqual([made[0]]);
  });

  it('archives the chosen books (gone from the shop, kept for past orders); unknown and already archived ids are skipped', async () => {
    const [a, b] = [await createBook(ctx.db), await createBook(ctx.db)];
    const first = await bulk({ ids: [a.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000'], action: 'archive' });
    expect(first.json().data).toEqual({ updated: 1 });
    expect((await bulk({ ids: [a.id, b.id], action: 'archive' })).json().data).toEqual({ updated: 1 });
    expect((await rowsOf([a.id, b.id])).every((row) => row.archivedAt !== null)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/books/${a.id}` })).statusCode).toBe(404);
  });

  it.each([
    [{ action: 'archive' }, 'ids', 'Give either ids or q'],
    [{ ids: ['x'], q: 'himu', action: 'archive' }, 'ids', 'Give either ids or q'],
    [{ ids: [], action: 'archive' }, 'ids', 'Choose at least one book'],
    [{ ids: Array.from({ length: 1001 }, (_, i) => `id-${i}`), action: 'archive' }, 'ids', 'At most 1,000 books at once'],
    [{ q: 'himu', action: 'category' }, 'category', 'Category is required'],
    [{ q: 'himu', action: 'category', category: 'Cookbooks' }, 'category', 'Category must be one of Fiction, Religious, Poetry, SelfDevelopment, Science'],
    [{ q: 'himu', action: 'stock' }, 'quantity', 'Quantity is required'],
    [{ q: 'himu', action: 'stock', quantity: -1 }, 'quantity', 'Quantity cannot be negative'],
    [{ q: 'himu', action: 'delete' }, 'action', 'Action must be one of category, stock, archive'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (payload, path, message) => {
    const book = await createBook(ctx.db, { title: 'Himu Untouched', quantity: 4 });
    const res = await bulk(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    const [row] = await rowsOf([book.id]);
    expect(row).toMatchObject({ quantity: 4, category: 'Fiction', archivedAt: null });
  });

  it('answers in Bangla for a Bangla caller', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/books/bulk', headers: { ...admin.auth, 'accept-language': 'bn' }, payload: { q: 'himu', action: 'stock' } });
    expect(res.json().errors).toContainEqual({ path: 'quantity', message: 'পরিমাণ দিতে হবে' });
  });
});

describe('a bulk action on more books than one batch holds', () => {
  it('changes them a batch at a time, each batch with its own audit entry naming which of the books it covered', async () => {
    await withFreshApp(
      async ({ app, db }) => {
        const admin = await createSignedInUser(app, db, { role: 'admin' });
        const made: string[] = [];
        for (let i = 0; i < 150; i++) made.push((await createBook(db, { title: `Batch Shelf ${i}`, category: 'Fiction' })).id);
        const res = await app.inject({ method: 'POST', url: '/api/books/bulk', headers: admin.auth, payload: { q: 'batch shelf', action: 'category', category: 'Science' } });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toEqual({ updated: 150 });
        expect((await db.select({ category: books.category }).from(books).where(inArray(books.id, made))).every((row) => row.category === 'Science')).toBe(true);

        const entries = (await app.inject({ method: 'GET', url: '/api/audit?kind=books.bulk_changed&limit=100', headers: admin.auth })).json().data.entries as {
          actor: { _id: string };
          details: { action: string; category: string; scope: string; q: string; count: number; batch?: { from: number; to: number; of: number } };
        }[];
        expect(entries.length).toBeGreaterThan(1);
        expect(
          entries.every(
            (entry) =>
              entry.actor._id === admin.user.id && entry.details.action === 'category' && entry.details.category === 'Science' && entry.details.scope === 'search' && entry.details.q === 'batch shelf',
          ),
        ).toBe(true);
        expect(entries.reduce((sum, entry) => sum + entry.details.count, 0)).toBe(150);
        const batches = entries.map((entry) => entry.details.batch!).sort((a, b) => a.from - b.from);
        expect(batches[0]!.from).toBe(1);
        expect(batches.at(-1)!.to).toBe(150);
        for (let i = 1; i < batches.length; i++) expect(batches[i]!.from).toBe(batches[i - 1]!.to + 1);
        expect(batches.every((batch) => batch.of === 150)).toBe(true);
      },
      // Batches as short as they get: more than one for 150 books on any machine.
      { bulkBatchMs: 1 },
    );
  });
});
