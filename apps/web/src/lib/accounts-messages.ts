import { registerMessages } from './i18n';

/** The texts of what an account keeps (wishlist, cart, addresses): loaded for signed-in readers, never on a shopper's first page. */
registerMessages(
  'accounts',
  () => import('../i18n/en/accounts.json'),
  'accounts',
  () => import('../i18n/bn/accounts.json'),
);
