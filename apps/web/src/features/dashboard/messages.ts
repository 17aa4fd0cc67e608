import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/dashboard.json';

/** The 'dashboard' texts load with this lazily loaded feature, not with a shopper's first page. */
registerMessages('dashboard', messages, 'dashboard', () => import('../../i18n/bn/dashboard.json'));
