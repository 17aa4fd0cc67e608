// Types only from the settings' schemas, and money from its zod-free module: a value of the schemas' module would bring
// zod into every storefront page's first load (decision 032).
import { formatMinorIn, type PublicSettings } from '@boipoka/shared';
import { formatInteger } from './format';
import type { Locale } from './i18n';

/** What the shop offers, from its settings (GET /api/settings, `useShopSettings`): never a promise written in code. */

// The header shows the shop's name on every page: the helper lives with the settings' query, in the first load.
export { inLanguage } from './shop-settings';

/** '৳1,500' (Bangla '৳১,৫০০'): the order value over which delivery is free; null when it never is. */
export function freeDeliveryThreshold(settings: PublicSettings | undefined, locale: Locale): string | null {
  const over = settings?.freeDeliveryOver;
  return over ? formatMinorIn(over.amountMinor, over.currency, locale) : null;
}

/** The fastest to the slowest promise of the delivery zones, in days, in the page's digits: '1–5' (Bangla '১–৫'), or '3'. */
export function deliveryDays(settings: PublicSettings, locale: Locale): string {
  const min = Math.min(...settings.zones.map((zone) => zone.days.min));
  const max = Math.max(...settings.zones.map((zone) => zone.days.max));
  return min === max ? formatInteger(max, locale) : `${formatInteger(min, locale)}–${formatInteger(max, locale)}`;
}
