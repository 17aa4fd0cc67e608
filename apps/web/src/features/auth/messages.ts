import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/auth.json';

/** The 'auth' texts load with this lazily loaded feature, not with a shopper's first page. */
registerMessages('auth', messages, 'auth', () => import('../../i18n/bn/auth.json'));
