import { registerMessages } from '../../lib/i18n';

/** Book Management's home-page controls (collections, the sale): loaded with the admin's pages only. */
registerMessages(
  'curation',
  () => import('../../i18n/en/curation.json'),
  'curation',
  () => import('../../i18n/bn/curation.json'),
);
