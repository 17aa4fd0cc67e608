import { registerMessages } from '../../lib/i18n';

/** The promo codes page's texts: a part of their own, loaded with the (lazy) page, in the page's language only. */
registerMessages(
  'promotions',
  () => import('../../i18n/en/promotions.json'),
  'promotions',
  () => import('../../i18n/bn/promotions.json'),
);
