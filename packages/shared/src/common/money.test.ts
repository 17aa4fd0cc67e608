import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCheckoutTotals } from '../orders/pricing';
import { roundHalfUpToCents, toCents } from './money';

describe('roundHalfUpToCents', () => {
  it.each([
    [21.6392, 2164],
    [21.64, 2164],
    [21.645, 2165],
    [1.005, 101],
    [0.125, 13],
    [0.124999, 12],
    [27.5792, 2758],
    [0, 0],
    [1e-7, 0],
    [0.005, 1],
    [123456.785, 12345679],
  ])('%s → %s cents', (dollars, cents) => {
    expect(roundHalfUpToCents(dollars)).toBe(cents);
  });

  it('is null for what is not a number', () => {
    expect(roundHalfUpToCents(Number.NaN)).toBeNull();
    expect(roundHalfUpToCents(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('agrees with toCents on every amount that already has two decimals', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => roundHalfUpToCents(cents / 100) === toCents(cents / 100)));
  });

  it("rounds the original client's floating-point totals to the server's own total for every seeded price × quantity", () => {
    // The client of SPEC §7 computes total = subtotal + shipping + subtotal × 0.08 in floating point and sends it as is.
    const prices = [
      12.99, 9.99, 14.5, 8.99, 9.49, 7.99, 15.99, 6.99, 7.49, 11.99, 13.99, 16.99, 8.49, 10.99, 6.49, 14.99, 16.5, 12.49, 11.49, 24.99, 4.99, 19.99, 34.99, 21.49, 18.99, 13.49, 17.99, 29.99, 22.99,
      19.49,
    ];
    let inexact = 0;
    for (const price of prices) {
      for (let quantity = 1; quantity <= 10; quantity++) {
        const subtotal = price * quantity;
        const clientTotal = subtotal + (subtotal > 50 ? 0 : 5.99) + subtotal * 0.08;
        const server = computeCheckoutTotals([{ unitPriceCents: toCents(price), quantity }]);
        if (clientTotal * 100 !== Math.round(clientTotal * 100)) inexact++;
        expect(roundHalfUpToCents(clientTotal), `${price} × ${quantity}: client sent ${clientTotal}`).toBe(server.totalCents);
      }
    }
    // Nearly every one of them has more than two decimals: the case the original client is in.
    expect(inexact).toBeGreaterThan(prices.length * 5);
  });
});
