import { registerMessages } from '../../lib/i18n';

/** The author page's texts (and 'More by this author' on the book page) load with them. */
registerMessages(
  'storefront',
  () => import('../../i18n/en/storefront-authors.json'),
  'storefront-authors',
  () => import('../../i18n/bn/storefront-authors.json'),
);
