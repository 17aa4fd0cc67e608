import { registerMessages } from '../../lib/i18n';

/** The footer's texts load with the footer, when the shopper scrolls near it. */
registerMessages(
  'storefront',
  () => import('../../i18n/en/storefront-footer.json'),
  'storefront-footer',
  () => import('../../i18n/bn/storefront-footer.json'),
);
