import { describe, expect, it } from 'vitest';
import { computeCheckoutTotals, shippingFor } from './pricing';
import { fromCents, hasAtMostTwoDecimals, toCents } from '../common/money';

describe('pricing (cents)', () => {
  it('charges shipping up to and including $50, free above', () => {
    expect(shippingFor(5000)).toBe(599);
    expect(shippingFor(5001)).toBe(0);
    expect(shippingFor(0)).toBe(599);
  });

  it('adds 8% tax on the subtotal, rounded to the cent', () => {
    expect(computeCheckoutTotals([{ unitPriceCents: 1099, quantity: 2 }])).toEqual({ subtotalCents: 2198, shippingCents: 599, taxCents: 176, totalCents: 2973 });
    // 8% of 5000 = 400 exactly; 8% of 1 = 0.08 rounds to 0; 8% of 7 = 0.56 rounds to 1
    expect(computeCheckoutTotals([{ unitPriceCents: 5000, quantity: 1 }]).totalCents).toBe(5000 + 599 + 400);
    expect(computeCheckoutTotals([{ unitPriceCents: 1, quantity: 1 }]).taxCents).toBe(0);
    expect(computeCheckoutTotals([{ unitPriceCents: 7, quantity: 1 }]).taxCents).toBe(1);
  });

  it('sums several lines and crosses the free-shipping edge', () => {
    const totals = computeCheckoutTotals([
      { unitPriceCents: 2500, quantity: 1 },
      { unitPriceCents: 2501, quantity: 1 },
    ]);
    expect(totals).toEqual({ subtotalCents: 5001, shippingCents: 0, taxCents: 400, totalCents: 5401 });
    expect(computeCheckoutTotals([])).toEqual({ subtotalCents: 0, shippingCents: 599, taxCents: 0, totalCents: 599 });
  });

  it('converts dollars and cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(2973)).toBe(29.73);
    expect(hasAtMostTwoDecimals(1.1)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});
