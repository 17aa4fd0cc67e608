import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/checkout.json';

/** The 'checkout' texts load with this lazily loaded feature, not with a shopper's first page. */
registerMessages('checkout', messages, 'checkout', () => import('../../i18n/bn/checkout.json'));
