import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/storefront-catalog.json';

/** The listing's texts load with the listing. */
registerMessages('storefront', messages, 'storefront-catalog', () => import('../../i18n/bn/storefront-catalog.json'));
