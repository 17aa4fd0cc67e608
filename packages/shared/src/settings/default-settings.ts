import { DEFAULT_POLICY_PAGES } from './default-pages';
import type { Currency, DeliveryZone, ShopSettings, WeeklyHours } from './settings-schemas';

/**
 * The settings a shop starts with. In dollars they are SPEC §9's rules, unchanged: one zone for every address at $5.99,
 * free delivery over $50, 8% tax. In Taka (SHOP_CURRENCY=BDT) they are what Bangladeshi bookshops commonly charge:
 * Inside Dhaka ৳60 in 1–2 days, Dhaka suburbs ৳100 in 2–3, Outside Dhaka ৳120 in 3–5, free over ৳1,500, no tax.
 * The owner changes any of it in Settings.
 */

/** The thanas of the Dhaka Metropolitan Police (Dhaka city), as upazila ids of orders/bangladesh-areas. */
export const DHAKA_CITY_THANAS: readonly string[] = [
  'adabor',
  'badda',
  'banani',
  'bangshal',
  'bhashantek',
  'bimanbandar',
  'cantonment',
  'chakbazar',
  'dakshinkhan',
  'darus-salam',
  'demra',
  'dhanmondi',
  'gendaria',
  'gulshan',
  'hatirjheel',
  'hazaribagh',
  'jatrabari',
  'kadamtali',
  'kafrul',
  'kalabagan',
  'kamrangirchar',
  'khilgaon',
  'khilkhet',
  'kotwali',
  'lalbagh',
  'mirpur',
  'mohammadpur',
  'motijheel',
  'mugda',
  'new-market',
  'pallabi',
  'paltan',
  'ramna',
  'rampura',
  'rupnagar',
  'sabujbagh',
  'shah-ali',
  'shahbagh',
  'shahjahanpur',
  'sher-e-bangla-nagar',
  'shyampur',
  'sutrapur',
  'tejgaon',
  'tejgaon-industrial-area',
  'turag',
  'uttara-east',
  'uttara-west',
  'uttarkhan',
  'vatara',
  'wari',
].map((slug) => `dhaka/${slug}`);

const ALWAYS_OPEN: WeeklyHours = {
  mon: { open: '09:00', close: '21:00' },
  tue: { open: '09:00', close: '21:00' },
  wed: { open: '09:00', close: '21:00' },
  thu: { open: '09:00', close: '21:00' },
  fri: null,
  sat: { open: '09:00', close: '21:00' },
  sun: { open: '09:00', close: '21:00' },
};

function zone(id: string, en: string, bn: string, currency: Currency, amountMinor: number, min: number, max: number, rest: Partial<DeliveryZone> = {}): DeliveryZone {
  return { id, name: { en, bn }, districts: [], upazilas: [], everywhereElse: false, charge: { amountMinor, currency }, days: { min, max }, ...rest };
}

/** A new shop's name until its owner writes theirs in Settings (the mails and pages fall back to it too). */
export const DEFAULT_SHOP_NAME = { en: 'Boipoka', bn: 'বইপোকা' } as const;

export function defaultSettings(currency: Currency, deliveryDays: { min: number; max: number } = { min: 3, max: 5 }, newMemberDiscountPercent = 0): ShopSettings {
  const common = {
    cashOnDelivery: true,
    newMemberDiscountPercent,
    shop: { name: { ...DEFAULT_SHOP_NAME }, address: { en: '', bn: '' }, phones: [], email: '', hours: ALWAYS_OPEN },
    claims: { en: '', bn: '' },
    // The policy pages start with the default texts (default-pages.ts), which the owner edits in Settings.
    pages: { terms: { ...DEFAULT_POLICY_PAGES.terms }, privacy: { ...DEFAULT_POLICY_PAGES.privacy }, returns: { ...DEFAULT_POLICY_PAGES.returns }, delivery: { ...DEFAULT_POLICY_PAGES.delivery } },
  };
  if (currency === 'USD') {
    return {
      currency,
      zones: [zone('standard', 'Standard delivery', 'সাধারণ ডেলিভারি', currency, 599, deliveryDays.min, deliveryDays.max, { everywhereElse: true })],
      freeDeliveryOver: { amountMinor: 5000, currency },
      taxPercent: 8,
      ...common,
    };
  }
  return {
    currency,
    zones: [
      zone('inside-dhaka', 'Inside Dhaka', 'ঢাকার ভেতরে', currency, 6000, 1, 2, { upazilas: [...DHAKA_CITY_THANAS] }),
      zone('dhaka-suburbs', 'Dhaka suburbs', 'ঢাকার আশপাশ', currency, 10000, 2, 3, { districts: ['Dhaka', 'Gazipur', 'Narayanganj'] }),
      zone('outside-dhaka', 'Outside Dhaka', 'ঢাকার বাইরে', currency, 12000, 3, 5, { everywhereElse: true }),
    ],
    freeDeliveryOver: { amountMinor: 150000, currency },
    taxPercent: 0,
    ...common,
  };
}
