import { registerMessages } from '../../lib/i18n';

/** The book page's texts load with the book page. */
registerMessages(
  'storefront',
  () => import('../../i18n/en/storefront-detail.json'),
  'storefront-detail',
  () => import('../../i18n/bn/storefront-detail.json'),
);
