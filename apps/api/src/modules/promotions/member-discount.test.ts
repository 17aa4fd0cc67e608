import { computeCheckoutTotals, fromCents, SPEC_PRICING, type PromoTerms } from '@boipoka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookRow } from '../../db/schema';
import { createBook, createSignedInUser, SHIPPING, type SignedIn } from '../../../test/factories';
import { outboxRows } from '../../../test/mail';
import { useTestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';

/**
 * Issue 35: the new member's discount, on both databases (the pg suite runs this file on PostgreSQL). SPEC's dollar
 * shop: off until the owner sets a percent; then a new account's first order takes it when the client asks for it.
 */

/** The order as the checkout sends it: the total the shared pricing function gives with the member's percent and a code. */
function memberOrder(book: BookRow, quantity: number, memberPercent: number, extra: { promoCode?: string; terms?: PromoTerms; newMemberDiscount?: boolean } = {}) {
  const totals = computeCheckoutTotals([{ unitPriceCents: book.priceCents, quantity }], SPEC_PRICING, extra.terms, memberPercent);
  return {
    books: [{ book: book.id, quantity }],
    shippingDetails: SHIPPING,
    paymentMethod: 'cod' as const,
    totalAmount: fromCents(totals.totalCents),
    ...((extra.newMemberDiscount ?? memberPercent > 0) ? { newMemberDiscount: true } : {}),
    ...(extra.promoCode ? { promoCode: extra.promoCode } : {}),
  };
}

describe("the new member's discount", () => {
  const ctx = useTestApp();
  let admin: SignedIn;
  let book: BookRow;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    book = await createBook(ctx.db, { title: 'Welcome Novel', priceCents: 2000, quantity: 500 });
  });

  const order = (as: SignedIn, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/orders', headers: as.auth, payload });
  const offer = async (as: SignedIn) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/promotions/member-offer', headers: as.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { percent: number; eligible: boolean };
  };
  const setPercent = (value: unknown) => ctx.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: admin.auth, payload: { newMemberDiscountPercent: value } });
  const ordersOf = async (as: SignedIn) => (await ctx.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: as.auth })).json().data as { memberDiscount: number }[];

  it('is off in a shop that has not set it: nothing is offered, and an order asking for it is refused and placed nowhere', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    expect(await offer(reader)).toEqual({ percent: 0, eligible: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data.newMemberDiscountPercent).toBe(0);
    const res = await order(reader, memberOrder(book, 1, 10));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toEqual([{ path: 'newMemberDiscount', message: "The new member's discount is only for a new account's first order" }]);
    expect(await ordersOf(reader)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/promotions/member-offer' })).statusCode).toBe(401);
  });

  it('an admin sets the percent (0 to 50, whole), audited; the storefront reads it', async () => {
    for (const [value, status] of [
      [60, 400],
      [7.5, 400],
      [-1, 400],
      ['ten', 400],
    ] as const) {
      const res = await setPercent(value);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('newMemberDiscountPercent');
    }
    const bangla = await ctx.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { ...admin.auth, 'Accept-Language': 'bn' }, payload: { newMemberDiscountPercent: 60 } });
    expect(bangla.json().errors[0].message).toBe('নতুন সদস্যের ছাড় সর্বোচ্চ ৫০% হতে পারে');
    const set = await setPercent(10);
    expect(set.statusCode, set.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings' })).json().data.newMemberDiscountPercent).toBe(10);
    const audit = (await ctx.app.inject({ method: 'GET', url: '/api/audit?kind=settings.changed', headers: admin.auth })).json().data.entries;
    expect(JSON.stringify(audit[0])).toContain('newMemberDiscountPercent');
  });

  it("a new account's first order takes it on a line of its own; its receipt and the export say so; the second order cannot", async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db, { name: 'Nabila New' });
    expect(await offer(reader)).toEqual({ percent: 10, eligible: true });
    // Two copies, $40.00: $4.00 off, $36.00 pays delivery ($5.99) and 8% tax ($2.88).
    const res = await order(reader, memberOrder(book, 2, 10));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    expect(placed).toMatchObject({ subtotal: 40, memberDiscount: 4, discount: 0, shippingCost: 5.99, tax: 2.88, totalPrice: 44.87 });
    expect((await ordersOf(reader))[0]).toMatchObject({ memberDiscount: 4 });
    const receipt = (await outboxRows(ctx.db)).find((row) => row.kind === 'order-placed' && row.subject.includes(placed.orderNumber))!;
    expect(receipt.text).toContain("New member's discount: −$4.00");
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/orders/export.csv', headers: admin.auth });
    expect(csv.body.split('\r\n')[0]).toContain("Discount,New member's discount,");
    expect(csv.body.split('\r\n').find((row) => row.includes(placed.orderNumber))).toContain(',40.00,,0.00,4.00,5.99,2.88,44.87,USD,');

    // Once the shop completes it, the sales report counts it (decision 002: completed orders).
    for (const status of ['processing', 'completed']) {
      const moved = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${placed._id}/status`, headers: admin.auth, payload: { status } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const day = new Date(Date.parse(placed.createdAt) + 6 * 3_600_000).toISOString().slice(0, 10);
    const report = await ctx.app.inject({ method: 'GET', url: `/api/reports/sales?from=${day}&to=${day}&groupBy=day`, headers: admin.auth });
    expect(report.json().data.memberDiscount).toEqual({ orders: 1, discount: 4 });

    expect(await offer(reader)).toEqual({ percent: 10, eligible: false });
    const second = await order(reader, memberOrder(book, 1, 10));
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].path).toBe('newMemberDiscount');
    expect(await ordersOf(reader)).toHaveLength(1);
  });

  it('a client that knows nothing of it (SPEC’s) is charged as SPEC prices and never refused; the account has then had its first order', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const res = await order(reader, memberOrder(book, 1, 0));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ subtotal: 20, memberDiscount: 0, totalPrice: 27.59 });
    expect(await offer(reader)).toEqual({ percent: 10, eligible: false });
  });

  it('asking for it with the undiscounted total is a total mismatch; a cancelled first order gives the discount back', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const wrong = await order(reader, memberOrder(book, 1, 0, { newMemberDiscount: true }));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('Order total does not match current prices');
    const first = await order(reader, memberOrder(book, 1, 10));
    expect(first.statusCode, first.body).toBe(201);
    const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${first.json().data._id}/status`, headers: reader.auth, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await offer(reader)).toEqual({ percent: 10, eligible: true });
    expect((await order(reader, memberOrder(book, 1, 10))).statusCode).toBe(201);
  });

  it('two first orders of one account at once: one takes the discount, the other is refused', async () => {
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const answers = await Promise.all([order(reader, memberOrder(book, 1, 10)), order(reader, memberOrder(book, 3, 10))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await ordersOf(reader)).toHaveLength(1);
  });

  it("stands beside a promo code's discount: both lines, the total as the shared pricing gives it", async () => {
    const code = await ctx.app.inject({ method: 'POST', url: '/api/promotions', headers: admin.auth, payload: { code: 'WELCOME25', kind: 'percent', percent: 25, currency: 'USD' } });
    expect(code.statusCode, code.body).toBe(201);
    const reader = await createSignedInUser(ctx.app, ctx.db);
    const terms: PromoTerms = { kind: 'percent', percent: 25 };
    // Three copies, $60.00: $6.00 for the new member and $15.00 for the code; $39.00 pays delivery and 8% tax ($3.12).
    const res = await order(reader, memberOrder(book, 3, 10, { promoCode: 'welcome25', terms }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ subtotal: 60, memberDiscount: 6, discount: 15, promoCode: 'WELCOME25', shippingCost: 5.99, tax: 3.12, totalPrice: 48.11 });
  });

  it('turned off, registration-era accounts are offered nothing and an order asking for it is refused', async () => {
    expect((await setPercent(0)).statusCode).toBe(200);
    const reader = await createSignedInUser(ctx.app, ctx.db);
    expect(await offer(reader)).toEqual({ percent: 0, eligible: false });
    expect((await order(reader, memberOrder(book, 1, 10))).statusCode).toBe(409);
    expect((await order(reader, memberOrder(book, 1, 0))).statusCode).toBe(201);
  });
});

describe('NEW_MEMBER_DISCOUNT_PERCENT', () => {
  it("starts a demo shop at 10% (SPEC's claim), any other at 0, and refuses what Settings would refuse", () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).newMemberDiscountPercent).toBe(10);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://127.0.0.1/shop' }).newMemberDiscountPercent).toBe(0);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), NEW_MEMBER_DISCOUNT_PERCENT: '15' }).newMemberDiscountPercent).toBe(15);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), NEW_MEMBER_DISCOUNT_PERCENT: '60' })).toThrow(/at most 50/);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), NEW_MEMBER_DISCOUNT_PERCENT: 'ten' })).toThrow(/NEW_MEMBER_DISCOUNT_PERCENT/);
  });
});
