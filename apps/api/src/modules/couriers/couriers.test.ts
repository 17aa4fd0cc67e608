import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, consignments, fulfilmentEvents, orders, smsOutbox } from '../../db/schema';
import type { SteadfastNotice } from '../../simulators/steadfast-simulator';
import { createBook, createSignedInUser, orderPayload, SHIPPING, type SignedIn } from '../../../test/factories';
import { type CourierShop, openCourierShop, processingCodOrder, STEADFAST } from '../../../test/courier-shop';

/** Couriers (issue 33): booking with Steadfast (its simulator on 127.0.0.1) or by hand, handing over, and Steadfast's notices. */
describe('couriers', () => {
  let ctx: CourierShop;
  let admin: SignedIn;
  let reader: SignedIn;

  beforeAll(async () => {
    ctx = await openCourierShop();
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Shop Admin' });
    reader = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const notify = (notice: SteadfastNotice) => ctx.app.inject({ method: 'POST', url: '/api/couriers/steadfast/notice', headers: notice.headers, payload: notice.body });
  const book = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/admin/couriers/bookings', headers: admin.auth, payload });
  const handOver = (orderIds: string[]) => ctx.app.inject({ method: 'POST', url: '/api/admin/couriers/handed-over', headers: admin.auth, payload: { orderIds } });
  const detail = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.auth })).json().data;
  const stockOf = async (bookId: string) => (await ctx.db.select({ q: books.quantity }).from(books).where(eq(books.id, bookId)))[0]!.q;

  /** A processing cash-on-delivery order of the reader in the Taka shop. */
  const processingOrder = (quantity = 1) => processingCodOrder(ctx, reader, admin, quantity);

  it('books three processing orders with Steadfast in one request, each with its consignment, invoice and cash to collect', async () => {
    const orderA = await processingOrder();
    const orderB = await processingOrder(2);
    const pending = await createBook(ctx.db);
    const notProcessing = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: reader.auth, payload: orderPayload([{ book: pending, quantity: 1 }]) });
    const res = await book({ courier: 'steadfast', parcels: [{ orderId: orderA.id }, { orderId: orderB.id }, { orderId: notProcessing.json().data?._id ?? orderA.id }] });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().data.results;
    expect(results.slice(0, 2).map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    expect(results[0].consignment).toMatchObject({ courier: 'steadfast', courierName: 'Steadfast', courierStatus: 'in_review', cashToCollect: orderA.totalMinor / 100 });
    expect(results[0].consignment.trackingUrl).toMatch(/^https:\/\/steadfast\.com\.bd\/t\/[0-9A-F]{8}$/);
    const parcels = [...ctx.steadfast.state.parcels.values()];
    expect(parcels.find((p) => p.invoice === orderA.orderNumber)).toMatchObject({ recipientPhone: '01711000000', codAmount: orderA.totalMinor / 100, recipientName: SHIPPING.name });
    // Booked is packed; booking the same order again is refused, order by order.
    expect((await detail(orderA.id)).fulfilment.map((e: { step: string }) => e.step)).toEqual(['packed']);
    const again = await book({ courier: 'steadfast', parcels: [{ orderId: orderA.id }] });
    expect(again.json().data.results[0]).toMatchObject({ ok: false, message: 'This order is already booked with a courier' });
  });

  it('handed over → delivered by notice: the order completes with its cash collected; a repeated or forged notice changes nothing', async () => {
    const order = await processingOrder();
    const booked = (await book({ courier: 'steadfast', parcels: [{ orderId: order.id }] })).json().data.results[0];
    expect(booked.ok).toBe(true);
    const handed = await handOver([order.id]);
    expect(handed.json().data.results[0].ok).toBe(true);
    expect((await detail(order.id)).fulfilment[1]).toMatchObject({
      step: 'with_courier',
      courier: 'Steadfast',
      consignmentId: booked.consignment.consignmentId,
      trackingUrl: booked.consignment.trackingUrl,
    });

    // A notice without the secret, or with another, is refused before anything is read.
    const forged = { consignment_id: Number(booked.consignment.consignmentId), status: 'delivered' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/couriers/steadfast/notice', payload: forged })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/couriers/steadfast/notice', headers: { authorization: 'Bearer wrong' }, payload: forged })).statusCode).toBe(401);
    // A notice that claims delivered while Steadfast says in_review: Steadfast's word is taken, nothing moves.
    const lying = await ctx.app.inject({ method: 'POST', url: '/api/couriers/steadfast/notice', headers: { authorization: `Bearer ${STEADFAST.webhookSecret}` }, payload: forged });
    expect(lying.statusCode, lying.body).toBe(200);
    expect(lying.json().data).toEqual({ changed: false, courierStatus: 'in_review' });
    expect((await detail(order.id)).status).toBe('processing');

    await ctx.steadfast.state.advance(booked.consignment.consignmentId); // pending: with the courier already
    const delivered = await ctx.steadfast.state.advance(booked.consignment.consignmentId, 'delivered');
    const after = await detail(order.id);
    expect(after.status).toBe('completed');
    expect(after.payment).toMatchObject({ state: 'paid', paid: order.totalMinor / 100 });
    expect(after.fulfilment.at(-1)).toMatchObject({ step: 'delivered', actorRole: null, cashCollected: order.totalMinor / 100 });
    const [row] = await ctx.db.select().from(consignments).where(eq(consignments.orderId, order.id));
    expect(row!.courierStatus).toBe('delivered');

    // The same notice again: nothing changes.
    const repeated = await notify(delivered!);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().data.changed).toBe(false);
    expect(await ctx.db.select().from(fulfilmentEvents).where(eq(fulfilmentEvents.orderId, order.id))).toHaveLength(3);
    const sms = await ctx.db.select({ kind: smsOutbox.kind, text: smsOutbox.body }).from(smsOutbox).orderBy(asc(smsOutbox.createdAt));
    expect(sms.filter((s) => s.kind === 'order-with-courier').some((s) => s.text.includes(booked.consignment.trackingUrl))).toBe(true);
  });

  it('a parcel cancelled by Steadfast comes back: the order is cancelled and its books are in stock again', async () => {
    const order = await processingOrder(3);
    expect(await stockOf(order.book.id)).toBe(17);
    const booked = (await book({ courier: 'steadfast', parcels: [{ orderId: order.id }] })).json().data.results[0];
    // Not marked handed over: the courier's notice says it had the parcel.
    await ctx.steadfast.state.advance(booked.consignment.consignmentId, 'cancelled');
    const after = await detail(order.id);
    expect(after.status).toBe('cancelled');
    expect(after.fulfilment.map((e: { step: string }) => e.step)).toEqual(['packed', 'with_courier', 'returned']);
    expect(after.fulfilment.at(-1)).toMatchObject({ returnReason: 'other', note: 'Steadfast: cancelled' });
    expect(await stockOf(order.book.id)).toBe(20);
    // A later notice for the finished parcel changes nothing.
    const late = await ctx.steadfast.state.advance(booked.consignment.consignmentId, 'delivered');
    expect((await notify(late!)).json().data.changed).toBe(false);
    expect((await detail(order.id)).status).toBe('cancelled');
    expect(await stockOf(order.book.id)).toBe(20);
  });

  it('the same delivered notice twice at once records delivered once', async () => {
    const order = await processingOrder();
    const booked = (await book({ courier: 'steadfast', parcels: [{ orderId: order.id }] })).json().data.results[0];
    await handOver([order.id]);
    const delivering = ctx.steadfast.state.deliver;
    ctx.steadfast.state.deliver = undefined;
    const notice = await ctx.steadfast.state.advance(booked.consignment.consignmentId, 'delivered');
    ctx.steadfast.state.deliver = delivering;
    const [first, second] = await Promise.all([notify(notice!), notify(notice!)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().data.changed, second.json().data.changed].sort()).toEqual([false, true]);
    const steps = await ctx.db.select({ step: fulfilmentEvents.step }).from(fulfilmentEvents).where(eq(fulfilmentEvents.orderId, order.id));
    expect(steps.filter((s) => s.step === 'delivered')).toHaveLength(1);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'completed', paidMinor: order.totalMinor });
  });

  it('an unknown consignment is a 404 and a bad notice a 400, never a 500; Steadfast down is a 503 to send again', async () => {
    const headers = { authorization: `Bearer ${STEADFAST.webhookSecret}` };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/couriers/steadfast/notice', headers, payload: { consignment_id: 999 } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/couriers/steadfast/notice', headers, payload: { status: 'delivered' } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/couriers/parcelpost/notice', headers, payload: { consignment_id: 1 } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/couriers/manual/notice', headers, payload: { consignment_id: 1 } })).statusCode).toBe(401);
    const order = await processingOrder();
    const booked = (await book({ courier: 'steadfast', parcels: [{ orderId: order.id }] })).json().data.results[0];
    ctx.steadfast.state.failNext(1);
    const down = await ctx.app.inject({ method: 'POST', url: '/api/couriers/steadfast/notice', headers, payload: { consignment_id: booked.consignment.consignmentId } });
    expect(down.statusCode).toBe(503);
    // Steadfast down while booking: that order is reported, nothing is written.
    const other = await processingOrder();
    ctx.steadfast.state.failNext(1);
    const refused = await book({ courier: 'steadfast', parcels: [{ orderId: other.id }] });
    expect(refused.json().data.results[0]).toMatchObject({ ok: false, message: 'The courier cannot be reached just now; try again' });
    expect(await ctx.db.select().from(consignments).where(eq(consignments.orderId, other.id))).toHaveLength(0);
  });

  it('books with the manual courier: the admin types the rider and each number; missing ones are a 400 naming the field', async () => {
    const order = await processingOrder();
    const missing = await book({ courier: 'manual', parcels: [{ orderId: order.id }] });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['courierName', 'parcels.0.consignmentId']);
    const res = await book({ courier: 'manual', courierName: 'Own rider', parcels: [{ orderId: order.id, consignmentId: 'RIDER-7', trackingUrl: 'https://example.com/r/7' }] });
    expect(res.json().data.results[0]).toMatchObject({ ok: true, consignment: { courier: 'manual', courierName: 'Own rider', consignmentId: 'RIDER-7' } });
    await handOver([order.id]);
    expect((await detail(order.id)).fulfilment[1]).toMatchObject({ step: 'with_courier', courier: 'Own rider', consignmentId: 'RIDER-7', trackingUrl: 'https://example.com/r/7' });
    expect((await handOver(['00000000-0000-4000-8000-000000000000'])).json().data.results[0]).toMatchObject({ ok: false, message: 'This order is not booked with a courier' });
    // Each order's reason in the caller's language.
    const bangla = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/couriers/handed-over',
      headers: { ...admin.auth, 'accept-language': 'bn' },
      payload: { orderIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(bangla.json().data.results[0].message).toBe('এই অর্ডারটি কোনো কুরিয়ারে বুক করা হয়নি');
    expect((await book({ courier: 'steadfast', parcels: [] })).statusCode).toBe(400);
  });
});
