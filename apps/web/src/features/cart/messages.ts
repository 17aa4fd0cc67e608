import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/cart.json';

/** The 'cart' texts load with the cart and checkout pages, not with a shopper's first page. */
registerMessages('cart', messages, 'cart', () => import('../../i18n/bn/cart.json'));
