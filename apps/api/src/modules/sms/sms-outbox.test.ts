import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsOutbox, users } from '../../db/schema';
import { createBook, createSignedInUser, placeOrder, SHIPPING } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

/** Without a gateway (the tests' default, like a shop without SMS_PROVIDER): every SMS is kept in the outbox, not sent. */
describe('SMS outbox without a gateway', () => {
  const ctx = useTestApp();
  const rows = () => ctx.db.select().from(smsOutbox);

  it('an order placed queues one SMS to its phone in the reader\u2019s language, with its encoding and segment count', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    await ctx.db.update(users).set({ locale: 'bn' }).where(eq(users.id, reader.user.id));
    const book = await createBook(ctx.db, { priceCents: 1_234_500, quantity: 5 });
    const order = await placeOrder(ctx.app, reader, [{ book, quantity: 1 }]);
    const sent = (await rows()).filter((row) => row.body.includes(order.orderNumber));
    expect(sent).toHaveLength(1);
    const [sms] = sent;
    expect(sms).toMatchObject({ kind: 'order-placed', toPhone: SHIPPING.phone, locale: 'bn', encoding: 'UCS-2', status: 'unsent', attempts: 0 });
    // The total in the order's currency (SPEC's dollars here), in Bangla digits; Bangla is UCS-2, written to fit two segments.
    expect(sms!.body, sms!.body).toMatch(/^বইপোকা: .*মোট ১[০-৯],[০-৯]{3}\.[০-৯]{2}\sUS\$/);
    expect(sms!.segments).toBe(2);
  });

  it('in English it is GSM-7 and one segment', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const book = await createBook(ctx.db, { priceCents: 1000, quantity: 5 });
    const order = await placeOrder(ctx.app, reader, [{ book, quantity: 2 }]);
    const [sms] = (await rows()).filter((row) => row.body.includes(order.orderNumber));
    expect(sms).toMatchObject({ kind: 'order-placed', locale: 'en', encoding: 'GSM-7', segments: 1, status: 'unsent' });
    expect(sms!.body).toMatch(new RegExp(`^Boipoka: we got your order ${order.orderNumber}, total \\$`));
  });

  it('the shop cancelling an order sends an SMS; the reader cancelling their own sends none', async () => {
    const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const book = await createBook(ctx.db, { quantity: 10 });
    const byShop = await placeOrder(ctx.app, reader, [{ book, quantity: 1 }]);
    const byReader = await placeOrder(ctx.app, reader, [{ book, quantity: 1 }]);
    const cancel = (id: string, auth: { authorization: string }) => ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: auth, payload: { status: 'cancelled' } });
    expect((await cancel(byShop._id, admin.auth)).statusCode).toBe(200);
    expect((await cancel(byReader._id, reader.auth)).statusCode).toBe(200);
    const cancelled = (await rows()).filter((row) => row.kind === 'order-cancelled');
    expect(cancelled.map((row) => row.body.includes(byShop.orderNumber))).toEqual([true]);
    expect(cancelled[0]).toMatchObject({ locale: 'en', encoding: 'GSM-7', segments: 1, status: 'unsent' });
  });

  it('the SMS outbox is the admin\u2019s only, newest first, with text, encoding, segments and status', async () => {
    const admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const get = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/admin/sms-outbox?page=1&limit=2', headers });
    expect((await get()).statusCode).toBe(401);
    expect((await get(reader.auth)).statusCode).toBe(403);
    const res = await get({ ...admin.auth, 'accept-language': 'bn' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('এসএমএসগুলো পাওয়া গেছে');
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ page: 1, limit: 2 });
    expect(body.data[0]).toMatchObject({ kind: 'order-cancelled', to: SHIPPING.phone, status: 'unsent', encoding: 'GSM-7', segments: 1, providerMessageId: null });
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['_id', 'attempts', 'createdAt', 'encoding', 'kind', 'lastError', 'locale', 'providerMessageId', 'segments', 'sentAt', 'status', 'text', 'to'].sort(),
    );
  });
});
