import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/storefront-content.json';

/** About, Contact and Blogs texts load with those pages. */
registerMessages('storefront', messages, 'storefront-content', () => import('../../i18n/bn/storefront-content.json'));
