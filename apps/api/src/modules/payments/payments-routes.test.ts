import { computeCheckoutTotals, fromCents, pricingRulesFor, promoTermsOf, type OrderDetail, type PublicSettings } from '@boipoka/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, books, payments, smsOutbox, type BookRow } from '../../db/schema';
import { createBook, createSignedInUser, SHIPPING, type SignedIn } from '../../../test/factories';
import { landing, usePaymentsTestApp } from '../../../test/payments';
import { outboxRows } from '../../../test/mail';
import { buildApp } from '../../app';

/** Issue 32: paying online with bKash and the card gateway, against their simulators; every return and notice is hostile. */
const SYLHET = { ...SHIPPING, address: 'House 4, Zindabazar', city: 'Sylhet', postalCode: '3100' };

const paymentIdOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').pop()!;
const paymentEvents = (order: OrderDetail) => order.events.filter((e) => e.kind === 'payment').map((e) => e.payment!.event);

describe('online payments', () => {
  // A 5-minute hold: the clock moves past it well within the tests' sign-in tokens (15 minutes).
  const ctx = usePaymentsTestApp({ shopCurrency: 'BDT' }, { holdMinutes: 5 });
  let reader: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let book: BookRow;

  const place = async (method: 'bkash' | 'sslcommerz' | 'cod', quantity = 1, who = reader, of = book) => {
    const book = of;
    const settings = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data as PublicSettings;
    const totals = computeCheckoutTotals([{ unitPriceCents: book.priceCents, quantity }], pricingRulesFor(settings, { district: 'Sylhet' }));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: who.auth,
      payload: { books: [{ book: book.id, quantity }], shippingDetails: SYLHET, paymentMethod: method, totalAmount: fromCents(totals.totalCents) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as OrderDetail;
  };
  const start = (orderId: string, method: 'bkash' | 'sslcommerz', who = reader, locale = 'en') =>
    ctx.app.inject({ method: 'POST', url: `/api/payments/orders/${orderId}/start`, headers: who.auth, payload: { method, locale } });
  const detail = async (orderId: string, who = reader) => (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.auth })).json().data as OrderDetail;
  const stock = async (of = book) => (await ctx.db.select({ q: books.quantity }).from(books).where(eq(books.id, of.id)))[0]!.q;
  /** The reader comes back from bKash: the query the browser carries, to our return address. */
  const bkashReturn = (callback: string) => ctx.app.inject({ method: 'GET', url: new URL(callback).pathname + new URL(callback).search });

  beforeAll(async () => {
    reader = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim', email: 'karim.pay@example.test' });
    other = await createSignedInUser(ctx.app, ctx.db, { name: 'Someone', email: 'someone.pay@example.test' });
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    book = await createBook(ctx.db, { title: 'Himu', priceCents: 35000, quantity: 50 });
  });

  it('offers cash on delivery, bKash and the card gateway in a Taka shop', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/methods' });
    expect(res.json().data).toEqual({ currency: 'BDT', methods: ['cod', 'bkash', 'sslcommerz'], holdMinutes: 5 });
  });

  it('pays an order with bKash: held while paying, paid once however many times the reader comes back', async () => {
    const before = await stock();
    const order = await place('bkash');
    expect(order.payment).toMatchObject({ method: 'bkash', state: 'awaiting', paid: 0 });
    expect(order.payment.dueAt).not.toBeNull();
    expect(await stock()).toBe(before - 1);

    const started = await start(order._id, 'bkash', reader, 'bn');
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl } = started.json().data as { redirectUrl: string };
    expect(redirectUrl.startsWith(ctx.bkash.url)).toBe(true);
    const callback = ctx.bkash.state.act(paymentIdOf(redirectUrl), 'pay');

    // Twice at once (a double click, a retried redirect): executed once, paid once.
    const [first, second] = await Promise.all([bkashReturn(callback), bkashReturn(callback)]);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(303);
      expect(landing(res)).toBe(`/bn/dashboard/user-orders/${order._id}?payment=paid`);
    }
    const paid = await detail(order._id);
    expect(paid.payment).toMatchObject({ method: 'bkash', state: 'paid', paid: order.totalPrice, refunded: 0, dueAt: null });
    expect(paid.payment.transactionId).toMatch(/^[A-Z0-9]{10}$/);
    expect(paymentEvents(paid)).toEqual(['started', 'paid']);
    // bKash made one transaction, the one the order records.
    expect(ctx.bkash.state.payment(paymentIdOf(redirectUrl))?.trxID).toBe(paid.payment.transactionId);

    // Once paid, it cannot be paid again.
    expect((await start(order._id, 'bkash')).statusCode).toBe(409);
  });

  it('believes no forged return: a success the provider does not confirm leaves the order waiting', async () => {
    const order = await place('bkash');
    const { redirectUrl } = (await start(order._id, 'bkash')).json().data as { redirectUrl: string };
    const paymentID = paymentIdOf(redirectUrl);
    const forged = await ctx.app.inject({ method: 'GET', url: `/api/payments/return/bkash/en?paymentID=${paymentID}&status=success&signature=x` });
    expect(forged.statusCode).toBe(303);
    expect(landing(forged)).toContain('payment=pending');
    expect((await detail(order._id)).payment.state).toBe('awaiting');

    // Names of payments that are not ours, and junk, change nothing and are no error.
    for (const url of ['/api/payments/return/bkash/en?paymentID=NOSUCHPAYMENT&status=success', '/api/payments/return/bkash/en?paymentID=%27%3B--&status=success', '/api/payments/return/bkash/en']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(303);
      expect(landing(res)).toBe('/dashboard/user-orders?payment=unknown');
    }
    const notice = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/notice/sslcommerz',
      payload: 'tran_id=NOPE&status=VALID&val_id=1&amount=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notice.statusCode).toBe(200);
    expect(notice.body).toBe('UNKNOWN');
  });

  it("refuses to start a payment for someone else's order, or by an unknown method", async () => {
    const order = await place('bkash');
    expect((await start(order._id, 'bkash', other)).statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'POST', url: `/api/payments/orders/${order._id}/start`, headers: reader.auth, payload: { method: 'paypal' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'method' });
  });

  it('pays by card through SSLCommerz: the return and the IPN together settle it once; a changed form is not believed', async () => {
    const order = await place('sslcommerz');
    const { redirectUrl } = (await start(order._id, 'sslcommerz')).json().data as { redirectUrl: string };
    const sessionkey = new URL(redirectUrl).pathname.split('/').pop()!;

    // A forged form: VALID, a val_id of nobody's, and another amount.
    const session = ctx.sslcommerz.state.session(sessionkey)!;
    const forged = new URLSearchParams({ tran_id: session.tranId, val_id: 'FORGED123', status: 'VALID', amount: '1.00', currency: 'BDT' }).toString();
    const forgedRes = await ctx.app.inject({ method: 'POST', url: '/api/payments/return/sslcommerz/en', payload: forged, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(landing(forgedRes)).toContain('payment=pending');
    expect((await detail(order._id)).payment.state).toBe('awaiting');

    const { url, fields } = ctx.sslcommerz.state.act(sessionkey, 'pay');
    const back = await ctx.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await ctx.sslcommerz.state.idle();
    expect(back.statusCode).toBe(303);
    expect(landing(back)).toBe(`/dashboard/user-orders/${order._id}?payment=paid`);
    const paid = await detail(order._id);
    expect(paid.payment).toMatchObject({ method: 'sslcommerz', state: 'paid', paid: order.totalPrice });
    expect(paymentEvents(paid)).toEqual(['started', 'paid']);
  });

  it('a failed payment leaves an unpaid order the reader can pay again or switch to cash on delivery', async () => {
    const order = await place('bkash');
    const first = (await start(order._id, 'bkash')).json().data as { redirectUrl: string };
    const failed = await bkashReturn(ctx.bkash.state.act(paymentIdOf(first.redirectUrl), 'fail'));
    expect(landing(failed)).toContain('payment=failed');
    expect((await detail(order._id)).payment.state).toBe('failed');

    const again = (await start(order._id, 'bkash')).json().data as { redirectUrl: string };
    const cancelled = await bkashReturn(ctx.bkash.state.act(paymentIdOf(again.redirectUrl), 'cancel'));
    expect(landing(cancelled)).toContain('payment=cancelled');

    const cod = await ctx.app.inject({ method: 'POST', url: `/api/payments/orders/${order._id}/cash-on-delivery`, headers: reader.auth });
    expect(cod.statusCode, cod.body).toBe(200);
    const switched = await detail(order._id);
    expect(switched.payment).toMatchObject({ method: 'cod', state: 'unpaid', dueAt: null });
    expect(switched.paymentMethod).toBe('cod');
    expect(paymentEvents(switched)).toEqual(['started', 'failed', 'started', 'cancelled', 'switched_to_cod']);
  });

  it('the shop cannot confirm an order still waiting for its payment', async () => {
    const order = await place('bkash');
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order._id}/status`, headers: admin.auth, payload: { status: 'processing' } });
    expect(res.statusCode).toBe(409);
  });

  it('a reader who closed the tab after paying still gets the order: the worker asks bKash and settles it', async () => {
    const order = await place('bkash');
    const { redirectUrl } = (await start(order._id, 'bkash')).json().data as { redirectUrl: string };
    ctx.bkash.state.payAndCloseTab(paymentIdOf(redirectUrl));
    await ctx.app.payments.sweep();
    expect((await detail(order._id)).payment.state).toBe('awaiting'); // too young: the reader may still come back
    ctx.clock.advance(3 * 60_000);
    await ctx.app.payments.sweep();
    expect((await detail(order._id)).payment.state).toBe('paid');
  });

  it('an unpaid hold runs out: the copies go back; a payment arriving later brings the order back, or is refunded when the copies are gone', async () => {
    // A book of its own: the sweep releases every hold that ran out, the other tests' too.
    const held = await createBook(ctx.db, { title: 'Misir Ali', priceCents: 30000, quantity: 10 });
    const before = await stock(held);
    const late = await place('bkash', 1, reader, held);
    const gone = await place('bkash', 1, reader, held);
    const lateStart = (await start(late._id, 'bkash')).json().data as { redirectUrl: string };
    const goneStart = (await start(gone._id, 'bkash')).json().data as { redirectUrl: string };
    expect(await stock(held)).toBe(before - 2);

    ctx.clock.advance(6 * 60_000);
    await ctx.app.payments.sweep();
    for (const id of [late._id, gone._id]) {
      const released = await detail(id);
      expect(released.status).toBe('cancelled');
      expect(paymentEvents(released)).toContain('expired');
    }
    expect(await stock(held)).toBe(before);

    const back = await bkashReturn(ctx.bkash.state.act(paymentIdOf(lateStart.redirectUrl), 'pay'));
    expect(landing(back)).toContain('payment=paid');
    const reinstated = await detail(late._id);
    expect(reinstated).toMatchObject({ status: 'pending', payment: { state: 'paid' } });
    expect(paymentEvents(reinstated)).toContain('reinstated');
    expect(await stock(held)).toBe(before - 1);

    // The other's copies sold meanwhile: its money goes back at once.
    await ctx.db.update(books).set({ quantity: 0 }).where(eq(books.id, held.id));
    const refused = await bkashReturn(ctx.bkash.state.act(paymentIdOf(goneStart.redirectUrl), 'pay'));
    expect(landing(refused)).toContain('payment=refunded');
    const refunded = await detail(gone._id);
    expect(refunded).toMatchObject({ status: 'cancelled', payment: { state: 'refunded', paid: gone.totalPrice, refunded: gone.totalPrice } });
    expect(await stock(held)).toBe(0);
  });

  it('a paid order cancelled by the shop is refunded through bKash; a refund bKash refuses stays due until marked by hand', async () => {
    const order = await place('bkash');
    const { redirectUrl } = (await start(order._id, 'bkash')).json().data as { redirectUrl: string };
    await bkashReturn(ctx.bkash.state.act(paymentIdOf(redirectUrl), 'pay'));
    const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order._id}/status`, headers: admin.auth, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refunded = await detail(order._id);
    expect(refunded.payment).toMatchObject({ state: 'refunded', refunded: order.totalPrice });
    expect(paymentEvents(refunded)).toEqual(['started', 'paid', 'refunded']);

    const owed = await place('bkash');
    const owedStart = (await start(owed._id, 'bkash')).json().data as { redirectUrl: string };
    await bkashReturn(ctx.bkash.state.act(paymentIdOf(owedStart.redirectUrl), 'pay'));
    ctx.bkash.state.refuseRefunds(true);
    try {
      // The reader cancels their own pending, paid order.
      const mine = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${owed._id}/status`, headers: reader.auth, payload: { status: 'cancelled' } });
      expect(mine.statusCode, mine.body).toBe(200);
    } finally {
      ctx.bkash.state.refuseRefunds(false);
    }
    expect((await detail(owed._id)).payment).toMatchObject({ state: 'refund_due', refunded: 0 });
    // The worker does not ask bKash again (a refund that timed out may have gone through): the shop settles it by hand.
    await ctx.app.payments.sweep();
    expect((await detail(owed._id)).payment.state).toBe('refund_due');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/payments/orders/${owed._id}/refunded-by-hand`, headers: reader.auth })).statusCode).toBe(403);
    const byHand = await ctx.app.inject({ method: 'POST', url: `/api/payments/orders/${owed._id}/refunded-by-hand`, headers: admin.auth });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect((await detail(owed._id)).payment).toMatchObject({ state: 'refunded', refunded: owed.totalPrice });
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, owed._id));
    expect(audits.map((a) => a.kind)).toContain('order.refunded');
  });

  it('never marks paid what the provider reports for another amount, currency or reference', async () => {
    const order = await place('bkash');
    await start(order._id, 'bkash');
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order._id));
    for (const wrong of [
      { reference: payment!.reference, amountMinor: payment!.amountMinor - 100, currency: 'BDT' },
      { reference: payment!.reference, amountMinor: payment!.amountMinor, currency: 'USD' },
      { reference: 'SOMEONE-ELSES', amountMinor: payment!.amountMinor, currency: 'BDT' },
    ]) {
      await ctx.db.update(payments).set({ state: 'started' }).where(eq(payments.id, payment!.id));
      expect(await ctx.app.payments.apply(payment!.id, { state: 'paid', transactionId: 'TRX0000001', ...wrong })).toBe('failed');
      expect((await detail(order._id)).payment).toMatchObject({ state: 'failed', paid: 0 });
    }
  });

  it('a payment for an order its reader cancelled is given back at once, and the refund is mailed and told by SMS', async () => {
    const order = await place('bkash');
    const { redirectUrl } = (await start(order._id, 'bkash')).json().data as { redirectUrl: string };
    const cancelled = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order._id}/status`, headers: reader.auth, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    // The reader had the bKash page open in another tab, and pays there.
    const back = await bkashReturn(ctx.bkash.state.act(paymentIdOf(redirectUrl), 'pay'));
    expect(landing(back)).toContain('payment=refunded');
    const after = await detail(order._id);
    expect(after).toMatchObject({ status: 'cancelled', payment: { state: 'refunded', paid: order.totalPrice, refunded: order.totalPrice } });
    expect(paymentEvents(after)).not.toContain('reinstated');
    const mails = await outboxRows(ctx.db);
    const refund = mails.find((mail) => mail.kind === 'payment-refunded' && mail.subject.includes(order.orderNumber));
    expect(refund?.toAddress).toBe('karim.pay@example.test');
    expect(refund?.text).toContain(`We have refunded ৳${order.totalPrice} of your payment for order ${order.orderNumber} through bKash.`);
    // The SMS beside it, to the order's phone (no gateway in the tests: kept in the outbox).
    const sms = (await ctx.db.select().from(smsOutbox)).filter((row) => row.kind === 'payment-refunded' && row.body.includes(order.orderNumber));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ toPhone: SHIPPING.phone, status: 'unsent', encoding: 'GSM-7', segments: 1 });
    expect(sms[0]!.body).toContain(`Tk ${order.totalPrice} for order ${order.orderNumber} was refunded to the account you paid from.`);
  });

  it('the same return on two server processes at once pays the order once', async () => {
    const second = await buildApp({ db: ctx.database, config: ctx.config, paymentProviders: ctx.providers });
    await second.ready();
    try {
      const order = await place('bkash');
      const { redirectUrl } = (await start(order._id, 'bkash')).json().data as { redirectUrl: string };
      const callback = ctx.bkash.state.act(paymentIdOf(redirectUrl), 'pay');
      const url = new URL(callback);
      const answers = await Promise.all([ctx.app, second, ctx.app, second].map((app) => app.inject({ method: 'GET', url: url.pathname + url.search })));
      expect(answers.map((res) => landing(res))).toEqual(Array(4).fill(`/dashboard/user-orders/${order._id}?payment=paid`));
      const paid = await detail(order._id);
      expect(paymentEvents(paid)).toEqual(['started', 'paid']);
      const rows = await ctx.db.select().from(payments).where(eq(payments.orderId, order._id));
      expect(rows.map((row) => row.state)).toEqual(['paid']);
    } finally {
      await second.close();
    }
  });

  it('the provider’s word that the money was taken settles a payment it had called cancelled; nothing else reopens it', async () => {
    const order = await place('bkash');
    await start(order._id, 'bkash');
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(await ctx.app.payments.apply(payment!.id, { state: 'cancelled', reason: 'The reader cancelled' })).toBe('cancelled');
    expect(await ctx.app.payments.apply(payment!.id, { state: 'failed', reason: 'again' })).toBe('cancelled');
    const paid = { state: 'paid' as const, reference: payment!.reference, amountMinor: payment!.amountMinor, currency: 'BDT', transactionId: 'TRXLATE0001' };
    expect(await ctx.app.payments.apply(payment!.id, paid)).toBe('paid');
    expect(await ctx.app.payments.apply(payment!.id, paid)).toBe('paid');
    const after = await detail(order._id);
    expect(after.payment).toMatchObject({ state: 'paid', transactionId: 'TRXLATE0001' });
    expect(paymentEvents(after)).toEqual(['started', 'cancelled', 'paid']);
  });

  it('an order is tried online at most ten times', async () => {
    const order = await place('bkash');
    for (let i = 0; i < 10; i += 1) expect((await start(order._id, 'bkash')).statusCode).toBe(200);
    const eleventh = await start(order._id, 'bkash', reader, 'bn');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('An order can be tried at most 10 times online; pay on delivery instead, or ask the shop');
    const bangla = await ctx.app.inject({ method: 'POST', url: `/api/payments/orders/${order._id}/start`, headers: { ...reader.auth, 'accept-language': 'bn' }, payload: { method: 'bkash' } });
    expect(bangla.json().message).toBe('একটি অর্ডারের জন্য অনলাইনে সর্বোচ্চ ১০ বার চেষ্টা করা যায়; এর বদলে ডেলিভারির সময় পরিশোধ করুন, অথবা দোকানকে জানান');
  });

  it('the sales report shows what each provider took and gave back', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reports/sales?from=${today}&to=${today}&groupBy=day`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json().data as { payments: { method: string; taken: number; refunded: number; payments: number }[] }).payments;
    const bkash = rows.find((row) => row.method === 'bkash')!;
    const card = rows.find((row) => row.method === 'sslcommerz')!;
    expect(card).toMatchObject({ payments: 1 });
    expect(bkash.payments).toBeGreaterThanOrEqual(5);
    expect(bkash.refunded).toBeGreaterThan(0);
    expect(bkash.taken).toBeGreaterThan(bkash.refunded);
  });
});

/** A late payment and what a first order was promised (the clock moves past holds: an app of its own, its tokens fresh). */
describe('online payments that come after the hold', () => {
  const ctx = usePaymentsTestApp({ shopCurrency: 'BDT' }, { holdMinutes: 5 });
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
  });
  const start = (orderId: string, who: SignedIn) => ctx.app.inject({ method: 'POST', url: `/api/payments/orders/${orderId}/start`, headers: who.auth, payload: { method: 'bkash', locale: 'en' } });
  const detail = async (orderId: string, who: SignedIn) => (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.auth })).json().data as OrderDetail;
  const bkashReturn = (callback: string) => ctx.app.inject({ method: 'GET', url: new URL(callback).pathname + new URL(callback).search });

  it("a late payment brings no order back whose first order's promise another order has taken since: its money goes back", async () => {
    const held = await createBook(ctx.db, { title: 'Deyal', priceCents: 20000, quantity: 10 });
    const settings = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data as PublicSettings;
    const rules = pricingRulesFor(settings, { district: 'Sylhet' });
    const setPercent = (percent: number) => ctx.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: admin.auth, payload: { newMemberDiscountPercent: percent } });
    const firstCode = await ctx.app.inject({
      method: 'POST',
      url: '/api/promotions',
      headers: admin.auth,
      payload: { code: 'PROTHOM', kind: 'percent', percent: 5, currency: 'BDT', firstOrderOnly: true },
    });
    expect(firstCode.statusCode, firstCode.body).toBe(201);
    /** A first order as the checkout sends it: with the new member's 10%, or with the first-order code. */
    const first = async (who: SignedIn, method: 'bkash' | 'cod', promise: 'member' | 'code') => {
      const terms = promise === 'code' ? promoTermsOf({ kind: 'percent', percent: 5, amountMinor: null }) : undefined;
      const totals = computeCheckoutTotals([{ unitPriceCents: held.priceCents, quantity: 1 }], rules, terms, promise === 'member' ? 10 : 0);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: who.auth,
        payload: {
          books: [{ book: held.id, quantity: 1 }],
          shippingDetails: SYLHET,
          paymentMethod: method,
          totalAmount: fromCents(totals.totalCents),
          ...(promise === 'member' ? { newMemberDiscount: true } : { promoCode: 'PROTHOM' }),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as OrderDetail;
    };
    expect((await setPercent(10)).statusCode).toBe(200);
    try {
      for (const promise of ['member', 'code'] as const) {
        const newcomer = await createSignedInUser(ctx.app, ctx.db, { name: `New ${promise}`, email: `new.${promise}.pay@example.test` });
        const late = await first(newcomer, 'bkash', promise);
        const lateStart = (await start(late._id, newcomer)).json().data as { redirectUrl: string };
        ctx.clock.advance(6 * 60_000);
        await ctx.app.payments.sweep();
        expect((await detail(late._id, newcomer)).status).toBe('cancelled');
        // Its hold ran out, so the account has no order: its next first order takes the promise again, by cash.
        const cash = await first(newcomer, 'cod', promise);

        const back = await bkashReturn(ctx.bkash.state.act(paymentIdOf(lateStart.redirectUrl), 'pay'));
        expect(landing(back), promise).toContain('payment=refunded');
        const refunded = await detail(late._id, newcomer);
        expect(refunded, promise).toMatchObject({ status: 'cancelled', payment: { state: 'refunded', paid: late.totalPrice, refunded: late.totalPrice } });
        expect(paymentEvents(refunded)).not.toContain('reinstated');
        expect(await detail(cash._id, newcomer)).toMatchObject({ status: 'pending', totalPrice: cash.totalPrice });
      }
    } finally {
      await setPercent(0);
    }
  });
});
