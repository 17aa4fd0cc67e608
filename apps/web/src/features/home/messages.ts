import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/storefront-home.json';

/** The home page's texts load with the home page, not with every shopper's first page. */
registerMessages('storefront', messages, 'storefront-home', () => import('../../i18n/bn/storefront-home.json'));
