import { computeCheckoutTotals, fromCents, SPEC_PRICING, type Order, type PromoCode, type PromoTerms } from '@boipoka/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookRow } from '../../db/schema';
import { createBook, createSignedInUser, placeOrder, SHIPPING, type SignedIn } from '../../../test/factories';
import { useTestApp, withFreshApp } from '../../../test/test-app';
import { outboxRows } from '../../../test/mail';

/** Issue 35: promo codes, on both databases (the pg suite runs this file on PostgreSQL). The shop is SPEC's dollar shop. */

type Line = { book: BookRow; quantity: number; eligible?: boolean };

/** The order as the checkout sends it with a code: the total the shared pricing function gives with the code's terms. */
function codeOrder(lines: Line[], promoCode: string | undefined, terms?: PromoTerms) {
  const totals = computeCheckoutTotals(
    lines.map((l) => ({ unitPriceCents: l.book.priceCents, quantity: l.quantity, promoEligible: l.eligible ?? true })),
    SPEC_PRICING,
    terms,
  );
  return {
    books: lines.map((l) => ({ book: l.book.id, quantity: l.quantity })),
    shippingDetails: SHIPPING,
    paymentMethod: 'cod' as const,
    totalAmount: fromCents(totals.totalCents),
    ...(promoCode ? { promoCode } : {}),
  };
}

async function order(app: FastifyInstance, as: SignedIn, payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: { ...as.auth, ...headers }, payload });
}

describe('promo codes', () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let reader: SignedIn;
  let novel: BookRow;
  let poems: BookRow;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin', name: 'Nusrat Admin' });
    reader = await createSignedInUser(ctx.app, ctx.db, { name: 'Karim Reader' });
    novel = await createBook(ctx.db, { title: 'Promo Novel', priceCents: 3000, quantity: 50, category: 'Fiction', publisher: 'Anyaprokash' });
    poems = await createBook(ctx.db, { title: 'Promo Poems', priceCents: 1250, quantity: 50, category: 'Poetry', publisher: 'Prothoma' });
  });

  const create = (payload: object, as: SignedIn = admin) => ctx.app.inject({ method: 'POST', url: '/api/promotions', headers: as.auth, payload });
  const made = async (payload: object): Promise<PromoCode> => {
    const res = await create({ currency: 'USD', ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const check = (code: string, lines: Line[], as: SignedIn = reader, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/promotions/check', headers: { ...as.auth, ...headers }, payload: { code, books: lines.map((l) => ({ book: l.book.id, quantity: l.quantity })) } });
  const stockOf = async (book: BookRow) => (await ctx.app.inject({ method: 'GET', url: `/api/books/${book.id}` })).json().data.quantity as number;
  const codeById = async (id: string) => ((await ctx.app.inject({ method: 'GET', url: '/api/promotions', headers: admin.auth })).json().data as PromoCode[]).find((c) => c._id === id)!;

  it('an admin creates a code, case-insensitive and unique, audited; readers and strangers cannot', async () => {
    const code = await made({ code: 'boimela25', kind: 'percent', percent: 25 });
    expect(code).toMatchObject({ code: 'BOIMELA25', kind: 'percent', percent: 25, amountMinor: null, maxUsesPerCustomer: 1, active: true, uses: 0 });
    const again = await create({ code: 'BoiMela25', kind: 'amount', amountMinor: 500, currency: 'USD' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ path: 'code', message: 'A promo code with this name exists already' }]);
    expect((await create({ code: 'MINE', kind: 'percent', percent: 90, currency: 'USD' }, reader)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/promotions', payload: { code: 'MINE', kind: 'percent', percent: 90, currency: 'USD' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/promotions', headers: reader.auth })).statusCode).toBe(403);
    const audit = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=promotion.created', headers: admin.auth })).json().data.entries;
    expect(audit[0]).toMatchObject({ kind: 'promotion.created', actor: { name: 'Nusrat Admin' }, target: { type: 'promotion', label: 'BOIMELA25' } });
  });

  it.each([
    [{ code: 'NOPERCENT', kind: 'percent', currency: 'USD' }, 'percent'],
    [{ code: 'TOOMUCH', kind: 'percent', percent: 101, currency: 'USD' }, 'percent'],
    [{ code: 'NOAMOUNT', kind: 'amount', currency: 'USD' }, 'amountMinor'],
    [{ code: 'TAKA', kind: 'amount', amountMinor: 5000, currency: 'BDT' }, 'currency'],
    [{ code: 'x!', kind: 'free_delivery', currency: 'USD' }, 'code'],
    [{ code: 'BACKWARDS', kind: 'free_delivery', currency: 'USD', startsAt: '2026-12-10T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }, 'endsAt'],
  ])('refuses %j with a 400 naming %s, and creates nothing', async (payload, field) => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/promotions', headers: admin.auth })).json().data.length;
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/promotions', headers: admin.auth })).json().data).toHaveLength(before);
  });

  it('a reader checks a code against the cart: the books it is for and what it takes off', async () => {
    await made({ code: 'POETRY20', kind: 'percent', percent: 20, categories: ['Poetry'] });
    const res = await check('poetry20', [
      { book: novel, quantity: 1 },
      { book: poems, quantity: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // 20% of the two poems ($25.00), the novel not: $5.00.
    expect(res.json().data).toEqual({ code: 'POETRY20', kind: 'percent', percent: 20, amountMinor: null, currency: 'USD', eligibleBookIds: [poems.id], discount: 5 });
  });

  it('says why a code does not apply, in the reader’s language; an unknown and a paused code read alike', async () => {
    const paused = await made({ code: 'PAUSED10', kind: 'percent', percent: 10 });
    const pause = await ctx.app.inject({ method: 'PATCH', url: `/api/promotions/${paused._id}`, headers: admin.auth, payload: { active: false } });
    expect(pause.statusCode, pause.body).toBe(200);
    await made({ code: 'OLD10', kind: 'percent', percent: 10, startsAt: '2020-01-01T00:00:00.000Z', endsAt: '2020-02-01T00:00:00.000Z' });
    await made({ code: 'LATER10', kind: 'percent', percent: 10, startsAt: '2099-01-01T00:00:00.000Z' });
    await made({ code: 'PROTHOMA15', kind: 'percent', percent: 15, publishers: ['prothoma'] });
    await made({ code: 'BIGCART', kind: 'amount', amountMinor: 1000, minSubtotalMinor: 10000 });
    const refusal = async (code: string, lines: Line[] = [{ book: novel, quantity: 1 }], headers: Record<string, string> = {}) => {
      const res = await check(code, lines, reader, headers);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].path).toBe('code');
      return res.json().message as string;
    };
    expect(await refusal('NOSUCHCODE')).toBe('This promo code is not valid');
    expect(await refusal('PAUSED10')).toBe('This promo code is not valid');
    expect(await refusal('OLD10')).toBe('This promo code has expired');
    expect(await refusal('LATER10')).toBe('This promo code is not active yet');
    expect(await refusal('PROTHOMA15')).toBe('This promo code is not for these books');
    expect(await refusal('BIGCART')).toBe('This promo code needs books worth at least $100.00');
    expect(await refusal('OLD10', undefined, { 'Accept-Language': 'bn' })).toBe('এই প্রোমো কোডের মেয়াদ শেষ হয়ে গেছে');
    expect(await refusal('BIGCART', undefined, { 'Accept-Language': 'bn' })).toBe('এই প্রোমো কোডের জন্য কমপক্ষে $১০০.০০ মূল্যের বই লাগবে');
    // By publisher, whatever the case the admin typed it in.
    expect((await check('PROTHOMA15', [{ book: poems, quantity: 1 }])).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/promotions/check', payload: { code: 'OLD10', books: [{ book: novel.id, quantity: 1 }] } })).statusCode).toBe(401);
  });

  it('an order placed with a code keeps it and its discount; the total must be the discounted one', async () => {
    await made({ code: 'FIVEOFF', kind: 'amount', amountMinor: 500 });
    const buyer = await createSignedInUser(ctx.app, ctx.db);
    const lines = [{ book: novel, quantity: 2 }];
    // The total without the discount is not the order's total.
    const undiscounted = await order(ctx.app, buyer, { ...codeOrder(lines, undefined), promoCode: 'fiveoff' });
    expect(undiscounted.statusCode).toBe(409);
    const res = await order(ctx.app, buyer, codeOrder(lines, 'fiveoff', { kind: 'amount', amountMinor: 500 }));
    expect(res.statusCode, res.body).toBe(201);
    // $60.00 of books, $5.00 off: $55.00, free delivery over $50, 8% tax of $55.00.
    expect(res.json().data).toMatchObject({ subtotal: 60, discount: 5, promoCode: 'FIVEOFF', shippingCost: 0, tax: 4.4, totalPrice: 59.4 });
    const mine = (await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: buyer.auth })).json().data as Order[];
    expect(mine[0]).toMatchObject({ discount: 5, promoCode: 'FIVEOFF', totalPrice: 59.4 });
    // The receipt says it too.
    const receipt = (await outboxRows(ctx.db)).find((row) => row.kind === 'order-placed' && row.subject.includes(mine[0]!.orderNumber))!;
    expect(receipt.text).toContain('Discount (FIVEOFF): −$5.00');
    // The shop's export carries the code and what it took off, beside the subtotal.
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/orders/export.csv', headers: admin.auth });
    expect(csv.body.split('\r\n').find((row) => row.includes(mine[0]!.orderNumber))).toContain(',60.00,FIVEOFF,5.00,0.00,0.00,4.40,59.40,USD,');
    // Once the shop completes it, the Reports page counts the code and what it took off (decision 002: completed orders).
    for (const status of ['processing', 'completed']) {
      const moved = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${mine[0]!._id}/status`, headers: admin.auth, payload: { status } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const day = new Date(Date.parse(mine[0]!.createdAt) + 6 * 3_600_000).toISOString().slice(0, 10);
    const report = await ctx.app.inject({ method: 'GET', url: `/api/reports/sales?from=${day}&to=${day}&groupBy=day`, headers: admin.auth });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.promoCodes).toEqual([{ code: 'FIVEOFF', orders: 1, discount: 5 }]);
    // Used once per customer (the default): a second order with it is refused, and nothing is taken.
    const stock = await stockOf(novel);
    const second = await order(ctx.app, buyer, codeOrder(lines, 'FIVEOFF', { kind: 'amount', amountMinor: 500 }));
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual([{ path: 'promoCode', message: 'You have already used this promo code' }]);
    expect(await stockOf(novel)).toBe(stock);
  });

  it('a free-delivery code takes the delivery charge; a first-order code is for an account without an order', async () => {
    await made({ code: 'SHIPFREE', kind: 'free_delivery', firstOrderOnly: true });
    const newcomer = await createSignedInUser(ctx.app, ctx.db);
    const lines = [{ book: poems, quantity: 1 }];
    const res = await order(ctx.app, newcomer, codeOrder(lines, 'SHIPFREE', { kind: 'free_delivery' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ subtotal: 12.5, discount: 0, shippingCost: 0, tax: 1, totalPrice: 13.5, promoCode: 'SHIPFREE' });
    const regular = await createSignedInUser(ctx.app, ctx.db);
    await placeOrder(ctx.app, regular, [{ book: poems, quantity: 1 }]);
    const refused = await check('SHIPFREE', lines, regular);
    expect(refused.json().message).toBe('This promo code is for a first order only');
  });

  it('the last use of a code goes to one of two readers racing for it; a cancelled order gives it back', async () => {
    const last = await made({ code: 'LASTONE', kind: 'percent', percent: 50, maxUses: 1, maxUsesPerCustomer: null });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createSignedInUser(ctx.app, ctx.db)));
    const payload = codeOrder([{ book: novel, quantity: 1 }], 'LASTONE', { kind: 'percent', percent: 50 });
    const answers = await Promise.all([order(ctx.app, first!, payload), order(ctx.app, second!, payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const lost = answers.find((a) => a.statusCode === 400)!;
    expect(lost.json().errors).toEqual([{ path: 'promoCode', message: 'This promo code has been used up' }]);
    expect((await codeById(last._id)).uses).toBe(1);

    const won = answers.find((a) => a.statusCode === 201)!.json().data as Order;
    const winner = answers[0]!.statusCode === 201 ? first! : second!;
    const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${won._id}/status`, headers: winner.auth, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await codeById(last._id)).uses).toBe(0);
    expect((await order(ctx.app, third!, payload)).statusCode).toBe(201);
    expect((await codeById(last._id)).uses).toBe(1);
  });

  it('an admin changes and pauses a code (audited), never below the uses it has', async () => {
    const code = await made({ code: 'CHANGEME', kind: 'percent', percent: 10, maxUsesPerCustomer: null });
    const buyer = await createSignedInUser(ctx.app, ctx.db);
    for (let i = 0; i < 2; i++) expect((await order(ctx.app, buyer, codeOrder([{ book: poems, quantity: 1 }], 'CHANGEME', { kind: 'percent', percent: 10 }))).statusCode).toBe(201);
    const below = await ctx.app.inject({ method: 'PATCH', url: `/api/promotions/${code._id}`, headers: admin.auth, payload: { maxUses: 1 } });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors).toEqual([{ path: 'maxUses', message: 'This code has been used 2 times already' }]);
    const lost = await ctx.app.inject({ method: 'PATCH', url: `/api/promotions/${code._id}`, headers: admin.auth, payload: { kind: 'amount' } });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().errors.map((e: { path: string }) => e.path)).toContain('amountMinor');
    const changed = await ctx.app.inject({ method: 'PATCH', url: `/api/promotions/${code._id}`, headers: admin.auth, payload: { percent: 15, maxUses: 5 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ percent: 15, maxUses: 5, uses: 2 });
    const audit = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=promotion.updated', headers: admin.auth })).json().data.entries;
    expect(audit[0].changes).toEqual([
      { field: 'percent', before: 10, after: 15 },
      { field: 'maxUses', before: null, after: 5 },
    ]);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/promotions/00000000-0000-4000-8000-000000000000', headers: admin.auth, payload: { active: false } })).statusCode).toBe(404);
  });
});

describe('guessing promo codes', () => {
  it('is throttled per account and per client address (429 past the hour’s limit)', async () => {
    await withFreshApp(
      async (ctx) => {
        const book = await createBook(ctx.db);
        const guesser = await createSignedInUser(ctx.app, ctx.db);
        const guess = (as: SignedIn, code: string) => ctx.app.inject({ method: 'POST', url: '/api/promotions/check', headers: as.auth, payload: { code, books: [{ book: book.id, quantity: 1 }] } });
        for (const code of ['AAA1', 'AAA2', 'AAA3']) expect((await guess(guesser, code)).statusCode).toBe(400);
        const stopped = await guess(guesser, 'AAA4');
        expect(stopped.statusCode).toBe(429);
        expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
        // Another account from the same address: the address's limit (5 in the hour) lets two more through, then stops it.
        const accomplice = await createSignedInUser(ctx.app, ctx.db);
        expect((await guess(accomplice, 'BBB1')).statusCode).toBe(400);
        expect((await guess(accomplice, 'BBB2')).statusCode).toBe(400);
        expect((await guess(accomplice, 'BBB3')).statusCode).toBe(429);
      },
      { promoChecksPerAccountPerHour: 3, promoChecksPerIpPerHour: 5 },
    );
  });
});
