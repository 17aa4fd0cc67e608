import { registerMessages } from '../../lib/i18n';

/** The 'cart' texts load with the cart and checkout pages, not with a shopper's first page. */
registerMessages(
  'cart',
  () => import('../../i18n/en/cart.json'),
  'cart',
  () => import('../../i18n/bn/cart.json'),
);
