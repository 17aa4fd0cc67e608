import { registerMessages } from '../../lib/i18n';

/** The tracking page's texts: a part of their own, loaded with the (lazy) page. */
registerMessages(
  'track',
  () => import('../../i18n/en/track.json'),
  'track',
  () => import('../../i18n/bn/track.json'),
);
