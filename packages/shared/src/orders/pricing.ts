/** Checkout rules (SPEC §9), all in integer cents: free shipping when the subtotal is over $50, else $5.99; tax 8% of the subtotal. */
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

export function shippingFor(subtotalCents: number): number {
  return subtotalCents > FREE_SHIPPING_OVER_CENTS ? 0 : SHIPPING_CENTS;
}

/** The one function that prices a cart: the browser shows it, the server charges it. */
export function computeCheckoutTotals(lines: readonly PricedLine[]): CheckoutTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const shippingCents = shippingFor(subtotalCents);
  const taxCents = Math.round(subtotalCents * TAX_RATE);
  return { subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}
