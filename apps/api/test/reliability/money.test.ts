/**
 * Money property: for random carts the total the web app shows (computeCheckoutTotals on the dollar prices the API
 * returns, as apps/web/src/features/checkout does) is exactly what the server charges; a total one cent off is
 * refused with 409 and places nothing.
 */
import { computeCheckoutTotals, fromCents, toCents } from '@boipoka/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createBook, createUser, SHIPPING, signIn } from '../factories';
import { useTestApp } from '../test-app';
import { rowsOf } from './support';

const ctx = useTestApp();
const RUNS = Number(process.env.MONEY_RUNS) || 80;
let carts = 0;
let refusedOffByOne = 0;
afterAll(() => console.log(`money: ${carts} random carts charged exactly the client's total; ${refusedOffByOne} totals one cent off refused with 409`));

const line = fc.record({ priceCents: fc.integer({ min: 1, max: 99_999 }), quantity: fc.integer({ min: 1, max: 10 }) });

describe('client total = server charge', () => {
  it('random carts of 1-5 lines, prices 0.01-999.99, quantities 1-10', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 5 }), fc.constantFrom(-1, 1), async (lines, offBy) => {
        const books = await Promise.all(lines.map((l) => createBook(ctx.db, { priceCents: l.priceCents, quantity: 1_000 })));
        // What the web app does: read the dollar price from the API, price the cart with the shared function.
        const shown = await Promise.all(books.map(async (b) => (await ctx.app.inject({ method: 'GET', url: `/api/books/${b.id}` })).json().data.price as number));
        const totals = computeCheckoutTotals(lines.map((l, i) => ({ unitPriceCents: toCents(shown[i]!), quantity: l.quantity })));
        const payload = { books: books.map((b, i) => ({ book: b.id, quantity: lines[i]!.quantity })), shippingDetails: SHIPPING, paymentMethod: 'cod', totalAmount: fromCents(totals.totalCents) };

        const [{ n: ordersBefore }] = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from orders`);
        const wrong = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: session.auth, payload: { ...payload, totalAmount: fromCents(totals.totalCents + offBy) } });
        expect(wrong.statusCode, wrong.body).toBe(409);
        const [{ n: ordersAfter }] = await rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from orders`);
        expect(ordersAfter).toBe(ordersBefore);
        refusedOffByOne++;

        const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: session.auth, payload });
        expect(res.statusCode, res.body).toBe(201);
        const order = res.json().data;
        expect(order.totalPrice).toBe(payload.totalAmount);
        expect(toCents(order.subtotal) + toCents(order.shippingCost) + toCents(order.tax)).toBe(totals.totalCents);
        const [stored] = await rowsOf<{ total_cents: number }>(ctx.db, sql`select total_cents from orders where id = ${order._id}`);
        expect(stored!.total_cents).toBe(totals.totalCents);
        carts++;
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('the free-shipping edge: a $50.00 subtotal pays shipping, $50.01 does not', async () => {
    const session = await signIn(ctx.app, await createUser(ctx.db));
    for (const [priceCents, shippingCents] of [
      [5000, 599],
      [5001, 0],
    ] as const) {
      const book = await createBook(ctx.db, { priceCents, quantity: 10 });
      const totals = computeCheckoutTotals([{ unitPriceCents: priceCents, quantity: 1 }]);
      expect(totals.shippingCents).toBe(shippingCents);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: session.auth,
        payload: { books: [{ book: book.id, quantity: 1 }], shippingDetails: SHIPPING, paymentMethod: 'cod', totalAmount: fromCents(totals.totalCents) },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.shippingCost).toBe(fromCents(shippingCents));
    }
  });
});
