import { registerMessages } from './i18n';

/** The contact form's texts (home and Contact page) load with the form. */
registerMessages(
  'storefront',
  () => import('../i18n/en/storefront-contact-form.json'),
  'storefront-contact-form',
  () => import('../i18n/bn/storefront-contact-form.json'),
);
