import { registerMessages } from './i18n';
import messages from '../i18n/en/storefront-contact-form.json';

/** The contact form's texts (home and Contact page) load with the form. */
registerMessages('storefront', messages, 'storefront-contact-form', () => import('../i18n/bn/storefront-contact-form.json'));
