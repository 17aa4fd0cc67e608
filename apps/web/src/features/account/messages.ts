import { registerMessages } from '../../lib/i18n';

/** The 'account' texts load with this lazily loaded feature, not with a shopper's first page. */
registerMessages(
  'account',
  () => import('../../i18n/en/account.json'),
  'account',
  () => import('../../i18n/bn/account.json'),
);
