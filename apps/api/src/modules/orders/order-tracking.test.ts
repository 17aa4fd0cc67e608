import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema';
import { createBook, createSignedInUser, orderPayload, placeOrder, SHIPPING, type SignedIn } from '../../../test/factories';
import { useTestApp, withFreshApp } from '../../../test/test-app';

/** Order numbers, the record of events, the order page's answer, notes, the admin's search and the CSV export. */
describe('order tracking', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Shop Admin' });
    alice = await createSignedInUser(ctx.app, ctx.db, { name: 'Alice', email: 'Alice.Reader@example.test' });
    bob = await createSignedInUser(ctx.app, ctx.db, { name: 'Bob', email: 'bob@example.test' });
  });

  const get = (signedIn: SignedIn | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: signedIn?.auth ?? {} });
  const setStatus = (signedIn: SignedIn, id: string, status: string) => ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: signedIn.auth, payload: { status } });
  const addNote = (signedIn: SignedIn | null, id: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/notes`, headers: signedIn?.auth ?? {}, payload });
  const placeWith = async (signedIn: SignedIn, shipping: Partial<typeof SHIPPING> = {}) => {
    const book = await createBook(ctx.db, { title: 'Pather Panchali', priceCents: 1200, quantity: 50 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: signedIn.auth,
      payload: { ...orderPayload([{ book, quantity: 1 }]), shippingDetails: { ...SHIPPING, ...shipping } },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; orderNumber: string };
  };
  const eventsInDb = async (orderId: string) =>
    ctx.db.select({ kind: orderEvents.kind, to: orderEvents.toStatus }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));

  describe('order numbers', () => {
    it('every order answer carries a readable number, one higher for each new order, never the same twice', async () => {
      const first = await placeWith(alice);
      const second = await placeWith(bob);
      expect(first.orderNumber).toMatch(/^BP-\d{6}$/);
      expect(Number(second.orderNumber.slice(3))).toBe(Number(first.orderNumber.slice(3)) + 1);

      const mine = (await get(alice, '/api/orders/my-orders')).json().data as { _id: string; orderNumber: string }[];
      expect(mine.find((o) => o._id === first._id)?.orderNumber).toBe(first.orderNumber);
      const all = (await get(admin, '/api/orders/all?page=1&limit=100')).json().data.orders as { _id: string; orderNumber: string }[];
      expect(all.find((o) => o._id === second._id)?.orderNumber).toBe(second.orderNumber);
      const moved = await setStatus(admin, second._id, 'processing');
      expect(moved.json().data.orderNumber).toBe(second.orderNumber);
      expect(new Set(all.map((o) => o.orderNumber)).size).toBe(all.length);
    });
  });

  describe('GET /api/orders/:id', () => {
    it('gives the owner the order with lines, totals, delivery details and what happened, by whom', async () => {
      const book = await createBook(ctx.db, { title: 'Gitanjali', priceCents: 1099, quantity: 5 });
      const placed = await placeOrder(ctx.app, alice, [{ book, quantity: 2 }]);
      const res = await get(alice, `/api/orders/${placed._id}`);
      expect(res.statusCode).toBe(200);
      const order = res.json().data;
      expect(order).toMatchObject({
        _id: placed._id,
        orderNumber: expect.stringMatching(/^BP-\d{6}$/),
        user: { _id: alice.user.id, name: 'Alice' },
        books: [{ book: { _id: book.id, title: 'Gitanjali', price: 10.99 }, quantity: 2 }],
        shippingDetails: SHIPPING,
        paymentMethod: 'cod',
        subtotal: 21.98,
        shippingCost: 5.99,
        tax: 1.76,
        totalPrice: 29.73,
        status: 'pending',
      });
      expect(order.events).toEqual([{ _id: expect.any(String), kind: 'placed', fromStatus: null, toStatus: null, actorRole: 'user', createdAt: order.createdAt }]);
    });

    it('is a 404 for another customer, an unknown or malformed id, and an order its owner removed; a 401 without a token', async () => {
      const placed = await placeWith(alice);
      expect((await get(bob, `/api/orders/${placed._id}`)).statusCode).toBe(404);
      expect((await get(bob, `/api/orders/${placed._id}`)).json()).toEqual({ success: false, message: 'Order not found' });
      expect((await get(alice, '/api/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get(alice, '/api/orders/not-an-id')).statusCode).toBe(404);
      expect((await get(null, `/api/orders/${placed._id}`)).statusCode).toBe(401);
      expect((await get(alice, `/api/orders/${placed._id.toUpperCase()}`)).statusCode).toBe(200);

      expect((await setStatus(alice, placed._id, 'cancelled')).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${placed._id}`, headers: alice.auth })).statusCode).toBe(200);
      expect((await get(alice, `/api/orders/${placed._id}`)).statusCode).toBe(404);
      expect((await get(admin, `/api/orders/${placed._id}`)).statusCode).toBe(200);
    });

    it('records each status change with from, to and who; the customer sees the shop’s moves but never its notes or staff names', async () => {
      const placed = await placeWith(alice);
      expect((await setStatus(admin, placed._id, 'processing')).statusCode).toBe(200);
      const noted = await addNote(admin, placed._id, { note: '  Customer asked for a call before delivery  ' });
      expect(noted.statusCode).toBe(201);
      expect(noted.json()).toEqual({
        success: true,
        message: 'Note added successfully',
        data: {
          _id: expect.any(String),
          kind: 'note',
          fromStatus: null,
          toStatus: null,
          actorRole: 'admin',
          actor: { _id: admin.user.id, name: 'Shop Admin' },
          note: 'Customer asked for a call before delivery',
          createdAt: expect.any(String),
        },
      });
      expect((await setStatus(admin, placed._id, 'completed')).statusCode).toBe(200);

      const forAdmin = (await get(admin, `/api/orders/${placed._id}`)).json().data;
      expect(forAdmin.events.map((e: { kind: string; fromStatus: string | null; toStatus: string | null; actorRole: string | null }) => [e.kind, e.fromStatus, e.toStatus, e.actorRole])).toEqual([
        ['placed', null, null, 'user'],
        ['status_changed', 'pending', 'processing', 'admin'],
        ['note', null, null, 'admin'],
        ['status_changed', 'processing', 'completed', 'admin'],
      ]);
      expect(forAdmin.events[1].actor).toEqual({ _id: admin.user.id, name: 'Shop Admin' });

      const forCustomer = await get(alice, `/api/orders/${placed._id}`);
      const events = forCustomer.json().data.events as Record<string, unknown>[];
      expect(events.map((e) => [e.kind, e.toStatus, e.actorRole])).toEqual([
        ['placed', null, 'user'],
        ['status_changed', 'processing', 'admin'],
        ['status_changed', 'completed', 'admin'],
      ]);
      expect(events.every((e) => !('actor' in e) && !('note' in e))).toBe(true);
      expect(forCustomer.body).not.toContain('call before delivery');
      expect(forCustomer.body).not.toContain('Shop Admin');
    });

    it('records the customer’s own cancelling as theirs', async () => {
      const placed = await placeWith(alice);
      expect((await setStatus(alice, placed._id, 'cancelled')).statusCode).toBe(200);
      const events = (await get(alice, `/api/orders/${placed._id}`)).json().data.events;
      expect(events.at(-1)).toMatchObject({ kind: 'status_changed', fromStatus: 'pending', toStatus: 'cancelled', actorRole: 'user' });
    });
  });

  describe('events are written in the transaction of the change', () => {
    it('a refused move (409) writes no event', async () => {
      const placed = await placeWith(alice);
      expect((await setStatus(admin, placed._id, 'completed')).statusCode).toBe(409);
      expect(await eventsInDb(placed._id)).toEqual([{ kind: 'placed', to: null }]);
    });

    it('a change that fails after its event was written leaves neither the new status nor the event', async () => {
      const placed = await placeWith(alice);
      // Giving the stock back (the last step of cancelling, after the event) fails.
      await ctx.db.execute(sql`create or replace function refuse_restock() returns trigger language plpgsql as $$ begin raise exception 'restock refused'; end $$`);
      await ctx.db.execute(sql`create trigger refuse_restock before update of quantity on books for each row execute function refuse_restock()`);
      try {
        const res = await setStatus(admin, placed._id, 'cancelled');
        expect(res.statusCode).toBe(500);
      } finally {
        await ctx.db.execute(sql`drop trigger refuse_restock on books`);
      }
      const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed._id));
      expect(row!.status).toBe('pending');
      expect(await eventsInDb(placed._id)).toEqual([{ kind: 'placed', to: null }]);
    });

    it('an order that fails to be placed leaves no event', async () => {
      const before = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orderEvents))[0]!.n;
      const book = await createBook(ctx.db, { quantity: 1 });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: alice.auth, payload: orderPayload([{ book, quantity: 2 }]) });
      expect(res.statusCode).toBe(409);
      expect((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orderEvents))[0]!.n).toBe(before);
    });
  });

  describe('POST /api/orders/:id/notes', () => {
    it('is for admins only: 403 for the owner, 401 without a token; the note is not written', async () => {
      const placed = await placeWith(alice);
      expect((await addNote(alice, placed._id, { note: 'hello' })).statusCode).toBe(403);
      expect((await addNote(null, placed._id, { note: 'hello' })).statusCode).toBe(401);
      expect(await eventsInDb(placed._id)).toEqual([{ kind: 'placed', to: null }]);
    });

    it('refuses an empty or too long note with 400 naming the field, and an unknown order with 404', async () => {
      const placed = await placeWith(alice);
      const empty = await addNote(admin, placed._id, { note: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([{ path: 'note', message: 'Note is required' }]);
      const long = await addNote(admin, placed._id, { note: 'x'.repeat(2001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors[0].path).toBe('note');
      expect((await addNote(admin, placed._id, {})).statusCode).toBe(400);
      expect((await addNote(admin, '00000000-0000-4000-8000-000000000000', { note: 'x' })).statusCode).toBe(404);
      expect(await eventsInDb(placed._id)).toEqual([{ kind: 'placed', to: null }]);
    });
  });

  describe('GET /api/orders/all?q=', () => {
    let carol: SignedIn;
    let byPhone: { _id: string; orderNumber: string };
    let byEmail: { _id: string; orderNumber: string };
    beforeAll(async () => {
      carol = await createSignedInUser(ctx.app, ctx.db, { name: 'Carol', email: 'Carol.Search@example.test' });
      byPhone = await placeWith(carol, { phone: '+880 1912-345678', email: 'gift.for.mum@example.test' });
      byEmail = await placeWith(carol, { phone: '01811 111111' });
    });
    const search = async (q: string) => {
      const res = await get(admin, `/api/orders/all?page=1&limit=100&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.orders as { _id: string }[]).map((o) => o._id);
    };

    it('finds an order by its number however it is typed', async () => {
      const digits = byPhone.orderNumber.slice(3);
      for (const q of [byPhone.orderNumber, byPhone.orderNumber.toLowerCase(), digits, String(Number(digits)), `#${Number(digits)}`, ` ${byPhone.orderNumber} `]) {
        expect(await search(q), q).toEqual([byPhone._id]);
      }
    });

    it('finds a customer’s orders by account or delivery e-mail, in any case', async () => {
      expect(await search('carol.search@EXAMPLE.test')).toEqual([byEmail._id, byPhone._id]);
      expect(await search('Gift.For.Mum@example.test')).toEqual([byPhone._id]);
    });

    it('finds orders by phone in any spelling of the same number', async () => {
      expect(await search('01912345678')).toEqual([byPhone._id]);
      expect(await search('+8801912345678')).toEqual([byPhone._id]);
      expect(await search('01912-345 678')).toEqual([byPhone._id]);
    });

    it('finds nothing for text that is no number, e-mail or phone; counts only what it found; customers get 403', async () => {
      expect(await search('nobody@example.test')).toEqual([]);
      expect(await search('Carol')).toEqual([]);
      const res = await get(admin, `/api/orders/all?page=1&limit=1&q=${encodeURIComponent('carol.search@example.test')}`);
      expect(res.json().data.pagination).toMatchObject({ totalOrders: 2, totalPages: 2 });
      expect((await get(carol, '/api/orders/all?q=BP-000001')).statusCode).toBe(403);
      const tooLong = await get(admin, `/api/orders/all?q=${'a'.repeat(300)}`);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().errors[0].path).toBe('q');
    });

    it('combines with the status filter', async () => {
      await setStatus(admin, byEmail._id, 'processing');
      expect(await search('carol.search@example.test')).toEqual([byEmail._id, byPhone._id]);
      const res = await get(admin, `/api/orders/all?page=1&limit=100&status=processing&q=${encodeURIComponent('carol.search@example.test')}`);
      expect(res.json().data.orders.map((o: { _id: string }) => o._id)).toEqual([byEmail._id]);
    });
  });

  describe('GET /api/orders/export.csv', () => {
    const exportCsv = (signedIn: SignedIn | null, query = '') => ctx.app.inject({ method: 'GET', url: `/api/orders/export.csv${query}`, headers: signedIn?.auth ?? {} });
    const rowsOf = (body: string) => parse(body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];

    it('is for admins only', async () => {
      expect((await exportCsv(alice)).statusCode).toBe(403);
      expect((await exportCsv(null)).statusCode).toBe(401);
    });

    it('downloads the filtered list as UTF-8 CSV, one row per order, with the number, customer, lines and totals', async () => {
      const dave = await createSignedInUser(ctx.app, ctx.db, { name: 'Dave', email: 'dave.export@example.test' });
      const book = await createBook(ctx.db, { title: 'গীতাঞ্জলি, "song offerings"', priceCents: 1099, quantity: 5 });
      const placed = await placeOrder(ctx.app, dave, [{ book, quantity: 2 }]);
      const number = (await get(admin, `/api/orders/${placed._id}`)).json().data.orderNumber;

      const res = await exportCsv(admin, `?q=${encodeURIComponent('dave.export@example.test')}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="boipoka-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const rows = rowsOf(res.body);
      expect(rows).toEqual([
        {
          'Order number': number,
          'Placed at (UTC)': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          Status: 'pending',
          Customer: 'Dave',
          'Account e-mail': 'dave.export@example.test',
          'Deliver to': SHIPPING.name,
          'E-mail': SHIPPING.email,
          Phone: SHIPPING.phone,
          Address: SHIPPING.address,
          City: SHIPPING.city,
          'Postal code': SHIPPING.postalCode,
          Items: 'গীতাঞ্জলি, "song offerings" × 2',
          Copies: '2',
          Subtotal: '21.98',
          'Promo code': '',
          Discount: '0.00',
          "New member's discount": '0.00',
          Shipping: '5.99',
          Tax: '1.76',
          Total: '29.73',
          Currency: 'USD',
          Payment: 'Cash on delivery',
          'Payment state': 'unpaid',
          Paid: '0.00',
          Refunded: '0.00',
          Transaction: '',
          'Order id': placed._id,
        },
      ]);
    });

    it('escapes every cell a spreadsheet would run as a formula', async () => {
      const eve = await createSignedInUser(ctx.app, ctx.db, { name: '@SUM(A1:A9)', email: 'eve.export@example.test' });
      const book = await createBook(ctx.db, { quantity: 5 });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: eve.auth,
        payload: { ...orderPayload([{ book, quantity: 1 }]), shippingDetails: { ...SHIPPING, name: '=HYPERLINK("http://evil.test")', address: '+1+cmd', city: '-2+3', postalCode: '\t1205' } },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = rowsOf((await exportCsv(admin, `?q=${encodeURIComponent('eve.export@example.test')}`)).body);
      expect(row).toMatchObject({ Customer: "'@SUM(A1:A9)", 'Deliver to': `'=HYPERLINK("http://evil.test")`, Address: "'+1+cmd", City: "'-2+3" });
      // The tab is trimmed by the shared schema before it is stored; a carriage return never reaches the store either.
      expect(row!['Postal code']).toBe('1205');
    });

    it('takes the list’s filters: status, dates, sort', async () => {
      const all = rowsOf((await exportCsv(admin)).body);
      const processing = rowsOf((await exportCsv(admin, '?status=processing')).body);
      expect(processing.length).toBeGreaterThan(0);
      expect(processing.every((r) => r.Status === 'processing')).toBe(true);
      expect(all.length).toBe((await get(admin, '/api/orders/all?page=1&limit=1')).json().data.pagination.totalOrders);
      const numbers = all.map((r) => Number(r['Order number']!.slice(3)));
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      const cheapestFirst = rowsOf((await exportCsv(admin, '?sortBy=totalPrice&sortOrder=asc')).body).map((r) => Number(r.Total));
      expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));
      expect(rowsOf((await exportCsv(admin, '?endDate=2000-01-01')).body)).toEqual([]);
      const bad = await exportCsv(admin, '?status=lost');
      expect(bad.statusCode).toBe(400);
    });
  });

  it('exports every order once across many batches, in order', async () => {
    const bulk = await createSignedInUser(ctx.app, ctx.db, { name: 'Bulk Buyer', email: 'bulk.buyer@example.test' });
    const book = await createBook(ctx.db, { quantity: 10 });
    // 1,234 orders written straight to the table (two batches of 500 and a part), every other one processing.
    await ctx.db.execute(sql`
      insert into orders (user_id, status, subtotal_cents, shipping_cents, tax_cents, total_cents, shipping_details, created_at)
      select ${bulk.user.id}::uuid, case when g % 2 = 0 then 'processing' else 'pending' end, 1000 + g, 0, 0, 1000 + (g * 7919) % 1000,
             ${JSON.stringify(SHIPPING)}::jsonb, now() - make_interval(secs => g)
      from generate_series(1, 1234) g`);
    await ctx.db.execute(
      sql`insert into order_items (order_id, book_id, title, unit_price_cents, quantity) select id, ${book.id}::uuid, 'Book', 1000, 1 from orders where user_id = ${bulk.user.id}::uuid`,
    );
    const csv = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/export.csv?q=bulk.buyer%40example.test${query}`, headers: admin.auth });
      return parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    };
    const rows = await csv('');
    const numbers = rows.map((r) => Number(r['Order number']!.slice(3)));
    expect(numbers.length).toBe(1234);
    expect(new Set(numbers).size).toBe(1234);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(rows.every((r) => r.Items === 'Book × 1')).toBe(true);

    const byTotal = await csv('&sortBy=totalPrice&sortOrder=desc&status=processing');
    expect(byTotal.length).toBe(617);
    expect(new Set(byTotal.map((r) => r['Order number'])).size).toBe(617);
    const totals = byTotal.map((r) => Number(r.Total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  }, 120_000);

  it('migration 0013 numbers existing orders in creation order and records their history; the next order follows', async () => {
    await withFreshApp(async ({ app, db }) => {
      const customer = await createSignedInUser(app, db, { name: 'Early' });
      const book = await createBook(db, { quantity: 10 });
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await placeOrder(app, customer, [{ book, quantity: 1 }]))._id);
      // As before the migration: created in the order 2, 0, 1; no numbers, no events; one completed, one cancelled.
      await db.execute(sql`update orders set created_at = now() - interval '3 days' where id = ${ids[2]}`);
      await db.execute(sql`update orders set created_at = now() - interval '2 days' where id = ${ids[0]}`);
      await db.execute(sql`update orders set status = 'completed' where id = ${ids[1]}`);
      await db.execute(sql`update orders set status = 'cancelled' where id = ${ids[2]}`);
      await db.execute(sql`delete from order_events`);
      await db.execute(sql`alter table orders alter column order_number drop not null, alter column order_number drop default`);
      await db.execute(sql`update orders set order_number = null`);

      const migration = readFileSync(fileURLToPath(new URL('../../../drizzle/0013_order-numbers-and-events.sql', import.meta.url)), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

      const rows = await db.select({ id: orders.id, n: orders.orderNumber }).from(orders).orderBy(asc(orders.orderNumber));
      expect(rows).toEqual([
        { id: ids[2], n: 1 },
        { id: ids[0], n: 2 },
        { id: ids[1], n: 3 },
      ]);
      const history = await db.select({ order: orderEvents.orderId, kind: orderEvents.kind, from: orderEvents.fromStatus, to: orderEvents.toStatus, role: orderEvents.actorRole }).from(orderEvents);
      expect(history).toHaveLength(5);
      expect(history).toEqual(
        expect.arrayContaining([
          { order: ids[0], kind: 'placed', from: null, to: null, role: 'user' },
          { order: ids[1], kind: 'status_changed', from: 'processing', to: 'completed', role: 'admin' },
          { order: ids[2], kind: 'status_changed', from: 'pending', to: 'cancelled', role: null },
        ]),
      );
      const fourth = await app.inject({ method: 'POST', url: '/api/orders', headers: customer.auth, payload: orderPayload([{ book, quantity: 1 }]) });
      expect(fourth.json().data.orderNumber).toBe('BP-000004');
    });
  }, 180_000);
});
