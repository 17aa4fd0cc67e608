import { registerMessages } from '../../lib/i18n';

/** The audit log's texts: a part of their own, loaded with the (lazy) page, in the page's language only. */
registerMessages(
  'audit',
  () => import('../../i18n/en/audit.json'),
  'audit',
  () => import('../../i18n/bn/audit.json'),
);
