import { describe, expect, it } from 'vitest';
import { defaultSettings } from './default-settings';
import { pricingRulesFor, shopSettingsSchema, zoneFor } from './settings-schemas';
import { computeCheckoutTotals, moreForFreeDelivery, SPEC_PRICING, taxFor } from '../orders/pricing';
import { formatMinorIn } from '../common/money';

const issuesOf = (value: unknown) => {
  const result = shopSettingsSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('shop settings', () => {
  it('starts a dollar shop with SPEC §9 rules and a Taka shop with three zones', () => {
    const usd = defaultSettings('USD');
    expect(issuesOf(usd)).toEqual([]);
    expect(pricingRulesFor(usd, { district: 'Sylhet' })).toMatchObject({ deliveryChargeMinor: 599, freeDeliveryOverMinor: 5000, taxPercent: 8 });
    const bdt = defaultSettings('BDT');
    expect(issuesOf(bdt)).toEqual([]);
    expect(zoneFor(bdt.zones, { district: 'Dhaka', upazila: 'dhaka/dhanmondi' }).id).toBe('inside-dhaka');
    expect(zoneFor(bdt.zones, { district: 'Dhaka', upazila: 'dhaka/savar' }).id).toBe('dhaka-suburbs');
    expect(zoneFor(bdt.zones, { district: 'গাজীপুর' }).id).toBe('dhaka-suburbs');
    expect(zoneFor(bdt.zones, { district: 'Sylhet', upazila: 'sylhet/sylhet-sadar' }).id).toBe('outside-dhaka');
    expect(zoneFor(bdt.zones, { district: 'Somewhere free text' }).id).toBe('outside-dhaka');
  });

  it('refuses a charge or threshold in another currency, negative charges, unknown districts and a day closing before it opens', () => {
    const bdt = defaultSettings('BDT');
    expect(issuesOf({ ...bdt, freeDeliveryOver: { amountMinor: 5000, currency: 'USD' } })).toEqual(['freeDeliveryOver.currency: The free-delivery threshold must be in BDT']);
    expect(issuesOf({ ...bdt, zones: [{ ...bdt.zones[0], charge: { amountMinor: -1, currency: 'BDT' } }, bdt.zones[2]] })).toEqual(['zones.0.charge.amountMinor: Amount cannot be negative']);
    expect(issuesOf({ ...bdt, zones: [{ ...bdt.zones[0], districts: ['Atlantis'] }, bdt.zones[2]] })).toEqual(['zones.0.districts: Unknown district: Atlantis']);
    expect(issuesOf({ ...bdt, shop: { ...bdt.shop, hours: { ...bdt.shop.hours, mon: { open: '18:00', close: '09:00' } } } })).toEqual(['shop.hours.mon.close: Closing must be after opening']);
    expect(issuesOf({ ...bdt, zones: [bdt.zones[0]] })).toEqual(['zones: Exactly one zone must take every address no other zone takes']);
    expect(issuesOf({ ...bdt, taxPercent: 7.125 })).toEqual(['taxPercent: Tax rate has at most two decimals']);
  });

  it('prices by the zone, free over the threshold, with no tax when the rate is 0', () => {
    const bdt = defaultSettings('BDT');
    const dhaka = pricingRulesFor(bdt, { district: 'Dhaka', upazila: 'dhaka/dhanmondi' });
    expect(computeCheckoutTotals([{ unitPriceCents: 35000, quantity: 1 }], dhaka)).toEqual({
      subtotalCents: 35000,
      discountCents: 0,
      memberDiscountCents: 0,
      shippingCents: 6000,
      taxCents: 0,
      totalCents: 41000,
    });
    const sylhet = pricingRulesFor(bdt, { district: 'Sylhet' });
    expect(computeCheckoutTotals([{ unitPriceCents: 35000, quantity: 1 }], sylhet).totalCents).toBe(47000);
    expect(computeCheckoutTotals([{ unitPriceCents: 50000, quantity: 3 }], sylhet).shippingCents).toBe(12000);
    expect(computeCheckoutTotals([{ unitPriceCents: 50001, quantity: 3 }], sylhet).shippingCents).toBe(0);
    expect(moreForFreeDelivery(135001, sylhet)).toBe(15000);
    expect(formatMinorIn(moreForFreeDelivery(135001, sylhet)!, 'BDT', 'bn')).toBe('৳১৫০');
    expect(taxFor(1099 * 2, SPEC_PRICING.taxPercent)).toBe(176);
  });
});
