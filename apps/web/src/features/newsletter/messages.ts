import { registerMessages } from '../../lib/i18n';
import messages from '../../i18n/en/newsletter.json';

/** The newsletter link pages' texts load with those pages. */
registerMessages('newsletter', messages, 'newsletter', () => import('../../i18n/bn/newsletter.json'));
