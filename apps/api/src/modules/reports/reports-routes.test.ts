import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookRow } from '../../db/schema';
import { createBook, createSignedInUser, placeOrder, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

/**
 * Orders over several days and every status, placed through the API and then dated and moved in the database, so the
 * report reads what a shop would have. Totals (shipping 5.99 up to $50, tax 8%):
 *   1 × Fiction $10            = 10 + 5.99 + 0.80 = 16.79
 *   2 × Poetry $7.50           = 15 + 5.99 + 1.20 = 22.19
 *   1 × Science $20 + 1 × $10  = 30 + 5.99 + 2.40 = 38.39
 *   3 × Science $20            = 60 + 0    + 4.80 = 64.80
 */
describe('GET /api/reports/sales', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let amina: SignedIn;
  let bashir: SignedIn;
  let chandra: SignedIn;
  let novel: BookRow;
  let poems: BookRow;
  let physics: BookRow;

  /** Places an order, then gives it a placing time (UTC) and a status, as the days and the shop would have. */
  async function order(customer: SignedIn, lines: { book: BookRow; quantity: number }[], placedAtUtc: string, status: 'pending' | 'processing' | 'completed' | 'cancelled') {
    const placed = await placeOrder(ctx.app, customer, lines);
    await ctx.db.execute(sql`update orders set created_at = ${placedAtUtc}::timestamptz, status = ${status} where id = ${placed._id}`);
  }

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    amina = await createSignedInUser(ctx.app, ctx.db, { name: 'Amina' });
    bashir = await createSignedInUser(ctx.app, ctx.db, { name: 'Bashir' });
    chandra = await createSignedInUser(ctx.app, ctx.db, { name: 'Chandra' });
    novel = await createBook(ctx.db, { title: 'Nondito Noroke', author: 'Humayun Ahmed', category: 'Fiction', priceCents: 1000, quantity: 50 });
    poems = await createBook(ctx.db, { title: 'Banalata Sen', author: 'Jibanananda Das', category: 'Poetry', priceCents: 750, quantity: 50 });
    physics = await createBook(ctx.db, { title: 'Science Fiction Somogro', author: 'Humayun Ahmed', category: 'Science', priceCents: 2000, quantity: 50 });

    // Before the range: Bashir's first completed order makes him a returning customer.
    await order(bashir, [{ book: physics, quantity: 3 }], '2026-02-20T06:00:00Z', 'completed');
    // In the range (1–10 March 2026 in Dhaka, UTC+6).
    await order(amina, [{ book: novel, quantity: 1 }], '2026-03-01T04:00:00Z', 'completed'); // 1 March, 10:00
    await order(bashir, [{ book: poems, quantity: 2 }], '2026-03-01T19:30:00Z', 'completed'); // 2 March, 01:30 in Dhaka
    await order(chandra, [{ book: novel, quantity: 1 }], '2026-03-03T06:00:00Z', 'pending');
    await order(bashir, [{ book: physics, quantity: 1 }], '2026-03-04T06:00:00Z', 'processing');
    await order(chandra, [{ book: physics, quantity: 3 }], '2026-03-05T06:00:00Z', 'cancelled');
    await order(
      amina,
      [
        { book: physics, quantity: 1 },
        { book: novel, quantity: 1 },
      ],
      '2026-03-09T06:00:00Z',
      'completed',
    );
    // After the range: 11 March, 00:30 in Dhaka (still 10 March in UTC).
    await order(amina, [{ book: novel, quantity: 1 }], '2026-03-10T18:30:00Z', 'completed');
  });

  const report = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reports/sales?${query}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('counts completed orders only, on their day in Dhaka, with every total and the pipeline beside them', async () => {
    const data = await report('from=2026-03-01&to=2026-03-10');
    expect(data.timeZone).toBe('Asia/Dhaka');
    expect(data.totals).toEqual({ revenue: 77.37, orders: 3, copies: 5, averageOrder: 25.79 });
    expect(data.placedByStatus).toEqual({ pending: 1, processing: 1, completed: 3, cancelled: 1 });
    expect(data.customers).toEqual({ newCustomers: 1, returningCustomers: 1, newRevenue: 55.18, returningRevenue: 22.19 });
    expect(data.topBooks).toEqual([
      { bookId: novel.id, title: 'Nondito Noroke', author: 'Humayun Ahmed', copies: 2, revenue: 20 },
      { bookId: poems.id, title: 'Banalata Sen', author: 'Jibanananda Das', copies: 2, revenue: 15 },
      { bookId: physics.id, title: 'Science Fiction Somogro', author: 'Humayun Ahmed', copies: 1, revenue: 20 },
    ]);
    expect(data.topAuthors).toEqual([
      { author: 'Humayun Ahmed', copies: 3, revenue: 40 },
      { author: 'Jibanananda Das', copies: 2, revenue: 15 },
    ]);
    expect(data.topCategories).toEqual([
      { category: 'Fiction', copies: 2, revenue: 20 },
      { category: 'Poetry', copies: 2, revenue: 15 },
      { category: 'Science', copies: 1, revenue: 20 },
    ]);
  });

  it('groups by day: every day of the range, empty days included', async () => {
    const { groups } = await report('from=2026-03-01&to=2026-03-10&groupBy=day');
    expect(groups).toHaveLength(10);
    expect(groups[0]).toEqual({ key: '2026-03-01', revenue: 16.79, orders: 1, copies: 1, averageOrder: 16.79 });
    expect(groups[1]).toEqual({ key: '2026-03-02', revenue: 22.19, orders: 1, copies: 2, averageOrder: 22.19 });
    expect(groups[8]).toEqual({ key: '2026-03-09', revenue: 38.39, orders: 1, copies: 2, averageOrder: 38.39 });
    const empty = groups.filter((_: unknown, index: number) => ![0, 1, 8].includes(index));
    expect(empty.map((g: { key: string }) => g.key)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-10']);
    for (const day of empty) expect(day).toMatchObject({ revenue: 0, orders: 0, copies: 0, averageOrder: 0 });
  });

  it('groups by week (from Monday) and by month', async () => {
    const weeks = await report('from=2026-03-01&to=2026-03-10&groupBy=week');
    expect(weeks.groups).toEqual([
      { key: '2026-02-23', revenue: 16.79, orders: 1, copies: 1, averageOrder: 16.79 },
      { key: '2026-03-02', revenue: 22.19, orders: 1, copies: 2, averageOrder: 22.19 },
      { key: '2026-03-09', revenue: 38.39, orders: 1, copies: 2, averageOrder: 38.39 },
    ]);
    const months = await report('from=2026-02-01&to=2026-03-31&groupBy=month');
    expect(months.groups).toEqual([
      { key: '2026-02-01', revenue: 64.8, orders: 1, copies: 3, averageOrder: 64.8 },
      { key: '2026-03-01', revenue: 94.16, orders: 4, copies: 6, averageOrder: 23.54 },
    ]);
    expect(months.totals).toEqual({ revenue: 158.96, orders: 5, copies: 9, averageOrder: 31.79 });
    // Over February and March nobody had completed an order before: both are new.
    expect(months.customers).toEqual({ newCustomers: 2, returningCustomers: 0, newRevenue: 158.96, returningRevenue: 0 });
  });

  it('groups by category and by book: book sales (price × copies), best first', async () => {
    const categories = await report('from=2026-03-01&to=2026-03-10&groupBy=category');
    expect(categories.groups).toEqual([
      { key: 'Fiction', revenue: 20, orders: 2, copies: 2, averageOrder: 10 },
      { key: 'Science', revenue: 20, orders: 1, copies: 1, averageOrder: 20 },
      { key: 'Poetry', revenue: 15, orders: 1, copies: 2, averageOrder: 15 },
    ]);
    const books = await report('from=2026-03-01&to=2026-03-10&groupBy=book');
    expect(books.groups).toEqual([
      { key: novel.id, label: 'Nondito Noroke', revenue: 20, orders: 2, copies: 2, averageOrder: 10 },
      { key: physics.id, label: 'Science Fiction Somogro', revenue: 20, orders: 1, copies: 1, averageOrder: 20 },
      { key: poems.id, label: 'Banalata Sen', revenue: 15, orders: 1, copies: 2, averageOrder: 15 },
    ]);
  });

  it('answers zeros for a range without sales', async () => {
    const data = await report('from=2025-01-01&to=2025-01-03&groupBy=day');
    expect(data.totals).toEqual({ revenue: 0, orders: 0, copies: 0, averageOrder: 0 });
    expect(data.groups.map((g: { revenue: number }) => g.revenue)).toEqual([0, 0, 0]);
    expect(data.topBooks).toEqual([]);
    expect(data.customers).toEqual({ newCustomers: 0, returningCustomers: 0, newRevenue: 0, returningRevenue: 0 });
  });

  it('gives each table as CSV, every row, in the orders export’s format', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/reports/sales.csv?from=2026-03-01&to=2026-03-10&groupBy=week&table=groups', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="boipoka-sales-by-week-2026-03-01-to-2026-03-10.csv"');
    expect(res.body).toBe(
      '\uFEFFWeek from (Monday),Revenue,Orders,Copies,Average order,Currency\r\n2026-02-23,16.79,1,1,16.79,USD\r\n2026-03-02,22.19,1,2,22.19,USD\r\n2026-03-09,38.39,1,2,38.39,USD\r\n',
    );
    const authors = await ctx.app.inject({ method: 'GET', url: '/api/reports/sales.csv?from=2026-03-01&to=2026-03-10&table=authors', headers: admin.auth });
    expect(authors.body).toBe('\uFEFFAuthor,Copies,Book sales,Currency\r\nHumayun Ahmed,3,40.00,USD\r\nJibanananda Das,2,15.00,USD\r\n');
    const customers = await ctx.app.inject({ method: 'GET', url: '/api/reports/sales.csv?from=2026-03-01&to=2026-03-10&table=customers', headers: admin.auth });
    expect(customers.body).toBe('\uFEFFCustomers,Count,Revenue,Currency\r\nNew,1,55.18,USD\r\nReturning,1,22.19,USD\r\n');
  });

  it.each([
    ['to=2026-03-10', 'from', 'from is required'],
    ['from=2026-03-01', 'to', 'to is required'],
    ['from=2026-02-30&to=2026-03-10', 'from', 'from must be a date (YYYY-MM-DD) between 2000 and 2100'],
    ['from=2026-03-01&to=10-03-2026', 'to', 'to must be a date (YYYY-MM-DD) between 2000 and 2100'],
    ['from=1999-12-31&to=2000-01-02', 'from', 'from must be a date (YYYY-MM-DD) between 2000 and 2100'],
    ['from=2026-03-10&to=2026-03-01', 'to', 'to must be on or after from'],
    ['from=2023-01-01&to=2026-01-01', 'to', 'A report covers at most 1096 days (three years)'],
    ['from=2026-03-01&to=2026-03-10&groupBy=year', 'groupBy', 'groupBy must be day, week, month, category or book'],
  ])('refuses %s with a 400 naming %s', async (query, path, message) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reports/sales?${query}`, headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    const csv = await ctx.app.inject({ method: 'GET', url: `/api/reports/sales.csv?${query}`, headers: admin.auth });
    expect(csv.statusCode).toBe(400);
  });

  it('takes three whole years, and tells the range error in Bangla', async () => {
    expect((await report('from=2023-01-01&to=2025-12-31&groupBy=month')).groups).toHaveLength(36);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/reports/sales?from=2026-03-10&to=2026-03-01', headers: { ...admin.auth, 'accept-language': 'bn' } });
    expect(res.json().errors).toContainEqual({ path: 'to', message: 'শেষের তারিখ (to) শুরুর তারিখের (from) আগে হতে পারে না' });
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reports/sales?from=2026-03-01&to=2026-03-10' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reports/sales?from=2026-03-01&to=2026-03-10', headers: amina.auth })).statusCode).toBe(403);
  });
});

describe('low stock and restock', () => {
  const ctx = useTestApp({ lowStockNotifyAt: 3 });

  it('lists books at or under the threshold, keeps the threshold the admin sets, and restocks from the list', async () => {
    const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    const empty = await createBook(ctx.db, { title: 'Padma Nadir Majhi', quantity: 0 });
    const three = await createBook(ctx.db, { title: '=HYPERLINK("http://evil.example","Deyal")', author: 'Ahmed Sofa', category: 'Fiction', quantity: 3 });
    const five = await createBook(ctx.db, { title: 'Lalsalu', quantity: 5 });
    await createBook(ctx.db, { title: 'Plenty', quantity: 20 });
    await createBook(ctx.db, { title: 'Archived', quantity: 0, archivedAt: new Date() });
    const get = async () => (await ctx.app.inject({ method: 'GET', url: '/api/reports/low-stock', headers: admin.auth })).json().data;

    // No stored setting yet: LOW_STOCK_NOTIFY_AT.
    let list = await get();
    expect(list.threshold).toBe(3);
    expect(list.books.map((b: { _id: string; quantity: number }) => [b._id, b.quantity])).toEqual([
      [empty.id, 0],
      [three.id, 3],
    ]);

    const bad = await ctx.app.inject({ method: 'PATCH', url: '/api/reports/low-stock/threshold', headers: admin.auth, payload: { threshold: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ path: 'threshold', message: 'Threshold cannot be negative' });

    const set = await ctx.app.inject({ method: 'PATCH', url: '/api/reports/low-stock/threshold', headers: admin.auth, payload: { threshold: 5 } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.threshold).toBe(5);
    list = await get();
    expect(list.threshold).toBe(5);
    expect(list.books.map((b: { _id: string }) => b._id)).toEqual([empty.id, three.id, five.id]);

    const csv = await ctx.app.inject({ method: 'GET', url: '/api/reports/low-stock.csv', headers: admin.auth });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="boipoka-low-stock-at-or-under-5.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFTitle,Author,Category,Stock,Book id',
      `Padma Nadir Majhi,Test Author,Fiction,0,${empty.id}`,
      // A spreadsheet would run the title as a formula: it is written as text.
      `"'=HYPERLINK(""http://evil.example"",""Deyal"")",Ahmed Sofa,Fiction,3,${three.id}`,
      `Lalsalu,Test Author,Fiction,5,${five.id}`,
      '',
    ]);

    const restock = await ctx.app.inject({ method: 'PATCH', url: `/api/reports/low-stock/${empty.id}`, headers: admin.auth, payload: { quantity: 40 } });
    expect(restock.statusCode).toBe(200);
    expect(restock.json().data).toMatchObject({ _id: empty.id, quantity: 40 });
    expect((await get()).books.map((b: { _id: string }) => b._id)).toEqual([three.id, five.id]);
    // The storefront sees the new stock at once (the catalogue cache is told).
    expect((await ctx.app.inject({ method: 'GET', url: `/api/books/${empty.id}` })).json().data.quantity).toBe(40);

    const negative = await ctx.app.inject({ method: 'PATCH', url: `/api/reports/low-stock/${three.id}`, headers: admin.auth, payload: { quantity: -2 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toContainEqual({ path: 'quantity', message: 'Quantity cannot be negative' });
    const missing = await ctx.app.inject({ method: 'PATCH', url: '/api/reports/low-stock/00000000-0000-4000-8000-000000000000', headers: admin.auth, payload: { quantity: 4 } });
    expect(missing.statusCode).toBe(404);
    expect((await get()).books.map((b: { quantity: number }) => b.quantity)).toEqual([3, 5]);
  });
});
