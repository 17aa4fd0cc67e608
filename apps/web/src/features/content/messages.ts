import { registerMessages } from '../../lib/i18n';

/** About, Contact and Blogs texts load with those pages. */
registerMessages(
  'storefront',
  () => import('../../i18n/en/storefront-content.json'),
  'storefront-content',
  () => import('../../i18n/bn/storefront-content.json'),
);
