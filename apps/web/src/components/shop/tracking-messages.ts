import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/tracking.json';

/** The texts of an order's page (timeline, totals, payment, delivery window), shared by the customer's and the admin's. */
registerMessages('tracking', messages, 'tracking', () => import('../../i18n/bn/tracking.json'));
