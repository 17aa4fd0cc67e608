import { registerMessages } from '../../lib/i18n';

/** The 'dashboard' texts load with this lazily loaded feature, not with a shopper's first page. */
registerMessages(
  'dashboard',
  () => import('../../i18n/en/dashboard.json'),
  'dashboard',
  () => import('../../i18n/bn/dashboard.json'),
);
