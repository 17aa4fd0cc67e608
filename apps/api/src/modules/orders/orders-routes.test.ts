import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, orders } from '../../db/schema';
import { createBook, createSignedInUser, orderPayload, placeOrder, SHIPPING, type SignedIn } from '../../../test/factories';
import { loadConfig } from '../../config';
import { useTestApp, withFreshApp } from '../../../test/test-app';

describe('orders', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Admin' });
    alice = await createSignedInUser(ctx.app, ctx.db, { name: 'Alice', email: 'alice@example.test' });
    bob = await createSignedInUser(ctx.app, ctx.db, { name: 'Bob' });
  });

  const stockOf = async (id: string) => (await ctx.db.select({ q: books.quantity }).from(books).where(eq(books.id, id)))[0]!.q;
  const post = (signedIn: SignedIn | null, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/orders', headers: { ...(signedIn?.auth ?? {}), ...headers }, payload });
  const setStatus = (signedIn: SignedIn, id: string, status: string) => ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: signedIn.auth, payload: { status } });

  describe('POST /api/orders', () => {
    it('prices from the database, takes stock and returns the order as read (201)', async () => {
      const book = await createBook(ctx.db, { title: 'Gitanjali', priceCents: 1099, quantity: 5, image: '/api/covers/x.svg' });
      const res = await post(alice, orderPayload([{ book, quantity: 2 }]));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Order placed successfully');
      expect(body.data).toEqual({
        _id: expect.any(String),
        orderNumber: expect.stringMatching(/^BP-\d{6}$/),
        user: { _id: alice.user.id, name: 'Alice', email: 'alice@example.test' },
        books: [{ book: { _id: book.id, title: 'Gitanjali', image: '/api/covers/x.svg', price: 10.99 }, quantity: 2 }],
        shippingDetails: SHIPPING,
        paymentMethod: 'cod',
        subtotal: 21.98,
        discount: 0,
        memberDiscount: 0,
        promoCode: null,
        shippingCost: 5.99,
        tax: 1.76,
        totalPrice: 29.73,
        // Issue 31: the order's currency and the zone it was charged for (SPEC's shop: dollars, one zone).
        currency: 'USD',
        delivery: { id: 'standard', name: { en: 'Standard delivery', bn: 'সাধারণ ডেলিভারি' }, days: { min: 3, max: 5 } },
        status: 'pending',
        // Issue 32: cash on delivery is unpaid until the door.
        payment: { method: 'cod', state: 'unpaid', paid: 0, refunded: 0, transactionId: null, dueAt: null },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(await stockOf(book.id)).toBe(3);
    });

    it('ships free over $50', async () => {
      const book = await createBook(ctx.db, { priceCents: 2501, quantity: 5 });
      const res = await post(alice, orderPayload([{ book, quantity: 2 }]));
      expect(res.json().data).toMatchObject({ subtotal: 50.02, shippingCost: 0, tax: 4, totalPrice: 54.02 });
    });

    it('refuses a tampered total with 409 and writes nothing', async () => {
      const book = await createBook(ctx.db, { priceCents: 1000, quantity: 5 });
      const res = await post(alice, { ...orderPayload([{ book, quantity: 1 }]), totalAmount: 0.01 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'Order total does not match current prices' });
      expect(await stockOf(book.id)).toBe(5);
    });

    it('refuses more than the stock with 409 naming the book, and writes nothing', async () => {
      const plenty = await createBook(ctx.db, { quantity: 10 });
      const scarce = await createBook(ctx.db, { title: 'Rare Book', quantity: 1 });
      const before = (await ctx.db.select().from(orders)).length;
      const res = await post(
        alice,
        orderPayload([
          { book: plenty, quantity: 3 },
          { book: scarce, quantity: 2 },
        ]),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Not enough stock for "Rare Book"');
      expect(await stockOf(plenty.id)).toBe(10);
      expect(await stockOf(scarce.id)).toBe(1);
      expect((await ctx.db.select().from(orders)).length).toBe(before);
    });

    it('answers 404 for unknown, malformed or archived books', async () => {
      const archived = await createBook(ctx.db, { archivedAt: new Date() });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', archived.id]) {
        const res = await post(alice, { ...orderPayload([{ book: archived, quantity: 1 }]), books: [{ book: id, quantity: 1 }] });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Book not found');
      }
    });

    it('refuses the same book twice in one order (400)', async () => {
      const book = await createBook(ctx.db);
      const res = await post(
        alice,
        orderPayload([
          { book, quantity: 1 },
          { book, quantity: 1 },
        ]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Each book may appear only once in an order');
    });

    it.each([
      [(p: ReturnType<typeof orderPayload>) => ({ ...p, books: [] }), 'books', 'An order needs at least one book'],
      [(p: ReturnType<typeof orderPayload>) => ({ ...p, paymentMethod: 'card' }), 'paymentMethod', 'Payment method must be cod, bkash or sslcommerz'],
      [(p: ReturnType<typeof orderPayload>) => ({ ...p, shippingDetails: { ...p.shippingDetails, email: 'nope' } }), 'shippingDetails.email', 'Please enter a valid email address'],
      [(p: ReturnType<typeof orderPayload>) => ({ ...p, shippingDetails: { ...p.shippingDetails, city: '' } }), 'shippingDetails.city', 'City is required'],
      [(p: ReturnType<typeof orderPayload>) => ({ ...p, books: [{ book: p.books[0]!.book, quantity: 11 }] }), 'books.0.quantity', 'Quantity must be at most 10'],
      [(p: ReturnType<typeof orderPayload>) => ({ ...p, totalAmount: 'ten' }), 'totalAmount', 'Total amount must be a number'],
    ])('validates %#', async (mutate, path, message) => {
      const book = await createBook(ctx.db);
      const res = await post(alice, mutate(orderPayload([{ book, quantity: 1 }])));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    });

    it('needs a signed-in, unblocked account', async () => {
      const book = await createBook(ctx.db);
      expect((await post(null, orderPayload([{ book, quantity: 1 }]))).statusCode).toBe(401);
      const blocked = await createSignedInUser(ctx.app, ctx.db);
      await ctx.app.inject({ method: 'PATCH', url: `/api/users/${blocked.user.id}/status`, headers: admin.auth, payload: { status: 'Blocked' } });
      const res = await post(blocked, orderPayload([{ book, quantity: 1 }]));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('Your account has been blocked');
    });

    it('returns the first order for a retried Idempotency-Key', async () => {
      const book = await createBook(ctx.db, { quantity: 5 });
      const headers = { 'idempotency-key': 'checkout-123' };
      const first = await post(alice, orderPayload([{ book, quantity: 1 }]), headers);
      const retry = await post(alice, orderPayload([{ book, quantity: 1 }]), headers);
      expect(first.statusCode).toBe(201);
      expect([200, 201]).toContain(retry.statusCode);
      expect(retry.json().data._id).toBe(first.json().data._id);
      expect(await stockOf(book.id)).toBe(4);
      // Another user with the same key gets their own order.
      const other = await post(bob, orderPayload([{ book, quantity: 1 }]), headers);
      expect(other.statusCode).toBe(201);
      expect(other.json().data._id).not.toBe(first.json().data._id);
      const tooLong = await post(alice, orderPayload([{ book, quantity: 1 }]), { 'idempotency-key': 'k'.repeat(201) });
      expect(tooLong.statusCode).toBe(400);
    });

    it('keeps one order when retries with the same key arrive together', async () => {
      const book = await createBook(ctx.db, { quantity: 30 });
      const results = await Promise.all(Array.from({ length: 10 }, () => post(alice, orderPayload([{ book, quantity: 1 }]), { 'idempotency-key': 'burst-1' })));
      expect(new Set(results.map((r) => r.json().data._id)).size).toBe(1);
      expect(await stockOf(book.id)).toBe(29);
    });

    it('refuses an Idempotency-Key reused for a different order with 422, placing nothing; the same order again is fine', async () => {
      const book = await createBook(ctx.db, { quantity: 10 });
      const other = await createBook(ctx.db, { quantity: 10 });
      const headers = { 'idempotency-key': 'reused-key' };
      const first = await post(alice, orderPayload([{ book, quantity: 1 }]), headers);
      expect(first.statusCode).toBe(201);
      for (const different of [
        orderPayload([{ book, quantity: 2 }]),
        orderPayload([{ book: other, quantity: 1 }]),
        { ...orderPayload([{ book, quantity: 1 }]), shippingDetails: { ...SHIPPING, address: 'Elsewhere 9' } },
      ]) {
        const res = await post(alice, different, headers);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different order; use a new key for a new order' });
      }
      expect(await stockOf(book.id)).toBe(9);
      expect(await stockOf(other.id)).toBe(10);
      // The same order, its total written another way (as a float), is still the same order.
      const payload = orderPayload([{ book, quantity: 1 }]);
      const same = await post(alice, { ...payload, totalAmount: payload.totalAmount + 0.0004 }, headers);
      expect(same.statusCode).toBe(200);
      expect(same.json().data._id).toBe(first.json().data._id);
    });

    it('an upper-case book id is the same book (ids are case-insensitive), never a server error', async () => {
      const book = await createBook(ctx.db, { quantity: 3 });
      const payload = orderPayload([{ book, quantity: 1 }]);
      const upper = { ...payload, books: [{ book: book.id.toUpperCase(), quantity: 1 }] };
      const res = await post(alice, upper);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.books[0].book._id).toBe(book.id);
      // Too much of it names the book, in upper case too.
      const short = await post(alice, { ...orderPayload([{ book, quantity: 5 }]), books: [{ book: book.id.toUpperCase(), quantity: 5 }] });
      expect(short.statusCode).toBe(409);
      expect(short.json().message).toBe(`Not enough stock for "${book.title}"`);
      // The same book twice in two cases is a duplicate line.
      const twice = await post(alice, {
        ...orderPayload([{ book, quantity: 1 }]),
        books: [
          { book: book.id, quantity: 1 },
          { book: book.id.toUpperCase(), quantity: 1 },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(await stockOf(book.id)).toBe(2);
    });
  });

  describe('stock hoarding', () => {
    // The shop's own defaults (README), not the suite's (which turns the limits off).
    const shipped = loadConfig({}, { jwtSecret: 'hoarding-defaults-secret-0123456789' });
    const shippedLimits = {
      maxPendingOrdersPerAccount: shipped.maxPendingOrdersPerAccount,
      maxPendingCopiesPerAccount: shipped.maxPendingCopiesPerAccount,
      maxPendingValueCentsPerAccount: shipped.maxPendingValueCentsPerAccount,
    };

    it('with the shop’s default limits a reader buys 10 books one order at a time, and up to 20 copies; the 21st is a clear 409 in both languages, nothing taken', async () => {
      await withFreshApp(async ({ app, db }) => {
        const reader = await createSignedInUser(app, db);
        const book = await createBook(db, { priceCents: 1000, quantity: 100 });
        const order = (quantity: number, headers: Record<string, string> = {}) =>
          app.inject({ method: 'POST', url: '/api/orders', headers: { ...reader.auth, ...headers }, payload: orderPayload([{ book, quantity }]) });
        for (let i = 1; i <= 10; i++) expect((await order(1)).statusCode, `single-book order ${i}`).toBe(201);
        expect((await order(10)).statusCode).toBe(201);
        const stock = async () => (await db.select({ q: books.quantity }).from(books).where(eq(books.id, book.id)))[0]!.q;
        expect(await stock()).toBe(80);
        const tooMany = await order(1);
        expect(tooMany.statusCode).toBe(409);
        expect(tooMany.json().message).toBe(
          'Orders waiting for confirmation can hold at most 20 books in all; you have 20 waiting and this order adds 1. Please order fewer, or wait until an order is confirmed.',
        );
        const inBangla = await order(1, { 'accept-language': 'bn' });
        expect(inBangla.statusCode).toBe(409);
        expect(inBangla.json().message).toBe(
          'নিশ্চিত হওয়ার অপেক্ষায় থাকা অর্ডারগুলোতে সব মিলিয়ে সর্বোচ্চ ২০টি বই রাখা যায়; আপনার ২০টি অপেক্ষায় আছে, আর এই অর্ডারে আছে ১টি। কম বই অর্ডার করুন, অথবা একটি অর্ডার নিশ্চিত হওয়া পর্যন্ত অপেক্ষা করুন।',
        );
        expect(await stock()).toBe(80);
      }, shippedLimits);
    });

    it('the value of pending orders is capped too (MAX_PENDING_VALUE_PER_ACCOUNT, $1,000 by default): a clear 409 in both languages, stock given back; a confirmed or cancelled order frees it', async () => {
      await withFreshApp(async ({ app, db }) => {
        const collector = await createSignedInUser(app, db);
        const admin = await createSignedInUser(app, db, { role: 'admin' });
        // $60: free shipping, 8% tax, $64.80 an order; 15 of them are $972.00.
        const book = await createBook(db, { priceCents: 6000, quantity: 100 });
        const order = (headers: Record<string, string> = {}) =>
          app.inject({ method: 'POST', url: '/api/orders', headers: { ...collector.auth, ...headers }, payload: orderPayload([{ book, quantity: 1 }]) });
        const placed: string[] = [];
        for (let i = 0; i < 15; i++) {
          const res = await order();
          expect(res.statusCode).toBe(201);
          placed.push(res.json().data._id);
        }
        const stock = async () => (await db.select({ q: books.quantity }).from(books).where(eq(books.id, book.id)))[0]!.q;
        const refused = await order();
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(
          'Orders waiting for confirmation can be worth at most $1000.00 in all; you have $972.00 waiting and this order adds $64.80. Please order less, or wait until an order is confirmed.',
        );
        const inBangla = await order({ 'accept-language': 'bn' });
        expect(inBangla.json().message).toBe(
          'নিশ্চিত হওয়ার অপেক্ষায় থাকা অর্ডারগুলোর দাম সব মিলিয়ে সর্বোচ্চ ১০০০.০০ US$ হতে পারে; আপনার অপেক্ষমাণ অর্ডারগুলোর দাম ৯৭২.০০ US$, আর এই অর্ডারের ৬৪.৮০ US$। কম দামের অর্ডার দিন, অথবা একটি অর্ডার নিশ্চিত হওয়া পর্যন্ত অপেক্ষা করুন।',
        );
        // The refused orders took no stock (the value is known only after the stock was taken; the refusal rolls it back).
        expect(await stock()).toBe(85);
        await app.inject({ method: 'PATCH', url: `/api/orders/${placed[0]}/status`, headers: collector.auth, payload: { status: 'cancelled' } });
        expect((await order()).statusCode).toBe(201);
        await app.inject({ method: 'PATCH', url: `/api/orders/${placed[1]}/status`, headers: admin.auth, payload: { status: 'processing' } });
        expect((await order()).statusCode).toBe(201);
        expect((await order()).statusCode).toBe(409);
      }, shippedLimits);
    });

    it('MAX_PENDING_ORDERS_PER_ACCOUNT still caps orders when a shop sets it; a clear 409 and nothing taken', async () => {
      await withFreshApp(
        async ({ app, db }) => {
          const hoarder = await createSignedInUser(app, db);
          const book = await createBook(db, { quantity: 100 });
          const order = (quantity: number) => app.inject({ method: 'POST', url: '/api/orders', headers: hoarder.auth, payload: orderPayload([{ book, quantity }]) });
          const placed = [];
          for (let i = 0; i < 3; i++) {
            const res = await order(2);
            expect(res.statusCode).toBe(201);
            placed.push(res.json().data._id as string);
          }
          const fourth = await order(1);
          expect(fourth.statusCode).toBe(409);
          expect(fourth.json().message).toBe('You already have 3 orders waiting for the shop to confirm. Please wait until one is confirmed, or cancel one, before placing another.');
          const stock = async () => (await db.select({ q: books.quantity }).from(books).where(eq(books.id, book.id)))[0]!.q;
          expect(await stock()).toBe(94);
          // Cancelling one frees a place; an order confirmed by the shop (processing) no longer counts either.
          await app.inject({ method: 'PATCH', url: `/api/orders/${placed[0]}/status`, headers: hoarder.auth, payload: { status: 'cancelled' } });
          expect((await order(1)).statusCode).toBe(201);
          const admin = await createSignedInUser(app, db, { role: 'admin' });
          await app.inject({ method: 'PATCH', url: `/api/orders/${placed[1]}/status`, headers: admin.auth, payload: { status: 'processing' } });
          expect((await order(1)).statusCode).toBe(201);
          expect((await order(1)).statusCode).toBe(409);
          expect(await stock()).toBe(94);
          // Another account is not held back by this one.
          const neighbour = await createSignedInUser(app, db);
          expect((await app.inject({ method: 'POST', url: '/api/orders', headers: neighbour.auth, payload: orderPayload([{ book, quantity: 1 }]) })).statusCode).toBe(201);
        },
        { maxPendingOrdersPerAccount: 3, maxPendingCopiesPerAccount: 20, maxPendingValueCentsPerAccount: 0 },
      );
    });

    it('ten 3-copy orders at once from one account under the default limits: exactly 6 (18 copies) are placed, the rest are 409', async () => {
      await withFreshApp(async ({ app, db }) => {
        const hoarder = await createSignedInUser(app, db);
        const book = await createBook(db, { quantity: 100 });
        const results = await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'POST', url: '/api/orders', headers: hoarder.auth, payload: orderPayload([{ book, quantity: 3 }]) })));
        expect(results.filter((r) => r.statusCode === 201)).toHaveLength(6);
        expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
        expect((await db.select({ q: books.quantity }).from(books).where(eq(books.id, book.id)))[0]!.q).toBe(82);
      }, shippedLimits);
    });
  });

  describe('reading orders', () => {
    it('my-orders lists only the caller’s orders, newest first', async () => {
      const book = await createBook(ctx.db, { quantity: 20 });
      const older = await placeOrder(ctx.app, bob, [{ book, quantity: 1 }]);
      const newer = await placeOrder(ctx.app, bob, [{ book, quantity: 2 }]);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: bob.auth });
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.map((o: { _id: string }) => o._id);
      expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
      expect(res.json().data.every((o: { user: { _id: string } }) => o.user._id === bob.user.id)).toBe(true);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders' })).statusCode).toBe(401);
    });

    it('all (admin) pages and filters; customers get 403', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/all', headers: alice.auth })).statusCode).toBe(403);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/orders/all?limit=2', headers: admin.auth });
      expect(res.statusCode).toBe(200);
      const { orders: list, pagination } = res.json().data;
      expect(list).toHaveLength(2);
      const total = (await ctx.db.select().from(orders)).length;
      expect(pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(total / 2), totalOrders: total, limit: 2 });
      expect(Date.parse(list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1].createdAt));
      const pending = await ctx.app.inject({ method: 'GET', url: '/api/orders/all?status=pending&limit=100', headers: admin.auth });
      expect(pending.json().data.orders.every((o: { status: string }) => o.status === 'pending')).toBe(true);
      const today = new Date().toISOString().slice(0, 10);
      const dated = await ctx.app.inject({ method: 'GET', url: `/api/orders/all?startDate=${today}&endDate=${today}`, headers: admin.auth });
      expect(dated.json().data.pagination.totalOrders).toBe(total);
      const future = await ctx.app.inject({ method: 'GET', url: '/api/orders/all?startDate=2999-01-01', headers: admin.auth });
      expect(future.json().data.pagination.totalOrders).toBe(0);
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/orders/all?status=lost', headers: admin.auth });
      expect(bad.statusCode).toBe(400);
      const badDate = await ctx.app.inject({ method: 'GET', url: '/api/orders/all?startDate=yesterday', headers: admin.auth });
      expect(badDate.statusCode).toBe(400);
      const byTotal = await ctx.app.inject({ method: 'GET', url: '/api/orders/all?sortBy=totalPrice&sortOrder=asc&limit=100', headers: admin.auth });
      const totals = byTotal.json().data.orders.map((o: { totalPrice: number }) => o.totalPrice);
      expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b));
    });

    it('dates out of range or of another shape are a 400 naming the field, never a server error', async () => {
      for (const [query, field, message] of [
        ['endDate=275760-09-13', 'endDate', 'Must be a date (YYYY-MM-DD or ISO 8601)'],
        ['endDate=%2B275760-09-13', 'endDate', 'Must be a date (YYYY-MM-DD or ISO 8601)'],
        ['startDate=9999-12-31&endDate=9999-12-31', undefined, undefined],
        ['startDate=1969-12-31', 'startDate', 'Must be a date between 1970-01-01 and 9999-12-31'],
        ['startDate=0000-01-01', 'startDate', 'Must be a date between 1970-01-01 and 9999-12-31'],
        ['startDate=2024-02-30', 'startDate', 'Must be a date (YYYY-MM-DD or ISO 8601)'],
        ['startDate=1', 'startDate', 'Must be a date (YYYY-MM-DD or ISO 8601)'],
        ['page=0', 'page', 'page must be at least 1'],
        ['limit=1e3', 'limit', 'limit must be at most 100'],
      ] as const) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/all?${query}`, headers: admin.auth });
        if (!field) {
          expect(res.statusCode, query).toBe(200);
          continue;
        }
        expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
        expect(res.json().errors, query).toContainEqual({ path: field, message });
      }
    });
  });

  describe('status changes', () => {
    it('follows the admin transitions and refuses other moves with 409', async () => {
      const book = await createBook(ctx.db, { quantity: 10 });
      const order = await placeOrder(ctx.app, alice, [{ book, quantity: 1 }]);
      const skip = await setStatus(admin, order._id, 'completed');
      expect(skip.statusCode).toBe(409);
      expect(skip.json().message).toBe('Cannot change order status from pending to completed');
      const processing = await setStatus(admin, order._id, 'processing');
      expect(processing.statusCode).toBe(200);
      expect(processing.json().data.status).toBe('processing');
      // Cancelling a processing order needs the shop's reason (issue 33): a 400 naming it.
      expect((await setStatus(admin, order._id, 'cancelled')).statusCode).toBe(400);
      expect((await setStatus(admin, order._id, 'completed')).json().data.status).toBe('completed');
      expect((await setStatus(admin, order._id, 'cancelled')).statusCode).toBe(409);
      expect((await setStatus(admin, order._id, 'pending')).statusCode).toBe(409);
      expect((await setStatus(admin, order._id, 'shipped')).statusCode).toBe(400);
      expect((await setStatus(admin, '00000000-0000-4000-8000-000000000000', 'processing')).statusCode).toBe(404);
      expect((await setStatus(admin, 'bogus', 'processing')).statusCode).toBe(404);
    });

    it('an owner may only cancel their own pending order; others get 404', async () => {
      const book = await createBook(ctx.db, { quantity: 10 });
      const order = await placeOrder(ctx.app, alice, [{ book, quantity: 3 }]);
      expect((await setStatus(bob, order._id, 'cancelled')).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${order._id}`, headers: bob.auth })).statusCode).toBe(404);
      const move = await setStatus(alice, order._id, 'processing');
      expect([403, 409]).toContain(move.statusCode);
      expect(await stockOf(book.id)).toBe(7);
      const cancelled = await setStatus(alice, order._id, 'cancelled');
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data.status).toBe('cancelled');
      expect(await stockOf(book.id)).toBe(10);
      // Restores stock once only.
      expect((await setStatus(alice, order._id, 'cancelled')).statusCode).toBe(409);
      expect((await setStatus(admin, order._id, 'cancelled')).statusCode).toBe(409);
      expect(await stockOf(book.id)).toBe(10);
    });

    it('concurrent cancels restore stock exactly once', async () => {
      const book = await createBook(ctx.db, { quantity: 10 });
      const order = await placeOrder(ctx.app, alice, [{ book, quantity: 4 }]);
      const results = await Promise.all([setStatus(alice, order._id, 'cancelled'), setStatus(admin, order._id, 'cancelled'), setStatus(alice, order._id, 'cancelled')]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
      expect(await stockOf(book.id)).toBe(10);
    });
  });

  describe('DELETE /api/orders/:id', () => {
    it('hides the owner’s cancelled order from their list; the admin still sees it', async () => {
      const book = await createBook(ctx.db, { quantity: 10 });
      const order = await placeOrder(ctx.app, alice, [{ book, quantity: 1 }]);
      const early = await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${order._id}`, headers: alice.auth });
      expect(early.statusCode).toBe(409);
      await setStatus(alice, order._id, 'cancelled');
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${order._id}`, headers: alice.auth });
      expect(res.statusCode).toBe(200);
      const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: alice.auth });
      expect(mine.json().data.map((o: { _id: string }) => o._id)).not.toContain(order._id);
      const all = await ctx.app.inject({ method: 'GET', url: '/api/orders/all?status=cancelled&limit=100', headers: admin.auth });
      expect(all.json().data.orders.map((o: { _id: string }) => o._id)).toContain(order._id);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${order._id}`, headers: alice.auth })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'DELETE', url: '/api/orders/nope', headers: alice.auth })).statusCode).toBe(404);
    });
  });

  describe('revenue', () => {
    it('counts completed orders only, and gives a daily series with zero days', async () => {
      const before = (await ctx.app.inject({ method: 'GET', url: '/api/orders/revenue', headers: admin.auth })).json().data;
      const book = await createBook(ctx.db, { priceCents: 1000, quantity: 10 });
      const done = await placeOrder(ctx.app, bob, [{ book, quantity: 1 }]);
      await placeOrder(ctx.app, bob, [{ book, quantity: 1 }]);
      await setStatus(admin, done._id, 'processing');
      await setStatus(admin, done._id, 'completed');
      const res = await ctx.app.inject({ method: 'GET', url: '/api/orders/revenue', headers: admin.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.totalOrders).toBe(before.totalOrders + 1);
      expect(res.json().data.totalRevenue).toBeCloseTo(before.totalRevenue + 16.79, 2);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/revenue', headers: bob.auth })).statusCode).toBe(403);

      const series = await ctx.app.inject({ method: 'GET', url: '/api/orders/revenue-series?days=7', headers: admin.auth });
      expect(series.statusCode).toBe(200);
      const { days, byStatus } = series.json().data;
      expect(days).toHaveLength(7);
      expect(days[6].date).toBe(new Date().toISOString().slice(0, 10));
      expect(days[0]).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), revenue: 0, orders: 0 });
      expect(days[6].revenue).toBeCloseTo(res.json().data.totalRevenue, 2);
      const total = (await ctx.db.select().from(orders)).length;
      expect(days[6].orders).toBe(total);
      expect(byStatus.pending + byStatus.processing + byStatus.completed + byStatus.cancelled).toBe(total);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/revenue-series?days=0', headers: admin.auth })).statusCode).toBe(400);
    });
  });
});
