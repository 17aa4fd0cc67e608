import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, orders, users } from '../../db/schema';
import { createBook, createSignedInUser, orderPayload, placeOrder, SHIPPING, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('notifications (the bell)', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let secondAdmin: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Admin' });
    secondAdmin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Second Admin' });
    alice = await createSignedInUser(ctx.app, ctx.db, { name: 'Alice' });
    bob = await createSignedInUser(ctx.app, ctx.db, { name: 'Bob' });
  });

  const bell = async (who: SignedIn, query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      notifications: { _id: string; kind: string; data: Record<string, unknown>; readAt: string | null }[];
      unreadCount: number;
      pagination: { total: number; totalPages: number };
      pollSeconds: number;
    };
  };
  const setStatus = (who: SignedIn, id: string, status: string) => ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: who.auth, payload: { status } });
  const readAll = async () => {
    for (const who of [admin, secondAdmin, alice, bob]) await ctx.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: who.auth });
  };

  it('a new order tells every admin (who, how much), and nobody else', async () => {
    await readAll();
    const book = await createBook(ctx.db, { title: 'Padma Nadir Majhi', priceCents: 1000, quantity: 50 });
    const order = await placeOrder(ctx.app, alice, [{ book, quantity: 2 }]);
    for (const who of [admin, secondAdmin]) {
      const seen = await bell(who);
      expect(seen.unreadCount).toBe(1);
      expect(seen.notifications[0]).toMatchObject({ kind: 'order-placed', readAt: null, data: { orderId: order._id, customerName: 'Alice', totalPrice: 27.59, items: 2 } });
    }
    expect((await bell(alice)).unreadCount).toBe(0);
    expect((await bell(bob)).unreadCount).toBe(0);
  });

  it("a status change by the shop tells the order's customer only, from and to; a customer's own cancel does not tell the customer", async () => {
    const book = await createBook(ctx.db, { quantity: 50 });
    const order = await placeOrder(ctx.app, alice, [{ book, quantity: 1 }]);
    await readAll();
    expect((await setStatus(admin, order._id, 'processing')).statusCode).toBe(200);
    const seen = await bell(alice);
    expect(seen.unreadCount).toBe(1);
    expect(seen.notifications[0]).toMatchObject({ kind: 'order-status-changed', data: { orderId: order._id, from: 'pending', to: 'processing' } });
    expect((await bell(bob)).unreadCount).toBe(0);
    expect((await bell(admin)).unreadCount).toBe(0);

    const own = await placeOrder(ctx.app, alice, [{ book, quantity: 1 }]);
    await readAll();
    expect((await setStatus(alice, own._id, 'cancelled')).statusCode).toBe(200);
    expect((await bell(alice)).unreadCount).toBe(0);
  });

  it("a customer's cancellation tells every admin (who, which order, how much); their 'new order' of it is marked cancelled and read, so it no longer shows as new", async () => {
    const book = await createBook(ctx.db, { priceCents: 1000, quantity: 50 });
    const other = await placeOrder(ctx.app, bob, [{ book, quantity: 1 }]);
    await readAll();
    const order = await placeOrder(ctx.app, alice, [{ book, quantity: 2 }]);
    // One admin has seen the new order already, the other has not.
    const seenNew = (await bell(admin)).notifications.find((n) => n.kind === 'order-placed' && n.data.orderId === order._id)!;
    await ctx.app.inject({ method: 'POST', url: `/api/notifications/${seenNew._id}/read`, headers: admin.auth });
    const newOrder = await placeOrder(ctx.app, bob, [{ book, quantity: 1 }]);

    expect((await setStatus(alice, order._id, 'cancelled')).statusCode).toBe(200);
    for (const who of [admin, secondAdmin]) {
      const seen = await bell(who);
      // The cancellation and bob's newer order are unread; alice's 'new order' no longer counts.
      expect(seen.unreadCount).toBe(2);
      expect(seen.notifications[0]).toMatchObject({
        kind: 'order-cancelled',
        readAt: null,
        data: { orderId: order._id, orderNumber: order.orderNumber, customerName: 'Alice', totalPrice: 27.59, items: 2 },
      });
      const placed = seen.notifications.find((n) => n.kind === 'order-placed' && n.data.orderId === order._id)!;
      expect(placed).toMatchObject({ readAt: expect.any(String), data: { orderId: order._id, cancelled: true } });
      // Other orders' notifications are as they were.
      expect(seen.notifications.find((n) => n.kind === 'order-placed' && n.data.orderId === newOrder._id)).toMatchObject({ readAt: null, data: { orderId: newOrder._id } });
      expect(seen.notifications.find((n) => n.data.orderId === newOrder._id)!.data).not.toHaveProperty('cancelled');
      expect(seen.notifications.find((n) => n.data.orderId === other._id)!.data).not.toHaveProperty('cancelled');
    }
    expect((await bell(alice)).unreadCount).toBe(0);
    expect((await bell(bob)).unreadCount).toBe(0);

    // The shop cancelling an order: its 'new order' says cancelled (still unread for an admin who did not see it); no cancellation notice to the admins.
    await readAll();
    const carol = await createSignedInUser(ctx.app, ctx.db, { name: 'Carol' });
    const byShop = await placeOrder(ctx.app, carol, [{ book, quantity: 1 }]);
    expect((await setStatus(admin, byShop._id, 'cancelled')).statusCode).toBe(200);
    const second = await bell(secondAdmin);
    expect(second.unreadCount).toBe(1);
    expect(second.notifications[0]).toMatchObject({ kind: 'order-placed', readAt: null, data: { orderId: byShop._id, cancelled: true } });
    expect((await bell(carol)).notifications[0]).toMatchObject({ kind: 'order-status-changed', data: { orderId: byShop._id, to: 'cancelled' } });
  });

  it("a customer's cancellation mails every admin in their own language (who, which order, how much); the shop's own cancel and the customer mail none of it", async () => {
    await ctx.db.update(users).set({ locale: 'bn' }).where(eq(users.id, secondAdmin.user.id));
    try {
      const book = await createBook(ctx.db, { priceCents: 1000, quantity: 50 });
      const order = await placeOrder(ctx.app, alice, [{ book, quantity: 2 }]);
      expect((await setStatus(alice, order._id, 'cancelled')).statusCode).toBe(200);
      const mails = (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-cancelled-by-customer'))).filter((m) => m.text.includes(order.orderNumber));
      expect(mails.map((m) => [m.toAddress, m.locale]).sort()).toEqual(
        [
          [admin.user.email, 'en'],
          [secondAdmin.user.email, 'bn'],
        ].sort(),
      );
      const en = mails.find((m) => m.locale === 'en')!;
      expect(en.subject).toBe(`Order ${order.orderNumber} cancelled by Alice`);
      expect(en.text).toContain(`Alice cancelled their order ${order.orderNumber} (2 books, $27.59).`);
      expect(en.text).toContain(`/dashboard/order-dashboard/${order._id}`);
      const bn = mails.find((m) => m.locale === 'bn')!;
      expect(bn.subject).toBe(`Alice অর্ডার ${order.orderNumber} বাতিল করেছেন`);
      expect(bn.text).toContain('(২টি বই,');
      expect(bn.text).toContain(`/bn/dashboard/order-dashboard/${order._id}`);
      // Nothing of it to the customer; the shop cancelling an order mails the customer, not the admins.
      expect((await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, alice.user.email))).some((m) => m.kind === 'order-cancelled-by-customer')).toBe(false);
      const dina = await createSignedInUser(ctx.app, ctx.db, { name: 'Dina' });
      const byShop = await placeOrder(ctx.app, dina, [{ book, quantity: 1 }]);
      expect((await setStatus(admin, byShop._id, 'cancelled')).statusCode).toBe(200);
      expect((await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-cancelled-by-customer'))).filter((m) => m.text.includes(byShop.orderNumber))).toEqual([]);
    } finally {
      await ctx.db.update(users).set({ locale: 'en' }).where(eq(users.id, secondAdmin.user.id));
    }
  });

  it('an order that takes a book down to the low-stock threshold (5) tells the admins once; below it again, not', async () => {
    const book = await createBook(ctx.db, { title: 'Lalsalu', quantity: 7 });
    await readAll();
    await placeOrder(ctx.app, alice, [{ book, quantity: 1 }]); // 6 left: not yet
    let seen = await bell(admin);
    expect(seen.notifications.filter((n) => n.kind === 'low-stock')).toHaveLength(0);
    await placeOrder(ctx.app, bob, [{ book, quantity: 1 }]); // 5 left
    seen = await bell(admin);
    expect(seen.notifications.filter((n) => n.kind === 'low-stock')).toEqual([expect.objectContaining({ data: { bookId: book.id, title: 'Lalsalu', quantity: 5 } })]);
    await placeOrder(ctx.app, bob, [{ book, quantity: 1 }]); // 4 left: already low
    seen = await bell(admin);
    expect(seen.notifications.filter((n) => n.kind === 'low-stock')).toHaveLength(1);
    expect((await bell(alice)).notifications.some((n) => n.kind === 'low-stock')).toBe(false);
  });

  it('a status change that is rolled back leaves no notification (it is written in the same transaction)', async () => {
    const book = await createBook(ctx.db, { quantity: 50 });
    const order = await placeOrder(ctx.app, alice, [{ book, quantity: 1 }]);
    await readAll();
    // The admin cancels: the status moves and the notification is written, then giving the stock back fails (a
    // trigger stands in for a database failure), so the whole transaction is undone.
    await ctx.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_restock() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'restock refused'; END $$`));
    await ctx.db.execute(sql.raw(`CREATE TRIGGER test_refuse_restock BEFORE UPDATE OF quantity ON books FOR EACH ROW WHEN (OLD.id = '${book.id}') EXECUTE FUNCTION test_refuse_restock()`));
    try {
      const res = await setStatus(admin, order._id, 'cancelled');
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw('DROP TRIGGER test_refuse_restock ON books'));
    }
    expect((await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order._id)))[0]!.status).toBe('pending');
    expect((await bell(alice)).unreadCount).toBe(0);
    expect(
      await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, alice.user.id))
        .then((rows) => rows.filter((n) => n.readAt === null)),
    ).toEqual([]);
    // The same change that commits does notify.
    expect((await setStatus(admin, order._id, 'cancelled')).statusCode).toBe(200);
    expect((await bell(alice)).unreadCount).toBe(1);
  });

  it('pages newest first with the unread count; only the owner marks theirs read (404 for anyone else)', async () => {
    const book = await createBook(ctx.db, { quantity: 50 });
    const first = await placeOrder(ctx.app, bob, [{ book, quantity: 1 }]);
    const second = await placeOrder(ctx.app, bob, [{ book, quantity: 1 }]);
    await readAll();
    await setStatus(admin, first._id, 'processing');
    await setStatus(admin, second._id, 'processing');
    await setStatus(admin, first._id, 'completed');
    const page = await bell(bob, '?page=1&limit=2');
    expect(page.unreadCount).toBe(3);
    expect(page.pollSeconds).toBe(30);
    expect(page.pagination).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.notifications.map((n) => [n.data.orderId, n.data.to])).toEqual([
      [first._id, 'completed'],
      [second._id, 'processing'],
    ]);
    const target = page.notifications[0]!._id;
    const byOther = await ctx.app.inject({ method: 'POST', url: `/api/notifications/${target}/read`, headers: alice.auth });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toEqual({ success: false, message: 'Notification not found' });
    const byAdmin = await ctx.app.inject({ method: 'POST', url: `/api/notifications/${target}/read`, headers: admin.auth });
    expect(byAdmin.statusCode).toBe(404);
    expect((await bell(bob)).unreadCount).toBe(3);

    const mine = await ctx.app.inject({ method: 'POST', url: `/api/notifications/${target.toUpperCase()}/read`, headers: bob.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual({ unreadCount: 2 });
    expect((await bell(bob)).notifications[0]!.readAt).toEqual(expect.any(String));
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications/not-an-id/read', headers: bob.auth })).statusCode).toBe(404);

    const all = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: bob.auth });
    expect(all.json().data).toEqual({ unreadCount: 0 });
    expect((await bell(bob)).unreadCount).toBe(0);
  });

  it('refuses a bad page with 400 naming it, and an anonymous caller with 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications?limit=500', headers: bob.auth });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('limit');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('shippingDetails.phone and city on POST /api/orders', () => {
  const ctx = useTestApp();
  let alice: SignedIn;
  beforeAll(async () => {
    alice = await createSignedInUser(ctx.app, ctx.db, { name: 'Alice' });
  });
  const post = (shipping: Record<string, string>, book: Parameters<typeof orderPayload>[0][0]['book']) =>
    ctx.app.inject({ method: 'POST', url: '/api/orders', headers: alice.auth, payload: { ...orderPayload([{ book, quantity: 1 }]), shippingDetails: { ...SHIPPING, ...shipping } } });

  it('stores +880 / 880 / spaced / dashed numbers as 01XXXXXXXXX and a named district by its English name', async () => {
    const book = await createBook(ctx.db, { quantity: 50 });
    for (const [phone, stored] of [
      ['+880 1712-345678', '01712345678'],
      ['8801912345678', '01912345678'],
      ['013 1234 5678', '01312345678'],
    ]) {
      const res = await post({ phone: phone!, city: 'চট্টগ্রাম' }, book);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.shippingDetails).toMatchObject({ phone: stored, city: 'Chattogram' });
    }
    // Free text from other clients (the original one) is kept as given.
    const free = await post({ city: 'Mirpur DOHS' }, book);
    expect(free.json().data.shippingDetails.city).toBe('Mirpur DOHS');
  });

  it.each(['01212345678', '+44 20 7946 0958', '0171234567', 'call me'])('%s: 400 naming shippingDetails.phone (in English and Bangla), nothing written', async (phone) => {
    const book = await createBook(ctx.db, { quantity: 5 });
    const ordersOfAlice = async () => (await ctx.db.select().from(orders).where(eq(orders.userId, alice.user.id))).length;
    const before = await ordersOfAlice();
    const res = await post({ phone }, book);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'shippingDetails.phone', message: 'Please enter a Bangladeshi mobile number, like 01712345678' }]);
    const bn = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...alice.auth, 'accept-language': 'bn' },
      payload: { ...orderPayload([{ book, quantity: 1 }]), shippingDetails: { ...SHIPPING, phone } },
    });
    expect(bn.json().errors[0]).toMatchObject({ path: 'shippingDetails.phone', message: expect.stringContaining('মোবাইল নম্বর') });
    expect(await ordersOfAlice()).toBe(before);
  });

  it('an order stored before the rule (any phone, any city) still reads back as it was', async () => {
    const book = await createBook(ctx.db, { quantity: 5 });
    const placed = (await post({}, book)).json().data;
    await ctx.db
      .update(orders)
      .set({ shippingDetails: { ...SHIPPING, phone: '+1 (555) 010-9999', city: 'Chittagong' } })
      .where(eq(orders.id, placed._id));
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: alice.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.find((o: { _id: string }) => o._id === placed._id).shippingDetails).toMatchObject({ phone: '+1 (555) 010-9999', city: 'Chittagong' });
  });
});
