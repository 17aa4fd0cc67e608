import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/storefront-detail.json';

/** The book page's texts load with the book page. */
registerMessages('storefront', messages, 'storefront-detail', () => import('../../i18n/bn/storefront-detail.json'));
