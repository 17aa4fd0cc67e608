import { registerMessages } from './i18n';

/**
 * The 'admin' namespace (Add Book, Book Management, User Management, Order Dashboard). Registered by the lazily
 * loaded admin pages, so a shopper never downloads these texts.
 */
registerMessages(
  'admin',
  () => import('../i18n/en/admin.json'),
  'admin',
  () => import('../i18n/bn/admin.json'),
);

export const ADMIN_NAMESPACE = 'admin';
