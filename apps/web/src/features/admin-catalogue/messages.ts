import { registerMessages } from '../../lib/i18n';

/** The catalogue page's texts (categories, publishers, series): a part of their own, loaded with the (lazy) page. */
registerMessages(
  'catalogue-admin',
  () => import('../../i18n/en/catalogue-admin.json'),
  'catalogue-admin',
  () => import('../../i18n/bn/catalogue-admin.json'),
);
