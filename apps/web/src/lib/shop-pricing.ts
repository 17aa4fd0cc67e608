// Values from zod-free shared modules only (pricing, delivery-zones): the cart is a storefront page (decision 032).
import { computeCheckoutTotals, pricingRulesFor, SPEC_PRICING, toCents, type CheckoutTotals, type DeliveryZone, type PricingRules, type PromoTerms, type PublicSettings } from '@boipoka/shared';
import { useShopSettings } from './shop-settings';

/** Where an order goes, as the checkout's form has it: the server finds the zone by the same two fields. */
export interface DeliveryPlace {
  district?: string | null;
  upazila?: string | null;
}

/** A line priced as the server prices it: the book's price in major units of the shop's currency. */
export interface PricedLine {
  /** Which book: a promo code may be for some of the cart's books only. */
  bookId?: string;
  price: number;
  quantity: number;
}

/** A promo code the server said applies (POST /api/promotions/check): its terms and the books they are for. */
export interface AppliedPromo {
  code: string;
  terms: PromoTerms;
  eligibleBookIds: readonly string[];
}

export interface ShopPricing {
  /** The rules of the address's zone, or of the cheapest zone when no address is known yet (the cart). */
  rules: PricingRules;
  /** The zone of the address; undefined before an address is chosen. */
  zone?: DeliveryZone;
  /** Every zone's charge, lowest first, when they differ and no address is known: the cart shows the range. */
  chargeRange?: { min: number; max: number };
}

/**
 * The shop's pricing for a place, from its settings (GET /api/settings): exactly the rules the server will charge by
 * (orders-service: the zone of `district ?? city` and `upazila`). Without settings yet, SPEC's rules.
 */
export function shopPricing(settings: PublicSettings | undefined, place?: DeliveryPlace): ShopPricing {
  if (!settings?.zones?.length) return { rules: SPEC_PRICING };
  if (place && (place.district || place.upazila)) {
    const { zone, ...rules } = pricingRulesFor(settings, place);
    return { rules, zone };
  }
  const charges = settings.zones.map((zone) => zone.charge.amountMinor).sort((a, b) => a - b);
  const min = charges[0] ?? 0;
  const max = charges[charges.length - 1] ?? 0;
  const rules: PricingRules = { deliveryChargeMinor: min, freeDeliveryOverMinor: settings.freeDeliveryOver?.amountMinor ?? null, taxPercent: settings.taxPercent };
  if (settings.zones.length === 1) return { rules, zone: settings.zones[0] };
  return min === max ? { rules } : { rules, chargeRange: { min, max } };
}

export function useShopPricing(place?: DeliveryPlace): ShopPricing {
  return shopPricing(useShopSettings(), place);
}

/**
 * The one place the shop totals lines: the shared rule, in minor units, exactly as the server charges it (with a code's
 * terms, and the new member's percent on a first order).
 */
export function orderTotals(lines: readonly PricedLine[], rules: PricingRules = SPEC_PRICING, promo?: AppliedPromo, memberPercent = 0): CheckoutTotals {
  return computeCheckoutTotals(
    lines.map((line) => ({
      unitPriceCents: toCents(line.price),
      quantity: line.quantity,
      promoEligible: !promo || (line.bookId !== undefined && promo.eligibleBookIds.includes(line.bookId)),
    })),
    rules,
    promo?.terms,
    memberPercent,
  );
}
