import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierNoticeMisses, mailOutbox, users } from '../../db/schema';
import { createSignedInUser, SHIPPING, type SignedIn } from '../../../test/factories';
import { type CourierShop, openCourierShop, processingCodOrder, STEADFAST } from '../../../test/courier-shop';

interface Seen {
  _id: string;
  kind: string;
  data: Record<string, unknown>;
  readAt: string | null;
}

/**
 * The owner is told (decision 047's "not yet"): a parcel that comes back, by the courier's notice or the admin's hand,
 * and an authenticated courier notice the shop cannot match ring every admin's bell and mail them, each in their
 * language; a forged notice tells no one, a repeated one tells once, and customers never see any of it.
 */
describe('couriers: the owner is told', () => {
  let ctx: CourierShop;
  let admin: SignedIn;
  let banglaAdmin: SignedIn;
  let reader: SignedIn;

  beforeAll(async () => {
    ctx = await openCourierShop();
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Shop Admin' });
    banglaAdmin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'দোকানের অ্যাডমিন' });
    await ctx.db.update(users).set({ locale: 'bn' }).where(eq(users.id, banglaAdmin.user.id));
    reader = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const noticeHeaders = { authorization: `Bearer ${STEADFAST.webhookSecret}` };
  const notice = (payload: object, headers: Record<string, string> = noticeHeaders) => ctx.app.inject({ method: 'POST', url: '/api/couriers/steadfast/notice', headers, payload });
  const book = (orderId: string) => ctx.app.inject({ method: 'POST', url: '/api/admin/couriers/bookings', headers: admin.auth, payload: { courier: 'steadfast', parcels: [{ orderId }] } });
  const bell = async (who: SignedIn): Promise<Seen[]> => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications?limit=50', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data.notifications;
  };
  const mailsOf = async (kind: string) =>
    ctx.db.select({ to: mailOutbox.toAddress, locale: mailOutbox.locale, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html }).from(mailOutbox).where(eq(mailOutbox.kind, kind));
  const adminMail = async (kind: string, needle: string) => {
    const mails = (await mailsOf(kind)).filter((m) => m.text.includes(needle));
    return { en: mails.filter((m) => m.to === admin.user.email), bn: mails.filter((m) => m.to === banglaAdmin.user.email), all: mails };
  };

  /** A processing cash-on-delivery order of the reader in the Taka shop. */
  const processingOrder = () => processingCodOrder(ctx, reader, admin);

  it("a parcel Steadfast returns: every admin's bell says so (order, customer, reason) and each admin gets a mail in their language", async () => {
    const order = await processingOrder();
    const booked = (await book(order.id)).json().data.results[0];
    await ctx.steadfast.state.advance(booked.consignment.consignmentId, 'cancelled');
    for (const who of [admin, banglaAdmin]) {
      const returned = (await bell(who)).filter((n) => n.kind === 'parcel-returned' && n.data.orderId === order.id);
      expect(returned).toEqual([
        expect.objectContaining({
          readAt: null,
          data: { orderId: order.id, orderNumber: order.orderNumber, customerName: SHIPPING.name, reason: 'other', note: 'Steadfast: cancelled', by: 'courier' },
        }),
      ]);
    }
    const mails = await adminMail('parcel-returned', order.orderNumber);
    expect(mails.en).toHaveLength(1);
    expect(mails.en[0]).toMatchObject({ locale: 'en', subject: `Parcel of order ${order.orderNumber} came back` });
    expect(mails.en[0]!.text).toContain(`The courier says the parcel of order ${order.orderNumber} (${SHIPPING.name}) came back: another reason.`);
    expect(mails.en[0]!.text).toContain('Note: Steadfast: cancelled');
    expect(mails.en[0]!.text).toContain(`/dashboard/order-dashboard/${order.id}`);
    expect(mails.bn).toHaveLength(1);
    expect(mails.bn[0]).toMatchObject({ locale: 'bn', subject: `অর্ডার ${order.orderNumber}-এর পার্সেল ফেরত এসেছে` });
    expect(mails.bn[0]!.text).toContain('অন্য কারণে');
    expect(mails.bn[0]!.text).toContain(`/bn/dashboard/order-dashboard/${order.id}`);
    expect(mails.all).toHaveLength(2);
    // The same notice again tells no one again (the step is done once).
    const again = await notice({ consignment_id: booked.consignment.consignmentId, status: 'cancelled' });
    expect(again.statusCode).toBe(200);
    expect((await bell(admin)).filter((n) => n.kind === 'parcel-returned' && n.data.orderId === order.id)).toHaveLength(1);
    expect((await adminMail('parcel-returned', order.orderNumber)).all).toHaveLength(2);
    // The customer hears of the cancellation their own way, never of the admins' notices.
    expect((await bell(reader)).some((n) => n.kind === 'parcel-returned' || n.kind === 'courier-notice-unmatched')).toBe(false);
  });

  it("a parcel the admin marks returned by hand: the same bell and mail, with the admin's reason and note", async () => {
    const order = await processingOrder();
    const step = (payload: object) => ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/fulfilment`, headers: admin.auth, payload });
    expect((await step({ step: 'with_courier', courier: 'Own rider', consignmentId: 'RIDER-9' })).statusCode).toBe(200);
    const returned = await step({ step: 'returned', reason: 'refused', note: 'Said he never ordered it' });
    expect(returned.statusCode, returned.body).toBe(200);
    for (const who of [admin, banglaAdmin]) {
      expect((await bell(who)).find((n) => n.kind === 'parcel-returned' && n.data.orderId === order.id)).toMatchObject({
        data: { orderNumber: order.orderNumber, customerName: SHIPPING.name, reason: 'refused', note: 'Said he never ordered it', by: 'admin' },
      });
    }
    const mails = await adminMail('parcel-returned', order.orderNumber);
    expect(mails.en[0]!.text).toContain(`The parcel of order ${order.orderNumber} (${SHIPPING.name}) was marked returned: the customer refused it.`);
    expect(mails.bn[0]!.text).toContain('গ্রাহক পার্সেল নেননি');
    expect(mails.all).toHaveLength(2);
    expect((await bell(reader)).some((n) => n.kind === 'parcel-returned')).toBe(false);
  });

  it('an authenticated notice of a consignment the shop never booked: 404, and the admins are told once, even sent twice at once and again', async () => {
    const payload = { consignment_id: 777001, invoice: 'BP-999999', status: 'delivered' };
    const [first, second] = await Promise.all([notice(payload), notice(payload)]);
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect((await notice(payload)).statusCode).toBe(404);
    for (const who of [admin, banglaAdmin]) {
      expect((await bell(who)).filter((n) => n.kind === 'courier-notice-unmatched' && n.data.consignmentId === '777001')).toEqual([
        expect.objectContaining({ readAt: null, data: { courier: 'Steadfast', consignmentId: '777001', invoice: 'BP-999999', status: 'delivered' } }),
      ]);
    }
    const mails = await adminMail('courier-notice-unmatched', '777001');
    expect(mails.all).toHaveLength(2);
    expect(mails.en[0]).toMatchObject({ locale: 'en', subject: 'A notice from Steadfast matches no order' });
    expect(mails.en[0]!.text).toContain('Steadfast sent a notice about consignment 777001 that the shop never booked.');
    expect(mails.en[0]!.text).toContain('Invoice given: BP-999999');
    expect(mails.en[0]!.text).toContain('Status: delivered');
    expect(mails.bn[0]).toMatchObject({ locale: 'bn' });
    expect(mails.bn[0]!.text).toContain('কনসাইনমেন্ট 777001');
    expect(await ctx.db.select().from(courierNoticeMisses).where(eq(courierNoticeMisses.consignmentId, '777001'))).toHaveLength(1);

    // Another status of that consignment is another thing to know, told once too.
    expect((await notice({ ...payload, status: 'cancelled' })).statusCode).toBe(404);
    expect((await bell(admin)).filter((n) => n.kind === 'courier-notice-unmatched' && n.data.consignmentId === '777001')).toHaveLength(2);
    expect((await bell(reader)).some((n) => n.kind === 'courier-notice-unmatched')).toBe(false);
  });

  it('a forged notice (no secret, or a wrong one) is a 401 and tells no one', async () => {
    const payload = { consignment_id: 777002, invoice: 'BP-999998', status: 'delivered' };
    expect((await notice(payload, {})).statusCode).toBe(401);
    expect((await notice(payload, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/couriers/manual/notice', headers: noticeHeaders, payload })).statusCode).toBe(401);
    expect((await bell(admin)).some((n) => n.data.consignmentId === '777002')).toBe(false);
    expect((await adminMail('courier-notice-unmatched', '777002')).all).toHaveLength(0);
    expect(
      await ctx.db
        .select()
        .from(courierNoticeMisses)
        .where(inArray(courierNoticeMisses.consignmentId, ['777002'])),
    ).toHaveLength(0);
  });

  it('a notice for a settled order that the courier now places elsewhere: nothing moves, the admins are told once, linked to the order', async () => {
    const order = await processingOrder();
    const booked = (await book(order.id)).json().data.results[0];
    const cid = String(booked.consignment.consignmentId);
    await ctx.steadfast.state.advance(cid, 'cancelled'); // returned: the order is cancelled
    const late = await ctx.steadfast.state.advance(cid, 'delivered'); // Steadfast now says delivered
    const res = await notice(late!.body); // and says it again
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ changed: false, courierStatus: 'delivered' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: admin.auth })).json().data.status).toBe('cancelled');
    for (const who of [admin, banglaAdmin]) {
      expect((await bell(who)).filter((n) => n.kind === 'courier-notice-unmatched' && n.data.consignmentId === cid)).toEqual([
        expect.objectContaining({ data: { courier: 'Steadfast', consignmentId: cid, invoice: order.orderNumber, status: 'delivered', orderId: order.id, orderNumber: order.orderNumber } }),
      ]);
    }
    const mails = await adminMail('courier-notice-unmatched', `consignment ${cid} of order ${order.orderNumber}`);
    expect(mails.en).toHaveLength(1);
    expect(mails.en[0]!.text).toContain(`/dashboard/order-dashboard/${order.id}`);
    expect((await mailsOf('courier-notice-unmatched')).filter((m) => m.to === banglaAdmin.user.email && m.text.includes(order.orderNumber))).toHaveLength(1);
    // A repeat of the notice that matches how the order ended (cancelled → returned) tells nothing.
    const before = (await bell(admin)).filter((n) => n.kind === 'courier-notice-unmatched').length;
    const matching = await ctx.steadfast.state.advance(cid, 'cancelled');
    expect((await notice(matching!.body)).statusCode).toBe(200);
    expect((await bell(admin)).filter((n) => n.kind === 'courier-notice-unmatched')).toHaveLength(before);
  });
});
