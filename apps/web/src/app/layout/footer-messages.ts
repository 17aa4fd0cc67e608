import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/storefront-footer.json';

/** The footer's texts load with the footer, when the shopper scrolls near it. */
registerMessages('storefront', messages, 'storefront-footer', () => import('../../i18n/bn/storefront-footer.json'));
