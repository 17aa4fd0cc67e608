/**
 * The one function that prices a cart, in integer minor units (cents, paisa) of the shop's currency. The rules come from
 * the shop's settings (module `settings`); SPEC_PRICING is SPEC §9's: $5.99 delivery, free over $50, tax 8% of the subtotal.
 */
export interface PricingRules {
  /** The delivery charge of the zone the address falls in. */
  deliveryChargeMinor: number;
  /** Delivery is free when the subtotal is strictly over this; null: never free. */
  freeDeliveryOverMinor: number | null;
  /** Percent of the subtotal, up to two decimals; 0: no tax line anywhere. */
  taxPercent: number;
}

export const SPEC_PRICING: PricingRules = { deliveryChargeMinor: 599, freeDeliveryOverMinor: 5000, taxPercent: 8 };
/** SPEC §9's constants, kept for its tests and the original client's arithmetic. */
export const FREE_SHIPPING_OVER_CENTS = 5000;
export const SHIPPING_CENTS = 599;
export const TAX_RATE = 0.08;

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  /** Whether a promo code's discount applies to the line (the code's books, categories, publishers); true when unset. */
  promoEligible?: boolean;
}

/** What a promo code takes off (issue 35): a percent of its books, an amount off them, or the delivery charge. */
export type PromoTerms = { kind: 'percent'; percent: number } | { kind: 'amount'; amountMinor: number } | { kind: 'free_delivery' };

export interface CheckoutTotals {
  subtotalCents: number;
  /** What a promo code took off the books (0 without one; a free-delivery code shows as shipping 0 instead). */
  discountCents: number;
  /** What the new member's discount took off a first order's books (0 without it). */
  memberDiscountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export function shippingFor(subtotalCents: number, rules: PricingRules = SPEC_PRICING): number {
  return rules.freeDeliveryOverMinor !== null && subtotalCents > rules.freeDeliveryOverMinor ? 0 : rules.deliveryChargeMinor;
}

/** How much more the cart needs for free delivery (0 when it already has it), or null when the shop never delivers free. */
export function moreForFreeDelivery(subtotalCents: number, rules: PricingRules = SPEC_PRICING): number | null {
  if (rules.freeDeliveryOverMinor === null) return null;
  return Math.max(0, rules.freeDeliveryOverMinor + 1 - subtotalCents);
}

/** Tax in minor units, rounded half up: taxPercent has at most two decimals, so the product is exact in integers. */
export function taxFor(subtotalCents: number, taxPercent: number): number {
  const basisPoints = Math.round(taxPercent * 100);
  return Math.floor((subtotalCents * basisPoints + 5000) / 10000);
}

/**
 * The one function that prices a cart: the browser shows it, the server charges it. `memberPercent`: the new member's
 * discount on a first order (issue 35), a percent of every book's price, rounded half up to the minor unit; a promo
 * code's discount comes beside it, and the two never take off more than the books cost.
 */
export function computeCheckoutTotals(lines: readonly PricedLine[], rules: PricingRules = SPEC_PRICING, promo?: PromoTerms, memberPercent = 0): CheckoutTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const memberDiscountCents = memberPercent > 0 ? Math.min(subtotalCents, Math.floor((subtotalCents * memberPercent + 50) / 100)) : 0;
  const discountCents = promo ? Math.min(subtotalCents - memberDiscountCents, promoDiscountFor(lines, promo)) : 0;
  // Delivery's threshold and the tax go by what the books cost after the discounts: the reader pays that for them.
  const booksCents = subtotalCents - memberDiscountCents - discountCents;
  const shippingCents = promo?.kind === 'free_delivery' ? 0 : shippingFor(booksCents, rules);
  const taxCents = taxFor(booksCents, rules.taxPercent);
  return { subtotalCents, discountCents, memberDiscountCents, shippingCents, taxCents, totalCents: booksCents + shippingCents + taxCents };
}

/**
 * What a code takes off the lines it applies to: a percent of their subtotal rounded half up to the minor unit, or an
 * amount, never more than those lines cost. A free-delivery code takes nothing off the books.
 */
export function promoDiscountFor(lines: readonly PricedLine[], promo: PromoTerms): number {
  const eligibleCents = lines.reduce((sum, line) => sum + (line.promoEligible === false ? 0 : line.unitPriceCents * line.quantity), 0);
  switch (promo.kind) {
    case 'percent':
      return Math.min(eligibleCents, Math.floor((eligibleCents * promo.percent + 50) / 100));
    case 'amount':
      return Math.min(eligibleCents, promo.amountMinor);
    case 'free_delivery':
      return 0;
  }
}
