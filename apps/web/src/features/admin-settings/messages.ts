import { registerMessages } from '../../lib/i18n';

/** The Settings page's texts: a part of their own, loaded with the (lazy) page, in the page's language only. */
registerMessages(
  'settings',
  () => import('../../i18n/en/settings.json'),
  'settings',
  () => import('../../i18n/bn/settings.json'),
);
