import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/orders.json';

/** The 'orders' texts load with this lazily loaded feature, not with a shopper's first page. */
registerMessages('orders', messages, 'orders', () => import('../../i18n/bn/orders.json'));
