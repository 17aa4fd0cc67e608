import type { BookDetail, Sale } from '@boipoka/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, type BookRow } from '../../db/schema';
import { createBook, createSignedInUser, orderPayload, placeOrder, signIn, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

/** Issue 35: scheduled sales, on both databases (the pg suite runs this file on PostgreSQL). The shop is SPEC's dollar shop. */

const HOUR = 3_600_000;

describe('scheduled sales', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let reader: SignedIn;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Nusrat Admin' });
    reader = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim Reader' });
  });

  /** The clock moves on; the admin signs in again (an access token lasts minutes). */
  const advance = async (ms: number) => {
    ctx.clock.advance(ms);
    admin = await signIn(ctx.app, admin.user);
  };
  const at = (fromNowMs: number) => new Date(ctx.clock.now().getTime() + fromNowMs).toISOString();
  const create = (payload: object, as: SignedIn = admin) => ctx.app.inject({ method: 'POST', url: '/api/sales', headers: as.auth, payload });
  const made = async (payload: object): Promise<Sale> => {
    const res = await create({ name: { en: 'Boi Mela Sale', bn: 'বইমেলা সেল' }, startsAt: at(-HOUR), endsAt: at(48 * HOUR), ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const patch = (id: string, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/sales/${id}`, headers: admin.auth, payload });
  const shown = async (book: BookRow): Promise<BookDetail> => (await ctx.app.inject({ method: 'GET', url: `/api/books/${book.id}` })).json().data;
  const stored = async (book: BookRow): Promise<BookRow> => (await ctx.db.select().from(books).where(eq(books.id, book.id)))[0]!;

  it.each([
    [{ kind: 'percent', percent: 91, categories: ['Poetry'] }, 'percent'],
    [{ kind: 'percent', categories: ['Poetry'] }, 'percent'],
    [{ kind: 'amount', categories: ['Poetry'] }, 'amountMinor'],
    [{ kind: 'percent', percent: 10 }, 'categories'],
    [{ kind: 'percent', percent: 10, categories: ['Poetry'], name: { en: 'Only English' } }, 'name.bn'],
    [{ kind: 'percent', percent: 10, categories: ['Poetry'], startsAt: '2026-12-10T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }, 'endsAt'],
    [{ kind: 'percent', percent: 10, categories: ['Poetry'], startsAt: 'next Tuesday' }, 'startsAt'],
    [{ kind: 'percent', percent: 10, categories: ['Comics'] }, 'categories.0'],
  ])('refuses %j with a 400 naming %s, and creates nothing', async (payload, field) => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/sales', headers: admin.auth })).json().data.length;
    const res = await create({ name: { en: 'Bad', bn: 'ভুল' }, startsAt: at(0), endsAt: at(HOUR), ...payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sales', headers: admin.auth })).json().data).toHaveLength(before);
  });

  it('says what is wrong in Bangla to a Bangla admin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: { ...admin.auth, 'Accept-Language': 'bn' },
      payload: { name: { en: 'X', bn: 'এক্স' }, kind: 'percent', percent: 95, startsAt: at(0), endsAt: at(HOUR), categories: ['Poetry'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'percent', message: 'শতাংশ ১ থেকে ৯০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে' });
  });

  it('is for admins only', async () => {
    const payload = { name: { en: 'Mine', bn: 'আমার' }, kind: 'percent', percent: 90, startsAt: at(0), endsAt: at(HOUR), categories: ['Poetry'] };
    expect((await create(payload, reader)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/sales', payload })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sales', headers: reader.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/sales/00000000-0000-4000-8000-000000000000', headers: reader.auth, payload: { active: false } })).statusCode).toBe(403);
    expect((await patch('00000000-0000-4000-8000-000000000000', { active: false })).statusCode).toBe(404);
  });

  it('a sale by publisher applies at its start, any case, and the prices return after its end', async () => {
    const novel = await createBook(ctx.db, { title: 'Mela Novel', priceCents: 1250, publisher: 'Anyaprokash' });
    const dear = await createBook(ctx.db, { title: 'Mela Classic', priceCents: 2000, listPriceCents: 2500, publisher: 'anyaprokash ' });
    const other = await createBook(ctx.db, { title: 'Other Press', priceCents: 1000, publisher: 'Prothoma' });
    const sale = await made({ kind: 'percent', percent: 15, publishers: ['ANYAPROKASH'], startsAt: at(HOUR), endsAt: at(3 * HOUR) });
    expect(sale).toMatchObject({ kind: 'percent', percent: 15, publishers: ['ANYAPROKASH'], active: true, booksOnSale: 0 });
    expect(await shown(novel)).toMatchObject({ price: 12.5, listPrice: null, saleEndsAt: null });

    await advance(HOUR + 1000);
    expect((await ctx.app.sales.reconcile()).changed).toBe(2);
    // 15% off $12.50 is $10.625: rounded half up to $10.63. The struck price: the regular price, or the book's own list price.
    expect(await shown(novel)).toMatchObject({ price: 10.63, listPrice: 12.5, saleEndsAt: sale.endsAt });
    expect(await shown(dear)).toMatchObject({ price: 17, listPrice: 25, saleEndsAt: sale.endsAt });
    expect(await shown(other)).toMatchObject({ price: 10, listPrice: null, saleEndsAt: null });
    // Lists say it too (the catalogue cache and the search index saw the change).
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/books?q=mela&page=1&limit=10' })).json().data as BookDetail[];
    expect(list.find((b) => b._id === novel.id)).toMatchObject({ price: 10.63, listPrice: 12.5, saleEndsAt: sale.endsAt });
    const shelf = (await ctx.app.inject({ method: 'GET', url: '/api/books?category=Fiction&page=1&limit=100' })).json().data as BookDetail[];
    expect(shelf.find((b) => b._id === dear.id)).toMatchObject({ price: 17, listPrice: 25, saleEndsAt: sale.endsAt });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/sales', headers: admin.auth })).json().data as Sale[];
    expect(listed.find((s) => s._id === sale._id)!.booksOnSale).toBe(2);

    // Running it again changes nothing.
    expect((await ctx.app.sales.reconcile()).changed).toBe(0);

    await advance(2 * HOUR);
    expect((await ctx.app.sales.reconcile()).changed).toBe(2);
    expect(await shown(novel)).toMatchObject({ price: 12.5, listPrice: null, saleEndsAt: null });
    expect(await shown(dear)).toMatchObject({ price: 20, listPrice: 25, saleEndsAt: null });
    expect(await stored(dear)).toMatchObject({ priceCents: 2000, listPriceCents: 2500, saleId: null, regularPriceCents: null, regularListPriceCents: null, saleEndsAt: null });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/books?q=mela&page=1&limit=10` })).json().data.find((b: BookDetail) => b._id === novel.id)).toMatchObject({
      price: 12.5,
      saleEndsAt: null,
    });
  });

  it('a sale by series and by a category of the tree (with the categories under it) prices their books; an unknown one is a 400 naming it', async () => {
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload });
    const feluda = (await post('/api/series', { nameEn: 'Feluda', nameBn: 'ফেলুদা' })).json().data;
    const children = (await post('/api/categories', { nameEn: 'Children', nameBn: 'শিশু-কিশোর' })).json().data;
    const rhymes = (await post('/api/categories', { nameEn: 'Rhymes', nameBn: 'ছড়া', parentId: children.id })).json().data;
    const addBook = async (payload: object): Promise<BookDetail> => {
      const res = await post('/api/books', { author: 'Satyajit Ray', price: 10, quantity: 5, description: 'A book of the sale test.', ...payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    const sonarKella = await addBook({ title: 'Sonar Kella (sale)', category: 'Fiction', seriesId: feluda.id, seriesNumber: 6 });
    const aboltabol = await addBook({ title: 'Abol Tabol (sale)', categoryIds: [rhymes.id] });
    const outside = await addBook({ title: 'Not In The Sale', category: 'Fiction' });

    const unknown = await create({ name: { en: 'Bad', bn: 'ভুল' }, kind: 'percent', percent: 10, startsAt: at(0), endsAt: at(HOUR), seriesIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('seriesIds.0');

    const sale = await made({ name: { en: 'Feluda week', bn: 'ফেলুদা সপ্তাহ' }, kind: 'percent', percent: 20, seriesIds: [feluda.id], categoryIds: [children.id] });
    expect(sale).toMatchObject({ seriesIds: [feluda.id], categoryIds: [children.id] });
    await ctx.app.sales.reconcile();
    expect(await shown({ id: sonarKella._id } as BookRow)).toMatchObject({ price: 8, listPrice: 10, saleEndsAt: sale.endsAt });
    // In Rhymes, under Children: the sale on Children covers it.
    expect(await shown({ id: aboltabol._id } as BookRow)).toMatchObject({ price: 8, listPrice: 10 });
    expect(await shown({ id: outside._id } as BookRow)).toMatchObject({ price: 10, listPrice: null, saleEndsAt: null });
    await patch(sale._id, { active: false });
    expect(await shown({ id: sonarKella._id } as BookRow)).toMatchObject({ price: 10, saleEndsAt: null });
  });

  it('when several sales name a book, the lowest price wins; an amount never takes it below a tenth', async () => {
    const book = await createBook(ctx.db, { title: 'Overlap', priceCents: 3000, category: 'Science', author: 'Jafar Iqbal', publisher: 'Overlap Press' });
    const cheap = await createBook(ctx.db, { title: 'Cheap Overlap', priceCents: 500, category: 'Science', publisher: 'Overlap Press' });
    const byCategory = await made({ kind: 'percent', percent: 10, categories: ['Science'] });
    const byAuthor = await made({ name: { en: 'Author week', bn: 'লেখক সপ্তাহ' }, kind: 'amount', amountMinor: 1000, authors: ['jafar iqbal'], publishers: ['Overlap Press'] });
    // $30.00: 10% off is $27.00, $10.00 off is $20.00. $5.00: 10% off is $4.50, $10.00 off would be nothing: a tenth, $0.50.
    expect(await stored(book)).toMatchObject({ priceCents: 2000, saleId: byAuthor._id, regularPriceCents: 3000 });
    expect(await stored(cheap)).toMatchObject({ priceCents: 50, saleId: byAuthor._id, regularPriceCents: 500 });
    // The author's sale paused: the category's takes over (at the regular price, not the sale price).
    expect((await patch(byAuthor._id, { active: false })).statusCode).toBe(200);
    expect(await stored(book)).toMatchObject({ priceCents: 2700, listPriceCents: 3000, saleId: byCategory._id, regularPriceCents: 3000 });
    expect(await stored(cheap)).toMatchObject({ priceCents: 450, listPriceCents: 500, saleId: byCategory._id });
    // Both paused: the regular prices are back at once.
    expect((await patch(byCategory._id, { active: false })).json().data).toMatchObject({ active: false, booksOnSale: 0 });
    expect(await stored(book)).toMatchObject({ priceCents: 3000, listPriceCents: null, saleId: null, regularPriceCents: null });
    expect(await stored(cheap)).toMatchObject({ priceCents: 500, listPriceCents: null, saleId: null });
    // Resumed: on sale again.
    expect((await patch(byCategory._id, { active: true })).json().data).toMatchObject({ active: true });
    expect(await stored(book)).toMatchObject({ priceCents: 2700, saleId: byCategory._id });
    expect((await patch(byCategory._id, { active: false })).statusCode).toBe(200);
  });

  it('an order placed during a sale is charged the sale price', async () => {
    const book = await createBook(ctx.db, { title: 'Ordered On Sale', priceCents: 4000, quantity: 5, publisher: 'Order Press' });
    const sale = await made({ kind: 'amount', amountMinor: 1500, bookIds: [book.id] });
    const onSale = await stored(book);
    expect(onSale.priceCents).toBe(2500);
    const buyer = await createSignedInUser(ctx.app, ctx.db);
    // A total computed from the regular price is refused: the order prices from the stored (sale) price.
    const regular = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: buyer.auth, payload: orderPayload([{ book, quantity: 2 }]) });
    expect(regular.statusCode).toBe(409);
    const order = await placeOrder(ctx.app, buyer, [{ book: onSale, quantity: 2 }]);
    const placed = (await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: buyer.auth })).json().data.find((o: { _id: string }) => o._id === order._id);
    expect(placed).toMatchObject({ subtotal: 50 });
    expect(placed.books[0]).toMatchObject({ book: { price: 25 }, quantity: 2 });
    expect((await patch(sale._id, { active: false })).statusCode).toBe(200);
  });

  it('an admin’s price edit during a sale is the new regular price; the sale applies to it again', async () => {
    const book = await createBook(ctx.db, { title: 'Edited On Sale', priceCents: 2000, publisher: 'Edit Press' });
    const sale = await made({ kind: 'percent', percent: 20, publishers: ['Edit Press'] });
    expect(await shown(book)).toMatchObject({ price: 16, listPrice: 20 });
    const edit = (payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload });
    // The edit form sends the prices it shows back untouched: no change of price, and none recorded.
    const untouched = await edit({ title: 'Edited On Sale (2nd ed.)', price: 16, listPrice: 20 });
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(untouched.json().data).toMatchObject({ title: 'Edited On Sale (2nd ed.)', price: 16, listPrice: 20, saleEndsAt: sale.endsAt });
    const audit = async () => (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=book.updated', headers: admin.auth })).json().data.entries[0];
    expect((await audit()).changes).toEqual([{ field: 'title', before: 'Edited On Sale', after: 'Edited On Sale (2nd ed.)' }]);
    // A new price: the regular price becomes $30.00 and the sale takes 20% of that.
    const priced = await edit({ price: 30 });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data).toMatchObject({ price: 24, listPrice: 30, saleEndsAt: sale.endsAt });
    expect(await stored(book)).toMatchObject({ priceCents: 2400, listPriceCents: 3000, regularPriceCents: 3000, regularListPriceCents: null, saleId: sale._id });
    expect((await audit()).changes).toEqual([{ field: 'price', before: 20, after: 30 }]);
    // A regular price of its own above the new price.
    const listed = await edit({ price: 30, listPrice: 35 });
    expect(listed.json().data).toMatchObject({ price: 24, listPrice: 35 });
    // Off sale, the book sells at the price the admin set.
    expect((await patch(sale._id, { active: false })).statusCode).toBe(200);
    expect(await shown(book)).toMatchObject({ price: 30, listPrice: 35, saleEndsAt: null });
  });

  it('a new book a running sale names is on sale from the start', async () => {
    const sale = await made({ kind: 'percent', percent: 50, publishers: ['Fresh Press'] });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: admin.auth,
      payload: { title: 'Fresh Off The Press', author: 'New Writer', category: 'Poetry', price: 9, quantity: 3, description: 'A new book of poems.', publisher: 'Fresh Press' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ price: 4.5, listPrice: 9, saleEndsAt: sale.endsAt });
    expect((await patch(sale._id, { active: false })).statusCode).toBe(200);
  });

  it('creates and changes are audited; the home page’s banner counts down to the running sale’s end, with its name', async () => {
    const sale = await made({ name: { en: 'Ekushey Boi Mela', bn: 'একুশে বইমেলা' }, kind: 'percent', percent: 25, categories: ['Religious'], endsAt: at(24 * HOUR) });
    await made({ name: { en: 'Long Sale', bn: 'লম্বা সেল' }, kind: 'percent', percent: 5, categories: ['Religious'], endsAt: at(72 * HOUR) });
    const home = (await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data;
    expect(home.sale).toEqual({ endsAt: sale.endsAt, name: { en: 'Ekushey Boi Mela', bn: 'একুশে বইমেলা' } });
    const changed = await patch(sale._id, { percent: 30, name: { en: 'Ekushey Boi Mela', bn: 'একুশে বইমেলা ২০২৭' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const created = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=sale.created', headers: admin.auth })).json().data.entries;
    expect(created.find((e: { target: { id: string } }) => e.target.id === sale._id)).toMatchObject({
      kind: 'sale.created',
      actor: { name: 'Nusrat Admin' },
      target: { type: 'sale', label: 'Ekushey Boi Mela' },
    });
    const updated = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=sale.updated', headers: admin.auth })).json().data.entries;
    expect(updated[0]).toMatchObject({ target: { type: 'sale', id: sale._id } });
    expect(updated[0].changes).toEqual([
      { field: 'name', before: { en: 'Ekushey Boi Mela', bn: 'একুশে বইমেলা' }, after: { en: 'Ekushey Boi Mela', bn: 'একুশে বইমেলা ২০২৭' } },
      { field: 'percent', before: 25, after: 30 },
    ]);
    // A patch is checked whole: an amount sale needs its amount.
    const lost = await patch(sale._id, { kind: 'amount' });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().errors.map((e: { path: string }) => e.path)).toContain('amountMinor');
    // Paused, the other running sale is the banner's.
    expect((await patch(sale._id, { active: false })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data.sale).toMatchObject({ name: { en: 'Long Sale' } });
  });
});
