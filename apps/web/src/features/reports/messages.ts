import { registerMessages } from '../../lib/i18n';

/** The Reports page's texts: a part of their own, loaded with the (lazy) page, in the page's language only. */
registerMessages(
  'reports',
  () => import('../../i18n/en/reports.json'),
  'reports',
  () => import('../../i18n/bn/reports.json'),
);
