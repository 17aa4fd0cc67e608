import { registerMessages } from '../../lib/i18n';

/** The reviews' texts load with the reviews (a lazily loaded part of the book page, and the admin's screen). */
registerMessages(
  'reviews',
  () => import('../../i18n/en/reviews.json'),
  'reviews',
  () => import('../../i18n/bn/reviews.json'),
);
