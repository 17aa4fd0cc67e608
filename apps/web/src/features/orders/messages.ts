import { registerMessages } from '../../lib/i18n';

/** The 'orders' texts load with this lazily loaded feature, not with a shopper's first page. */
registerMessages(
  'orders',
  () => import('../../i18n/en/orders.json'),
  'orders',
  () => import('../../i18n/bn/orders.json'),
);
