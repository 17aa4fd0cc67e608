import { registerMessages } from '../../lib/i18n';

/** The 'checkout' texts load with this lazily loaded feature, not with a shopper's first page. */
registerMessages(
  'checkout',
  () => import('../../i18n/en/checkout.json'),
  'checkout',
  () => import('../../i18n/bn/checkout.json'),
);
