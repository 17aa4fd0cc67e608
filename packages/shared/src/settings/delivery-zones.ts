import { findDistrict } from '../orders/bangladesh';
import type { PricingRules } from '../orders/pricing';
import type { DeliveryZone, ShopSettings } from './settings-schemas';

/**
 * Which delivery zone an address falls in and the pricing rules it gets, without zod: the storefront's cart and checkout
 * price by these in the browser (decision 032 keeps zod out of first loads), the orders module on the server.
 */

/** The zone an address falls in: a zone naming its upazila, else one naming its district, else the everywhere-else zone. */
export function zoneFor(zones: readonly DeliveryZone[], address: { district?: string | null; upazila?: string | null }): DeliveryZone {
  const upazila = address.upazila?.toLowerCase();
  if (upazila) {
    const byUpazila = zones.find((z) => z.upazilas.includes(upazila));
    if (byUpazila) return byUpazila;
  }
  const district = address.district ? findDistrict(address.district)?.en : undefined;
  const byDistrict = district ? zones.find((z) => z.districts.includes(district)) : undefined;
  if (byDistrict) return byDistrict;
  return zones.find((z) => z.everywhereElse) ?? zones[0]!;
}

/** 'Cox's Bazar' → 'coxs-bazar': the first half of an upazila id. */
export function districtSlug(englishName: string): string {
  return englishName
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The pricing rules for an address under these settings. */
export function pricingRulesFor(
  settings: Pick<ShopSettings, 'zones' | 'freeDeliveryOver' | 'taxPercent'>,
  address: { district?: string | null; upazila?: string | null },
): PricingRules & { zone: DeliveryZone } {
  const zone = zoneFor(settings.zones, address);
  return { zone, deliveryChargeMinor: zone.charge.amountMinor, freeDeliveryOverMinor: settings.freeDeliveryOver?.amountMinor ?? null, taxPercent: settings.taxPercent };
}
