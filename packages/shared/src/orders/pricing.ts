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
}

export interface CheckoutTotals {
  subtotalCents: number;
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

/** The one function that prices a cart: the browser shows it, the server charges it. */
export function computeCheckoutTotals(lines: readonly PricedLine[], rules: PricingRules = SPEC_PRICING): CheckoutTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const shippingCents = shippingFor(subtotalCents, rules);
  const taxCents = taxFor(subtotalCents, rules.taxPercent);
  return { subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}
