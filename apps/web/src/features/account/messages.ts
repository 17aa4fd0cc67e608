import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/account.json';

/** The 'account' texts load with this lazily loaded feature, not with a shopper's first page. */
registerMessages('account', messages, 'account', () => import('../../i18n/bn/account.json'));
