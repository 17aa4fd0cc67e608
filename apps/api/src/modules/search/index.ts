/**
 * The search module's public entry (docs/decisions/033-one-search-engine.md): the plugin, the port and its types, and
 * the key writing every path that writes a book's texts goes through. Nothing else of this folder is imported from outside.
 */
export { searchPlugin, type SearchPluginOptions } from './search-plugin';
export type { AuthorMatch, SearchHealth, SearchMatch, SearchOrder, SearchPage, SearchPort, SearchRequest, Suggested, SuggestedBook } from './search-port';
export { searchableRuns } from './query-analysis';
export {
  backfillSearchKeys,
  changedSearchColumns,
  insertBooks,
  refreshSearchKeys,
  rememberSearchKeys,
  SEARCH_KEYS_VERSION,
  searchColumns,
  staleSearchKeysCondition,
  withSearchColumns,
} from './search-keys';
export { vocabularyKeys } from './stored-keys';
export { romanizeBangla } from './keys/romanize-bangla';
