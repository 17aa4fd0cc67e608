import { registerMessages } from '../../lib/i18n';

/** The category, publisher and series pages' texts (and the book page's links to them) load with them. */
registerMessages(
  'storefront',
  () => import('../../i18n/en/storefront-shelves.json'),
  'storefront-shelves',
  () => import('../../i18n/bn/storefront-shelves.json'),
);
