import { registerMessages } from '../../lib/i18n';

/** The Import Books page's texts: a part of their own, loaded with the (lazy) page, in the page's language only. */
registerMessages(
  'book-imports',
  () => import('../../i18n/en/book-imports.json'),
  'book-imports',
  () => import('../../i18n/bn/book-imports.json'),
);
