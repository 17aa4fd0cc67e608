import { computeCheckoutTotals, fromCents, pricingRulesFor, type PublicSettings } from '@boipoka/shared';
import { and, desc, eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACT_PATHS } from '../../app';
import { books, confirmedPhones, orders, phoneCodes, smsOutbox, type BookRow } from '../../db/schema';
import { createBook, createSignedInUser, SHIPPING, type SignedIn } from '../../../test/factories';
import { usePaymentsTestApp } from '../../../test/payments';
import { createTestDatabase } from '../../../test/test-database';
import { TestClock, testConfig, useTestApp, type TestContext } from '../../../test/test-app';
import type { SmsProvider } from '../sms';

/** Decision 051: a new phone confirms a code sent by SMS before its first cash-on-delivery order. */
const SYLHET = { ...SHIPPING, address: 'House 4, Zindabazar', city: 'Sylhet', postalCode: '3100' };
const MINUTE = 60_000;

/** What a test does through the API: each call from its own client address unless told. */
function phoneApi(ctx: TestContext) {
  const call = (method: 'GET' | 'POST', url: string, who: SignedIn, payload?: unknown, ip = '10.0.0.1') =>
    ctx.app.inject({ method, url, headers: who.auth, payload: payload as never, remoteAddress: ip });
  return {
    needed: async (who: SignedIn, phone: string, ip?: string) => call('GET', `/api/phone-checks?phone=${encodeURIComponent(phone)}`, who, undefined, ip),
    send: (who: SignedIn, phone: string, ip?: string) => call('POST', '/api/phone-checks', who, { phone }, ip),
    confirm: (who: SignedIn, phone: string, code: string, ip?: string) => call('POST', '/api/phone-checks/confirm', who, { phone, code }, ip),
    /** The code as the phone receives it: the newest SMS of kind phone-code in the outbox. */
    codeSentTo: async (phone: string) => {
      const [row] = await ctx.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.kind, 'phone-code'), eq(smsOutbox.toPhone, phone)))
        .orderBy(desc(smsOutbox.createdAt))
        .limit(1);
      return /\d{6}/.exec(row?.body ?? '')?.[0];
    },
  };
}

async function placeWith(ctx: TestContext, who: SignedIn, book: BookRow, phone: string, method: 'cod' | 'bkash' | 'sslcommerz' = 'cod') {
  const settings = (await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data as PublicSettings;
  const totals = computeCheckoutTotals([{ unitPriceCents: book.priceCents, quantity: 1 }], pricingRulesFor(settings, { district: 'Sylhet' }));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who.auth,
    payload: { books: [{ book: book.id, quantity: 1 }], shippingDetails: { ...SYLHET, phone }, paymentMethod: method, totalAmount: fromCents(totals.totalCents) },
  });
}

describe('the phone check in a Taka shop (PHONE_CHECK on)', () => {
  const ctx = usePaymentsTestApp({
    shopCurrency: 'BDT',
    phoneCheck: 'on',
    phoneCodeMinutes: 10,
    phoneCodeAttempts: 3,
    phoneCodesPerPhonePerHour: 3,
    phoneCodesPerIpPerHour: 4,
    phoneLookupsPerIpPerHour: 5,
  });
  const api = phoneApi(ctx);
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
  });

  it('a new phone confirms its code before its first cash-on-delivery order; the code is in the SMS and in no answer', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const book = await createBook(ctx.db, { priceCents: 35_000, quantity: 5 });
    const phone = '01711000001';
    const before = await api.needed(reader, '+880 1711-000001', '10.0.1.1');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({ phone, needed: true });

    // Refused, naming the phone, and nothing changes: no order, no stock taken, no SMS of an order.
    const refused = await placeWith(ctx, reader, book, phone);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: 'Please confirm this phone number with the code we send it by SMS', errors: [{ path: 'shippingDetails.phone' }] });
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, reader.user.id))).toHaveLength(0);
    expect((await ctx.db.select({ q: books.quantity }).from(books).where(eq(books.id, book.id)))[0]!.q).toBe(5);
    expect((await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'order-placed'))).filter((row) => row.toPhone === phone)).toHaveLength(0);
    // In Bangla too.
    const bnReader = { ...reader, auth: { ...reader.auth, 'accept-language': 'bn' } };
    const refusedBn = await placeWith(ctx, bnReader, book, phone);
    expect(refusedBn.statusCode).toBe(409);
    expect(refusedBn.json().errors).toEqual([{ path: 'shippingDetails.phone', message: 'এসএমএসে পাঠানো কোড দিয়ে এই ফোন নম্বরটি নিশ্চিত করুন' }]);

    const sent = await api.send(reader, phone, '10.0.1.1');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'We sent a code by SMS', data: { phone, needed: true, expiresInSeconds: 600, resendInSeconds: 60 } });
    const code = await api.codeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.body).not.toContain(code!);
    // Kept only as a keyed hash.
    const [stored] = await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(stored!.codeHash).not.toContain(code!);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // The admin's outbox hides it.
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/admin/sms-outbox?page=1&limit=50', headers: admin.auth });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).not.toContain(code!);
    expect(outbox.json().data.find((sms: { kind: string }) => sms.kind === 'phone-code').text).toContain('••••••');

    const confirmed = await api.confirm(reader, phone, code!, '10.0.1.1');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: 'Phone confirmed', data: { phone, confirmed: true } });
    expect(confirmed.body).not.toContain(code!);
    expect((await api.needed(reader, phone, '10.0.1.1')).json().data.needed).toBe(false);

    const placed = await placeWith(ctx, reader, book, phone);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.body).not.toContain(code!);
    // Confirmed stays confirmed, whoever orders with it next.
    const other = await createSignedInUser(ctx.app, ctx.db);
    expect((await placeWith(ctx, other, book, phone)).statusCode).toBe(201);
  });

  it('a wrong code is refused on `code` and counts; the last wrong try spends it', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const phone = '01711000002';
    expect((await api.send(reader, phone, '10.0.2.1')).statusCode).toBe(200);
    const code = (await api.codeSentTo(phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await api.confirm(reader, phone, wrong, '10.0.2.1');
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ message: 'That code is not right; check the SMS and try again', errors: [{ path: 'code' }] });
    const bn = await ctx.app.inject({ method: 'POST', url: '/api/phone-checks/confirm', headers: { ...reader.auth, 'accept-language': 'bn' }, payload: { phone, code: wrong } });
    expect(bn.json().message).toBe('কোডটি ঠিক নয়; এসএমএস দেখে আবার চেষ্টা করুন');
    const third = await api.confirm(reader, phone, wrong, '10.0.2.1');
    expect(third.json().message).toBe('That code is not right, and it cannot be tried again; ask for a new one');
    // Spent: even the right code no longer confirms.
    const late = await api.confirm(reader, phone, code, '10.0.2.1');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This code has expired or was already used; ask for a new one');
    expect(await ctx.db.select().from(confirmedPhones).where(eq(confirmedPhones.phone, phone))).toHaveLength(0);
    // A malformed code is a 400 before anything is counted; Bangla digits are taken.
    const malformed = await api.confirm(reader, phone, '12ab', '10.0.2.1');
    expect(malformed.json()).toMatchObject({ message: 'The code is 6 digits', errors: [{ path: 'code' }] });
  });

  it('a code runs out after PHONE_CODE_MINUTES, is used once, and a newer code ends the older one', async () => {
    let reader = await createSignedInUser(ctx.app, ctx.db);
    const phone = '01711000003';
    expect((await api.send(reader, phone, '10.0.3.1')).statusCode).toBe(200);
    const old = (await api.codeSentTo(phone))!;
    ctx.clock.advance(61_000);
    expect((await api.send(reader, phone, '10.0.3.1')).statusCode).toBe(200);
    const newer = (await api.codeSentTo(phone))!;
    if (old !== newer) expect((await api.confirm(reader, phone, old, '10.0.3.1')).json().message).toBe('That code is not right; check the SMS and try again');

    ctx.clock.advance(10 * MINUTE);
    reader = await createSignedInUser(ctx.app, ctx.db);
    const expired = await api.confirm(reader, phone, newer, '10.0.3.1');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This code has expired or was already used; ask for a new one');

    expect((await api.send(reader, phone, '10.0.3.2')).statusCode).toBe(200);
    const fresh = (await api.codeSentTo(phone))!;
    // Bangla digits and spaces as a reader may type them.
    const bangla = fresh.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    expect((await api.confirm(reader, phone, `${bangla.slice(0, 3)} ${bangla.slice(3)}`, '10.0.3.2')).statusCode).toBe(200);
    const reused = await api.confirm(reader, phone, fresh, '10.0.3.2');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This code has expired or was already used; ask for a new one');
  });

  it('another code waits a minute; at most PHONE_CODES_PER_PHONE_PER_HOUR a phone, whatever the address', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const phone = '01711000004';
    expect((await api.send(reader, phone, '10.0.4.1')).statusCode).toBe(200);
    const soon = await api.send(reader, phone, '10.0.4.2');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('Please wait a minute before asking for another code');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    for (const ip of ['10.0.4.3', '10.0.4.4']) {
      ctx.clock.advance(61_000);
      expect((await api.send(reader, phone, ip)).statusCode).toBe(200);
    }
    ctx.clock.advance(61_000);
    const over = await api.send(reader, phone, '10.0.4.5');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many codes were sent to this phone in the last hour. Please try again later.');
    const bn = await ctx.app.inject({ method: 'POST', url: '/api/phone-checks', headers: { ...reader.auth, 'accept-language': 'bn' }, payload: { phone }, remoteAddress: '10.0.4.6' });
    expect(bn.json().message).toBe('গত এক ঘণ্টায় এই ফোনে অনেকগুলো কোড পাঠানো হয়েছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।');
    expect(await ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))).toHaveLength(3);
  });

  it('at most PHONE_CODES_PER_IP_PER_HOUR codes from one address, and PHONE_LOOKUPS_PER_IP_PER_HOUR checks', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    for (let i = 0; i < 4; i++) expect((await api.send(reader, `0171100010${i}`, '10.0.5.1')).statusCode).toBe(200);
    const over = await api.send(reader, '01711000109', '10.0.5.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many codes were asked for from your address in the last hour. Please try again later.');
    expect((await api.send(reader, '01711000109', '10.0.5.2')).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) expect((await api.needed(reader, '01711000100', '10.0.5.3')).statusCode).toBe(200);
    const lookups = await api.needed(reader, '01711000100', '10.0.5.3');
    expect(lookups.statusCode).toBe(429);
    expect(lookups.json().message).toBe('Too many phone checks from your address in the last hour. Please try again later.');
  });

  it('online payments need no code; a phone with a delivered order needs none; the routes are for signed-in readers', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const book = await createBook(ctx.db, { priceCents: 35_000, quantity: 5 });
    const phone = '01711000006';
    for (const method of ['bkash', 'sslcommerz'] as const) {
      const res = await placeWith(ctx, reader, book, phone, method);
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await api.needed(reader, phone, '10.0.6.1')).json().data.needed).toBe(true);
    // The shop delivered an order to this phone (completed): it is no new phone.
    await ctx.db.update(orders).set({ status: 'completed' }).where(eq(orders.userId, reader.user.id));
    expect((await api.needed(reader, '+8801711000006', '10.0.6.1')).json().data.needed).toBe(false);
    const none = await api.send(reader, phone, '10.0.6.1');
    expect(none.json()).toMatchObject({ message: 'This phone needs no code', data: { needed: false } });
    expect(await api.codeSentTo(phone)).toBeUndefined();
    expect((await placeWith(ctx, reader, book, phone)).statusCode).toBe(201);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/phone-checks?phone=01711000006' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/phone-checks', payload: { phone } })).statusCode).toBe(401);
    const bad = await api.send(reader, '12345', '10.0.6.1');
    expect(bad.json()).toMatchObject({ message: 'Please enter a Bangladeshi mobile number, like 01712345678', errors: [{ path: 'phone' }] });
  });
});

describe('the phone check by default (PHONE_CHECK auto)', () => {
  describe('a dollar shop', () => {
    const ctx = useTestApp({ phoneCheck: 'auto' });
    it('asks no code: SPEC\u2019s cash orders go on as before', async () => {
      const reader = await createSignedInUser(ctx.app, ctx.db);
      const book = await createBook(ctx.db, { priceCents: 1_000, quantity: 5 });
      expect((await phoneApi(ctx).needed(reader, SHIPPING.phone)).json().data.needed).toBe(false);
      expect((await placeWith(ctx, reader, book, SHIPPING.phone)).statusCode).toBe(201);
    });
  });

  it('a Taka shop whose SMS go to a gateway asks it; without a gateway (a code would reach no one) it does not; no code is logged', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const sentTexts: string[] = [];
    const gateway: SmsProvider = {
      send: async (sms) => {
        sentTexts.push(sms.text);
        return { messageId: String(sentTexts.length) };
      },
    } as SmsProvider;
    for (const withGateway of [true, false]) {
      const testDb = await createTestDatabase();
      const clock = new TestClock();
      const config = testConfig(clock, { shopCurrency: 'BDT', phoneCheck: 'auto', sms: { simulator: false, pollMs: 20, retryBaseMs: 1_000, maxAttempts: 3 } });
      const app = await buildApp({
        db: testDb.database,
        config,
        smsProvider: withGateway ? gateway : undefined,
        logger: { level: 'trace', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
      });
      app.addHook('preHandler', async (request) => {
        request.log.info({ body: request.body }, 'request body');
      });
      try {
        await app.ready();
        const ctx = { app, db: testDb.database.db, clock } as TestContext;
        const api = phoneApi(ctx);
        const reader = await createSignedInUser(app, testDb.database.db);
        const needed = (await api.needed(reader, '01811000001')).json().data.needed;
        expect(needed).toBe(withGateway);
        if (!withGateway) continue;
        expect((await api.send(reader, '01811000001')).statusCode).toBe(200);
        const code = (await api.codeSentTo('01811000001'))!;
        expect((await api.confirm(reader, '01811000001', code)).statusCode).toBe(200);
        const logs = lines.join('');
        expect(logs).toContain('request body');
        expect(logs).not.toContain(code);
      } finally {
        await app.close();
        await testDb.cleanup();
      }
    }
  });
});
