import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, books, fulfilmentEvents, orderEvents, orders, smsOutbox } from '../../db/schema';
import { createBook, createSignedInUser, placeOrder, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

/** The fulfilment track (issue 33): packed → with the courier → out for delivery → delivered or returned, beside SPEC's status. */
describe('order fulfilment', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let alice: SignedIn;

  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Shop Admin' });
    alice = await createSignedInUser(ctx.app, ctx.db, { name: 'Alice' });
  });

  const step = (signedIn: SignedIn, id: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/fulfilment`, headers: signedIn.auth, payload });
  const setStatus = (signedIn: SignedIn, id: string, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: signedIn.auth, payload });
  const processingOrder = async (quantity = 2) => {
    const book = await createBook(ctx.db, { priceCents: 1500, quantity: 10 });
    const order = await placeOrder(ctx.app, alice, [{ book, quantity }]);
    expect((await setStatus(admin, order._id, { status: 'processing' })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order._id));
    return { order, book, total: row!.totalCents / 100 };
  };
  const stockOf = async (bookId: string) => (await ctx.db.select({ q: books.quantity }).from(books).where(eq(books.id, bookId)))[0]!.q;
  const smsKinds = async () => (await ctx.db.select({ kind: smsOutbox.kind }).from(smsOutbox).orderBy(asc(smsOutbox.createdAt))).map((r) => r.kind);

  it('walks a cash-on-delivery order to delivered: completed, its cash collected, each step on the timeline with an SMS', async () => {
    const { order, total } = await processingOrder();
    const before = (await smsKinds()).length;
    expect((await step(admin, order._id, { step: 'packed' })).statusCode).toBe(200);
    const handed = await step(admin, order._id, { step: 'with_courier', courier: 'Own rider', consignmentId: 'R-17', trackingUrl: 'https://example.com/t/R-17' });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data.status).toBe('processing');
    expect((await step(admin, order._id, { step: 'out_for_delivery' })).statusCode).toBe(200);
    const delivered = await step(admin, order._id, { step: 'delivered', cashCollected: total, note: 'Paid in notes' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const detail = delivered.json().data;
    expect(detail.status).toBe('completed');
    expect(detail.payment).toMatchObject({ state: 'paid', paid: total });
    expect(detail.fulfilment.map((e: { step: string }) => e.step)).toEqual(['packed', 'with_courier', 'out_for_delivery', 'delivered']);
    expect(detail.fulfilment[1]).toMatchObject({ courier: 'Own rider', consignmentId: 'R-17', trackingUrl: 'https://example.com/t/R-17', actorRole: 'admin', actor: { name: 'Shop Admin' } });
    expect(detail.fulfilment[3]).toMatchObject({ cashCollected: total, note: 'Paid in notes' });
    expect(detail.events.find((e: { kind: string }) => e.kind === 'payment')).toMatchObject({ payment: { event: 'collected', method: 'cod', amount: total } });
    expect((await smsKinds()).slice(before)).toEqual(['order-with-courier', 'order-out-for-delivery', 'order-delivered']);

    // The customer sees the track, without who on the staff acted or the shop's note.
    const mine = (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: alice.auth })).json().data;
    expect(mine.fulfilment).toHaveLength(4);
    expect(mine.fulfilment[3]).not.toHaveProperty('note');
    expect(mine.fulfilment[3]).not.toHaveProperty('actor');
    // Each step was audited.
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, order._id));
    expect(audits.filter((a) => JSON.stringify(a.changes).includes('fulfilment'))).toHaveLength(4);
  });

  it('returned: the order is cancelled with its reason and its books are back in stock, in one step', async () => {
    const { order, book } = await processingOrder(3);
    expect(await stockOf(book.id)).toBe(7);
    await step(admin, order._id, { step: 'with_courier', courier: 'Steadfast', consignmentId: 'SF-1' });
    const returned = await step(admin, order._id, { step: 'returned', reason: 'refused' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data.status).toBe('cancelled');
    expect(returned.json().data.fulfilment.at(-1)).toMatchObject({ step: 'returned', returnReason: 'refused' });
    expect(await stockOf(book.id)).toBe(10);
    expect((await smsKinds()).at(-1)).toBe('order-returned');
    // Again: nothing changes, the stock is not given back twice.
    expect((await step(admin, order._id, { step: 'returned', reason: 'refused' })).statusCode).toBe(200);
    expect(await stockOf(book.id)).toBe(10);
    expect(
      await ctx.db
        .select()
        .from(fulfilmentEvents)
        .where(and(eq(fulfilmentEvents.orderId, order._id), eq(fulfilmentEvents.step, 'returned'))),
    ).toHaveLength(1);
  });

  it('refuses steps out of order, on orders not processing, and bad input naming the field', async () => {
    const { order, total } = await processingOrder();
    expect((await step(admin, order._id, { step: 'delivered', cashCollected: total })).statusCode).toBe(409);
    expect((await step(admin, order._id, { step: 'out_for_delivery' })).statusCode).toBe(409);
    const badStep = await step(admin, order._id, { step: 'lost' });
    expect(badStep.statusCode).toBe(400);
    const noCourier = await step(admin, order._id, { step: 'with_courier', consignmentId: 'X' });
    expect(noCourier.statusCode).toBe(400);
    expect(noCourier.json().errors.map((e: { path: string }) => e.path)).toContain('courier');
    const badLink = await step(admin, order._id, { step: 'with_courier', courier: 'X', consignmentId: 'X', trackingUrl: 'javascript:alert(1)' });
    expect(badLink.json().errors.map((e: { path: string }) => e.path)).toContain('trackingUrl');
    expect((await step(admin, order._id, { step: 'returned', reason: 'lost' })).json().errors.map((e: { path: string }) => e.path)).toContain('reason');

    await step(admin, order._id, { step: 'with_courier', courier: 'X', consignmentId: 'X' });
    const noCash = await step(admin, order._id, { step: 'delivered' });
    expect(noCash.statusCode).toBe(400);
    expect(noCash.json().errors[0].path).toBe('cashCollected');
    const wrongCash = await step(admin, order._id, { step: 'delivered', cashCollected: total - 1 });
    expect(wrongCash.statusCode).toBe(400);
    expect((await step(admin, order._id, { step: 'delivered', cashCollected: -1 })).statusCode).toBe(400);
    expect((await step(admin, order._id, { step: 'delivered', cashCollected: 1.005 })).statusCode).toBe(400);

    const book = await createBook(ctx.db);
    const pending = await placeOrder(ctx.app, alice, [{ book, quantity: 1 }]);
    expect((await step(admin, pending._id, { step: 'packed' })).statusCode).toBe(409);
    expect((await step(admin, '00000000-0000-4000-8000-000000000000', { step: 'packed' })).statusCode).toBe(404);
    expect((await step(admin, 'not-an-id', { step: 'packed' })).statusCode).toBe(404);
    expect((await step(alice, order._id, { step: 'packed' })).statusCode).toBe(403);
  });

  it('the shop may cancel a processing order, with a reason the customer sees; its books come back', async () => {
    const { order, book } = await processingOrder(2);
    const noReason = await setStatus(admin, order._id, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].path).toBe('reason');
    const cancelled = await setStatus(admin, order._id, { status: 'cancelled', reason: 'The reader asked by phone' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await stockOf(book.id)).toBe(10);
    const mine = (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: alice.auth })).json().data;
    expect(mine.events.at(-1)).toMatchObject({ kind: 'status_changed', toStatus: 'cancelled', note: 'The reader asked by phone' });
    const [event] = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id)).orderBy(desc(orderEvents.createdAt)).limit(1);
    expect(event!.note).toBe('The reader asked by phone');
    // A customer still cannot cancel a processing order.
    const other = await processingOrder(1);
    expect((await setStatus(alice, other.order._id, { status: 'cancelled', reason: 'x' })).statusCode).toBe(409);
  });
});
