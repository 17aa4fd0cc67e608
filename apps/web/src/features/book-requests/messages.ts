import { registerMessages } from '../../lib/i18n';

/** The book requests' texts (the form and the admin's list): a part of their own, loaded with the (lazy) pages. */
registerMessages(
  'book-requests',
  () => import('../../i18n/en/book-requests.json'),
  'book-requests',
  () => import('../../i18n/bn/book-requests.json'),
);
