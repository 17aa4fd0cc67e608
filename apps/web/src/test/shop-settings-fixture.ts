import { defaultSettings, type Currency, type PublicSettings } from '@boipoka/shared';

/** What GET /api/settings answers for a new shop in `currency` (SPEC's dollar shop by default), changed by `overrides`. */
export function publicSettings(currency: Currency = 'USD', overrides: Partial<PublicSettings> = {}): PublicSettings {
  const { pages: _pages, ...settings } = defaultSettings(currency);
  return { ...settings, ...overrides };
}

/** A Taka shop with its contact details filled in, as an owner would set them. */
export function takaShop(overrides: Partial<PublicSettings> = {}): PublicSettings {
  const base = publicSettings('BDT');
  return {
    ...base,
    shop: { ...base.shop, address: { en: 'House 12, Road 7, Dhanmondi\nDhaka 1205', bn: 'বাড়ি ১২, রোড ৭, ধানমন্ডি\nঢাকা ১২০৫' }, phones: ['01712345678'], email: 'hello@boipoka.test' },
    ...overrides,
  };
}
