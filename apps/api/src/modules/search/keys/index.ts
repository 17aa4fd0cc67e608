// Search that finds a book however a reader types it: one normalisation for stored text and queries,
// keys that match across Bangla script and Latin, and Avro Phonetic for suggestions.
export { normalizeBangla } from './normalize-bangla';
export { romanizeBangla } from './romanize-bangla';
export { exonymKey, phoneticKey } from './phonetic-key';
export { transliterateAvro } from './transliterate-avro';
export { isTypoClose, keySimilarity, typoEditsAllowed, typoSimilarity, phoneticKeys, querySignificant, searchKeys, searchSimilarity, searchWords } from './search-keys';
