import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/notifications.json';

/** The bell's texts load with the bell (signed-in pages only), never with a shopper's first page. */
registerMessages('notifications', messages, 'notifications', () => import('../../i18n/bn/notifications.json'));
