import { registerMessages } from '../../lib/i18n';

/** The home page's texts load with the home page, not with every shopper's first page. */
registerMessages(
  'storefront',
  () => import('../../i18n/en/storefront-home.json'),
  'storefront-home',
  () => import('../../i18n/bn/storefront-home.json'),
);
