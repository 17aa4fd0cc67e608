/**
 * How a book's stored keys (`books.search_keys`) are laid out (docs/decisions/049-search-descriptions-and-guesses.md):
 * the keys of its title and author (either script) first, then, after FACET_KEYS_MARK, those of its facet names (series,
 * publisher, categories: `facet_text`) that the names lack, then, after DESCRIPTION_KEYS_MARK, those of its description's
 * words that neither has. One array, so the plain match (`search_keys && …`, GIN) finds a book by any of them unchanged;
 * the marks tell the index which tier a key ranks in. No key holds `#` (a word is letters and digits), so no query key
 * equals a mark. Pure: read by the index in its worker.
 */

export const FACET_KEYS_MARK = '#facet';
export const DESCRIPTION_KEYS_MARK = '#description';

/** Whether a stored entry is a mark rather than a key (kept out of the vocabulary typos are corrected against). */
export function isKeyMark(key: string): boolean {
  return key === FACET_KEYS_MARK || key === DESCRIPTION_KEYS_MARK;
}

/** Where a stored key comes from: 0 title or author, 1 a facet name, 2 the description. */
export type KeySection = 0 | 1 | 2;

/** Calls `each` with every stored key and its section, marks left out. */
export function forEachStoredKey(keys: readonly string[], each: (key: string, section: KeySection) => void): void {
  let section: KeySection = 0;
  for (const key of keys) {
    if (key === FACET_KEYS_MARK) section = 1;
    else if (key === DESCRIPTION_KEYS_MARK) section = 2;
    else each(key, section);
  }
}

/** The keys of a stored array, marks left out. */
export function keysOnly(keys: readonly string[]): string[] {
  return keys.filter((key) => !isKeyMark(key));
}

/**
 * The keys of one book's stored array that typos are corrected to and words typed half-way completed to (the
 * vocabulary: search_key_vocabulary and the index's): its names' and facet names', not its description's (decision 049:
 * a description's thousands of words would stand in for the typos of names — `humayon` is the sound of `human`).
 */
export function vocabularyKeys(keys: readonly string[]): string[] {
  const at = keys.indexOf(DESCRIPTION_KEYS_MARK);
  return keysOnly(at === -1 ? keys : keys.slice(0, at));
}
