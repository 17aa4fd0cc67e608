import { registerMessages } from '../../lib/i18n';

/** The 'auth' texts load with this lazily loaded feature, not with a shopper's first page. */
registerMessages(
  'auth',
  () => import('../../i18n/en/auth.json'),
  'auth',
  () => import('../../i18n/bn/auth.json'),
);
