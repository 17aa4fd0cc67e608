import { registerMessages } from '../../lib/i18n';

/** The sales page's texts: a part of their own, loaded with the (lazy) page, in the page's language only. */
registerMessages(
  'sales',
  () => import('../../i18n/en/sales.json'),
  'sales',
  () => import('../../i18n/bn/sales.json'),
);
