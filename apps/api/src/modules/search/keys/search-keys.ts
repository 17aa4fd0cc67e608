import { normalizeBangla } from './normalize-bangla';
import { compoundPartKeys, exonymKey, phoneticKey } from './phonetic-key';

// A word is a run of Latin letters and digits, or a run of Bangla letters and signs; anything else
// (spaces, punctuation, emoji, the danda, other scripts) separates words, and so does a change of script.
const WORD = /[0-9\p{Script=Latin}]+|[\u0980-\u09E3\u09F0\u09F1]+/gu;
// A letter or a digit, as opposed to a word made only of Bangla signs (a stray া or ্).
const LETTER_OR_DIGIT = /[0-9\p{Script=Latin}\u0985-\u09B9\u09CE\u09DC-\u09E1\u09F0\u09F1]/u;
const DIGITS = /^[0-9]+$/;

/** The words of a text as matching sees them: normalised (normalizeBangla), in order, repeats kept. */
export function searchWords(text: string): string[] {
  return normalizeBangla(text).match(WORD) ?? [];
}

// A word worth searching on: at least one letter or digit and two characters, or a number of any
// length (volume 2 of a series). One Latin or Bangla letter alone would match nearly every book.
function isSearchable(word: string): boolean {
  return DIGITS.test(word) || (word.length >= 2 && LETTER_OR_DIGIT.test(word));
}

/**
 * Everything a stored title or author, or a search query, becomes for matching: the normalised words
 * (Bangla-to-Bangla and Latin-to-Latin matches with the misspelling folds) and their phonetic keys
 * (matches across scripts: `humayun` and হুমায়ূন share "humun"), deduplicated, in order of appearance.
 * Also:
 * - the key of the Bangla name behind an anglicised surname (`tagore` → ঠাকুর's key), on both sides;
 * - the keys of each two neighbouring words joined, since Bangla writes some names as one word that
 *   readers type as two (শরৎচন্দ্র / `sharat chandra`: both carry "srtcndr"), and the keys of the parts
 *   of such a joined name (শরৎচন্দ্র also carries "srt" and "cndr", so `shorot` finds it).
 * A query matches a book when they share a key; keySimilarity ranks near misses (typos).
 */
export function searchKeys(text: string): string[] {
  const keys = new Set<string>();
  let previousKey = '';
  for (const word of searchWords(text)) {
    if (isSearchable(word)) keys.add(word);
    const key = phoneticKey(word);
    if (key.length >= 2 || (key !== '' && DIGITS.test(key))) keys.add(key);
    const exonym = exonymKey(word, key);
    if (exonym !== undefined) keys.add(exonym);
    const parts = compoundPartKeys(key);
    if (parts !== undefined) for (const part of parts) keys.add(part);
    // Not two initials (`J. K.` → "jk"): a two-letter key that made-up words reduce to (`zzzzqqq` → "jk").
    if (previousKey !== '' && key !== '' && previousKey.length + key.length > 2) keys.add(previousKey + key);
    previousKey = key;
  }
  return [...keys];
}

/** The phonetic keys of a text's words, one per searchable word, in order (for ranking typos). */
export function phoneticKeys(text: string): string[] {
  const keys: string[] = [];
  for (const word of searchWords(text)) {
    const key = phoneticKey(word);
    if (key.length >= 2 || (key !== '' && DIGITS.test(key))) keys.push(key);
  }
  return keys;
}

/**
 * Whether a query has anything to search on: one word with a Bangla or Latin letter or a digit, two
 * characters long after normalisation. A query of emoji or punctuation alone (or a single letter) has
 * none, and should be answered without touching the database.
 */
export function querySignificant(text: string): boolean {
  return searchWords(text).some((word) => word.length >= 2 && LETTER_OR_DIGIT.test(word));
}

/**
 * How alike two phonetic keys are, from 1 (equal) down to 0: one minus the edit distance (insertions,
 * deletions, substitutions and swaps of neighbours, the typos fingers make) over the longer length.
 */
export function keySimilarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  return 1 - editDistance(a, b) / longer;
}

/**
 * Whether two phonetic keys are one typo apart, as search engines allow: no edit on keys of up to two
 * letters, one on keys of up to five, two beyond (measured on the shorter key, as typed).
 */
export function isTypoClose(a: string, b: string): boolean {
  return typoSimilarity(a, b) !== undefined;
}

/** The edits a typo may have between keys the shorter of which is `length` long (see isTypoClose). */
export function typoEditsAllowed(length: number): number {
  return length <= 2 ? 0 : length <= 5 ? 1 : 2;
}

/**
 * keySimilarity(a, b) when the keys are a typo apart (isTypoClose), else undefined: one distance for both, stopped as
 * soon as it is out of a typo's reach (what typo corrections weigh for every candidate key).
 */
export function typoSimilarity(a: string, b: string): number | undefined {
  const allowed = typoEditsAllowed(Math.min(a.length, b.length));
  if (Math.abs(a.length - b.length) > allowed) return undefined;
  const distance = editDistance(a, b, allowed);
  if (distance > allowed) return undefined;
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance / longer;
}

/**
 * How well a query matches a stored text, from 0 to 1: each query word's best keySimilarity among the
 * stored text's keys, averaged. 1 when every query word is found; 0 when the query has no key.
 */
export function searchSimilarity(query: string, stored: string): number {
  const queryKeys = phoneticKeys(query);
  const storedKeys = searchKeys(stored);
  if (queryKeys.length === 0 || storedKeys.length === 0) return 0;
  let total = 0;
  for (const queryKey of queryKeys) {
    let best = 0;
    for (const storedKey of storedKeys) best = Math.max(best, keySimilarity(queryKey, storedKey));
    total += best;
  }
  return total / queryKeys.length;
}

// Optimal string alignment distance over three rolling rows, reused between calls (keys are short).
let rows: [Uint32Array, Uint32Array, Uint32Array] = [new Uint32Array(64), new Uint32Array(64), new Uint32Array(64)];

/** The distance, or (when `max` is given) any number above `max` once every alignment costs more than it. */
function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  if (rows[0].length <= b.length) {
    const size = b.length + 1;
    rows = [new Uint32Array(size), new Uint32Array(size), new Uint32Array(size)];
  }
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, beforePrevious[j - 2] + 1);
      current[j] = best;
      if (best < rowBest) rowBest = best;
    }
    // Every later cell comes from this row, or by a swap from the one before (itself at least this row's best less one,
    // so that swap costs at least this row's best): once past `max`, so is the distance.
    if (rowBest > max) return rowBest;
    const recycled = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = recycled;
  }
  return previous[b.length];
}
