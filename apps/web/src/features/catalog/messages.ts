import { registerMessages } from '../../lib/i18n';

/** The listing's texts load with the listing. */
registerMessages(
  'storefront',
  () => import('../../i18n/en/storefront-catalog.json'),
  'storefront-catalog',
  () => import('../../i18n/bn/storefront-catalog.json'),
);
