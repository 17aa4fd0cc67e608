import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeCheckoutTotals, promoDiscountFor, shippingFor, SPEC_PRICING, taxFor, type PricingRules } from './pricing';
import { fromCents, hasAtMostTwoDecimals, toCents } from '../common/money';

describe('pricing (cents)', () => {
  it('charges shipping up to and including $50, free above', () => {
    expect(shippingFor(5000)).toBe(599);
    expect(shippingFor(5001)).toBe(0);
    expect(shippingFor(0)).toBe(599);
  });

  it('adds 8% tax on the subtotal, rounded to the cent', () => {
    expect(computeCheckoutTotals([{ unitPriceCents: 1099, quantity: 2 }])).toEqual({
      subtotalCents: 2198,
      discountCents: 0,
      memberDiscountCents: 0,
      shippingCents: 599,
      taxCents: 176,
      totalCents: 2973,
    });
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
    expect(totals).toEqual({ subtotalCents: 5001, discountCents: 0, memberDiscountCents: 0, shippingCents: 0, taxCents: 400, totalCents: 5401 });
    expect(computeCheckoutTotals([])).toEqual({ subtotalCents: 0, discountCents: 0, memberDiscountCents: 0, shippingCents: 599, taxCents: 0, totalCents: 599 });
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

describe('pricing with a promo code (issue 35)', () => {
  const TAKA: PricingRules = { deliveryChargeMinor: 6000, freeDeliveryOverMinor: 100_000, taxPercent: 0 };

  it('takes a percent off the books the code is for, rounded half up to the paisa', () => {
    const lines = [
      { unitPriceCents: 35_000, quantity: 2 },
      { unitPriceCents: 19_950, quantity: 1, promoEligible: false },
    ];
    expect(computeCheckoutTotals(lines, TAKA, { kind: 'percent', percent: 25 })).toEqual({
      subtotalCents: 89_950,
      discountCents: 17_500,
      memberDiscountCents: 0,
      shippingCents: 6_000,
      taxCents: 0,
      totalCents: 89_950 - 17_500 + 6_000,
    });
    // 10% of 3.33 is 0.333: 33 cents; 10% of 0.05 is half a cent: rounded up to 1.
    expect(promoDiscountFor([{ unitPriceCents: 333, quantity: 1 }], { kind: 'percent', percent: 10 })).toBe(33);
    expect(promoDiscountFor([{ unitPriceCents: 5, quantity: 1 }], { kind: 'percent', percent: 10 })).toBe(1);
  });

  it('takes an amount off, never more than the books it is for cost', () => {
    expect(promoDiscountFor([{ unitPriceCents: 30_000, quantity: 1 }], { kind: 'amount', amountMinor: 10_000 })).toBe(10_000);
    expect(
      promoDiscountFor(
        [
          { unitPriceCents: 30_000, quantity: 1, promoEligible: false },
          { unitPriceCents: 4_000, quantity: 1 },
        ],
        { kind: 'amount', amountMinor: 10_000 },
      ),
    ).toBe(4_000);
  });

  it('a free-delivery code takes the delivery charge, not the books', () => {
    expect(computeCheckoutTotals([{ unitPriceCents: 30_000, quantity: 1 }], TAKA, { kind: 'free_delivery' })).toEqual({
      subtotalCents: 30_000,
      discountCents: 0,
      memberDiscountCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 30_000,
    });
  });

  it('free delivery and tax go by what the books cost after the discount', () => {
    // $60 of books, 20% off: $48 of books pays delivery ($5.99) and 8% tax of $48.
    const totals = computeCheckoutTotals([{ unitPriceCents: 6_000, quantity: 1 }], SPEC_PRICING, { kind: 'percent', percent: 20 });
    expect(totals).toEqual({ subtotalCents: 6_000, discountCents: 1_200, memberDiscountCents: 0, shippingCents: 599, taxCents: 384, totalCents: 4_800 + 599 + 384 });
  });

  it("the new member's percent comes off every book, beside a code's discount, and never past what the books cost", () => {
    // ৳700 of books: 10% for a new member (৳70) and 25% BOIMELA25 on them (৳175): ৳455 of books, under ৳1,000, pays ৳60.
    const totals = computeCheckoutTotals([{ unitPriceCents: 35_000, quantity: 2 }], TAKA, { kind: 'percent', percent: 25 }, 10);
    expect(totals).toEqual({ subtotalCents: 70_000, discountCents: 17_500, memberDiscountCents: 7_000, shippingCents: 6_000, taxCents: 0, totalCents: 45_500 + 6_000 });
    // An amount off bigger than what is left after the member's 50%: only what is left.
    const most = computeCheckoutTotals([{ unitPriceCents: 10_000, quantity: 1 }], TAKA, { kind: 'amount', amountMinor: 9_000 }, 50);
    expect([most.memberDiscountCents, most.discountCents, most.totalCents]).toEqual([5_000, 5_000, 6_000]);
  });

  it('over random carts, codes and rules: whole minor units, the discount within the eligible books, the total its parts', () => {
    const line = fc.record({ unitPriceCents: fc.integer({ min: 0, max: 500_000 }), quantity: fc.integer({ min: 1, max: 20 }), promoEligible: fc.option(fc.boolean(), { nil: undefined }) });
    const promo = fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('amount' as const), amountMinor: fc.integer({ min: 1, max: 1_000_000 }) }),
      fc.constant({ kind: 'free_delivery' as const }),
    );
    const rules = fc.record({
      deliveryChargeMinor: fc.integer({ min: 0, max: 20_000 }),
      freeDeliveryOverMinor: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
      taxPercent: fc.integer({ min: 0, max: 2_000 }).map((basisPoints) => basisPoints / 100),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), rules, fc.option(promo, { nil: undefined }), fc.integer({ min: 0, max: 50 }), (lines, pricing, code, member) => {
        const totals = computeCheckoutTotals(lines, pricing, code, member);
        const eligible = lines.reduce((sum, l) => sum + (l.promoEligible === false ? 0 : l.unitPriceCents * l.quantity), 0);
        for (const value of Object.values(totals)) expect(Number.isInteger(value) && value >= 0).toBe(true);
        expect(totals.discountCents).toBeLessThanOrEqual(eligible);
        if (!code || code.kind === 'free_delivery') expect(totals.discountCents).toBe(0);
        if (code?.kind === 'free_delivery') expect(totals.shippingCents).toBe(0);
        expect(totals.discountCents + totals.memberDiscountCents).toBeLessThanOrEqual(totals.subtotalCents);
        expect(totals.memberDiscountCents).toBe(Math.min(totals.subtotalCents, Math.round((totals.subtotalCents * member) / 100)));
        expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents - totals.memberDiscountCents + totals.shippingCents + totals.taxCents);
        // Without a code or the member's discount, the rules as they were before either.
        if (!code && member === 0) expect(totals.taxCents).toBe(taxFor(totals.subtotalCents, pricing.taxPercent));
      }),
      { numRuns: 500 },
    );
  });
});
