/**
 * What a query becomes for the search index (docs/decisions/012, 033): its words, the stored keys each is matched by
 * (as typed, completed when typed half-way, or corrected when a typo away), what ranks the matches, and the authors it
 * names. Pure functions: the stored keys come in through `Vocabulary` (the index's KeyVocabulary).
 */
import { exonymKey, phoneticKey, searchKeys, searchWords, typoSimilarity } from './keys';

/** A run of letters (with their combining marks, e.g. Bangla vowel signs) and digits: what a search matches. */
export const SEARCHABLE_RUN = /[\p{L}\p{M}\p{N}]+/gu;

/** The runs of a search (SEARCHABLE_RUN). */
export function searchableRuns(q: string): string[] {
  return q.match(SEARCHABLE_RUN) ?? [];
}

/** The substring a search is matched by: only when it holds a run of 3+ letters or digits (shorter words go by whole words). */
export function substringOf(q: string | undefined): string | undefined {
  return q && searchableRuns(q).some((run) => run.length >= 3) ? q : undefined;
}

/** A search as the index matches and ranks it: the terms of its words and its text as a substring. */
export interface QueryMatch {
  /** Matched as a substring of title and author (either script); only set when it holds a run of 3+ letters or digits. */
  qSubstring?: string;
  /** Per word of q, the search keys any of which a book must carry (normalised, keyed, typos corrected). */
  qKeyGroups?: string[][];
  /** qKeyGroups without the keys that only sound alike (see SearchTerms.rankGroups): what the relevance tiers use. */
  qRankGroups?: string[][];
  /** The phonetic keys of q in order, for ranking an exact title, then a title that starts with q. */
  qTitleForm?: string;
  /** The words of q as typed (normalised): books holding them literally come first among equals. */
  qWordForms?: string[];
}

/** At most this many words of a query are used: a search box, not a document. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The least similarity (SearchTerms.similarity) at which a query is matched by its keys; below it, only by its text (as a
 * substring of a title or author). Issue 29: `quran` (corrected to the key of Kaur, 0.75) suggested Milk and Honey and
 * `harry potter` (harry dropped, 0.5) Pather Panchali. Agreed with the relevance corpus: its misspelt queries that must
 * find their books are 0.8 or more (nazrl, হুমায়ন 0.8; sapeins 0.83), its must-not cases below (search-relevance.test.ts).
 */
export const MIN_SEARCH_SIMILARITY = 0.8;

const DIGITS = /^[0-9]+$/;
/** A key a word is matched and ranked by: two characters or more, or a number. */
export const usableKey = (key: string) => key.length >= 2 || (key !== '' && DIGITS.test(key));

/** A text's phonetic keys in order, joined by spaces: what "the same title" means across scripts and spellings. */
export function titleForm(text: string): string {
  return searchWords(text)
    .map((word) => phoneticKey(word))
    .filter(usableKey)
    .join(' ');
}

/** What a search query becomes for the database: the keys each word is matched by, and what ranks the matches. */
export interface SearchTerms {
  /** Per significant query word, the keys any of which a book must carry; every word must match (AND). */
  keyGroups: string[][];
  /**
   * The same groups without the keys that only sound alike where the word means something else: `tagor` is matched by
   * its sound (টগর, a flower) and by ঠাকুর's key, but ranked by the latter. Each holds the phonetic key the word is
   * compared with the stored title forms by. Used for ranking only.
   */
  rankGroups: string[][];
  /** The query's phonetic keys in order (corrected), compared with the stored title forms: exact, then prefix. */
  titleForm: string;
  /** The query's words as typed (normalised): a book holding them literally ranks first among equals (সঞ্চয়িতা / সঞ্চিতা). */
  wordForms: string[];
  /**
   * How closely the keys the words are matched by stand for the words typed, from 0 to 1: per word 1 when a stored key is
   * the word's own (or the word, typed half-way, starts stored keys), the correction's typoSimilarity when corrected, 0
   * when dropped; averaged over the words.
   */
  similarity: number;
}

const LATIN_PLURAL = /^[a-z]{3,}[^s]s$/;

/** The terms of a query with no word to search by. */
const noTerms = (): SearchTerms => ({ keyGroups: [], rankGroups: [], titleForm: '', wordForms: [], similarity: 0 });

/** A query's terms from the stored keys held in memory (the search index's vocabulary): what `terms` gives, with no statement. */
export function termsFromVocabulary(q: string, vocabulary: Vocabulary, described: (key: string) => boolean = () => false): SearchTerms {
  const words = queryWords(q);
  if (words.length === 0) return noTerms();
  return termsOf(
    words,
    (key) => vocabulary.has(key),
    (word) => completionsOf(word, (key) => vocabulary.completions(key, COMPLETIONS)),
    (key) => vocabulary.nearest(key),
    described,
  );
}

/**
 * The repository's search conditions for a query, from the stored keys held in memory (filterFor with a vocabulary).
 * `described`: whether a key is one of a book's description words (decision 049), which the vocabulary does not hold.
 */
export function filterFromVocabulary(q: string, vocabulary: Vocabulary, described?: (key: string) => boolean): QueryMatch {
  return termsFilter(termsFromVocabulary(q, vocabulary, described));
}

/**
 * What a search that matched nothing well guesses from (decision 049): per query word the keys that stand for it and how
 * surely (1 for a stored key of its own or a completion, the correction's typoSimilarity when that is at least
 * MIN_SEARCH_SIMILARITY, else 0: a correction further off is no better a guess than no word), and the number of words.
 */
export interface GuessTerms {
  groups: string[][];
  weights: number[];
  words: number;
}

export function guessTermsFromVocabulary(q: string, vocabulary: Vocabulary): GuessTerms {
  const words = queryWords(q);
  const terms: GuessTerms = { groups: [], weights: [], words: words.length };
  // One word cannot be a guess: held by a name (or a close correction of it) it would have matched.
  if (words.length < 2) return terms;
  for (const word of words) {
    if (word.keys.some((key) => vocabulary.has(key))) {
      terms.groups.push(word.keys);
      terms.weights.push(1);
      continue;
    }
    const completed = completionsOf(word, (key) => vocabulary.completions(key, COMPLETIONS));
    if (completed.length > 0) {
      terms.groups.push(completed);
      terms.weights.push(1);
      continue;
    }
    const corrected = vocabulary.nearest(word.key);
    const similarity = corrected === undefined ? 0 : (typoSimilarity(word.key, corrected) ?? 0);
    if (corrected !== undefined && similarity >= MIN_SEARCH_SIMILARITY) {
      terms.groups.push([corrected]);
      terms.weights.push(similarity);
    }
  }
  return terms;
}

/** Stored keys a word typed half-way is completed to, at most, per key of the word (the first in key order). */
export const COMPLETIONS = 16;

/** A key long enough to be completed (`hum` → humayun, `riv` → river); shorter ones would match too much to mean anything. */
function completable(key: string): boolean {
  return key.length >= 3;
}

/** The stored keys completing any of a word's keys, in key order, each once. */
function completionsOf(word: QueryWord, completionsOfKey: (key: string) => readonly string[]): string[] {
  return [...new Set(word.keys.filter(completable).flatMap((key) => completionsOfKey(key)))].sort();
}

/** A query word with its keys: what `terms` matches and ranks it by. */
interface QueryWord {
  word: string;
  keys: string[];
  rankKeys: string[];
  /** The key a typo in the word is corrected from (its exonym, else its phonetic key, else its first key). */
  key: string;
}

/** The stored search keys as an engine holds them (the search index's KeyVocabulary). */
export interface Vocabulary {
  has(key: string): boolean;
  /** The first `limit` stored keys (in code point order, as the database's C.UTF-8 collation sorts) that start with `prefix` and are longer. */
  completions(prefix: string, limit: number): string[];
  /** The stored key correcting a key no book has (a typo away, most like it), if any. */
  nearest(key: string): string | undefined;
}

function queryWords(q: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const word of searchWords(q)) {
    if (words.length >= MAX_SEARCH_WORDS) break;
    const own = searchKeys(word);
    if (own.length === 0 || words.some((w) => w.word === word)) continue;
    const keys = LATIN_PLURAL.test(word) ? [...new Set([...own, ...searchKeys(word.slice(0, -1))])] : own;
    const sound = phoneticKey(word);
    const exonym = exonymKey(word, sound);
    const key = exonym ?? (usableKey(sound) ? sound : keys[0]!);
    words.push({ word, keys, rankKeys: exonym ? keys.filter((k) => k !== sound) : keys, key });
  }
  return words;
}

function termsFilter(terms: SearchTerms): QueryMatch {
  return { qKeyGroups: terms.keyGroups, qRankGroups: terms.rankGroups, qTitleForm: terms.titleForm, qWordForms: terms.wordForms };
}

/**
 * The plain match of a query (PostgreSQL's answer while the index loads, decision 033): per word its own keys
 * (searchKeys, an English plural also by its singular), with no completion and no typo correction.
 */
export function plainKeyGroups(q: string): string[][] {
  return queryWords(q).map((word) => word.keys);
}

/**
 * The terms of a query's words: a word with a stored key as typed, another by its correction, or dropped; no keys at all
 * when the words' similarity is below MIN_SEARCH_SIMILARITY (the query is then matched by its text alone).
 */
function termsOf(
  words: readonly QueryWord[],
  stored: (key: string) => boolean,
  completions: (word: QueryWord) => string[],
  correction: (key: string) => string | undefined,
  described: (key: string) => boolean,
): SearchTerms {
  // Decision 049: description words are not in the vocabulary, so they never stand in for a typo of a name. A word no
  // name holds but a description does (`own`) matches those descriptions too. The names are weighed first, as ever
  // (typos corrected, words typed half-way completed); only when they fall short does such a word stand for itself
  // alone: `quran` (Kaur is too far) finds the description that names it, `হুমায়ন` (the sound of `human` too) stays
  // Humayun's.
  const own = words.map((word) => (word.keys.some(stored) ? [] : word.keys.filter(described)));
  const byNames = termsOfWords(words, own, stored, completions, correction, false);
  if (byNames.similarity >= MIN_SEARCH_SIMILARITY) return byNames;
  if (own.some((keys) => keys.length > 0)) {
    const byDescriptions = termsOfWords(words, own, stored, completions, correction, true);
    if (byDescriptions.similarity >= MIN_SEARCH_SIMILARITY) return byDescriptions;
  }
  // Corrected too far, or too many words dropped: the books its keys would find are not what was asked for.
  return { ...noTerms(), similarity: byNames.similarity };
}

/** The terms of a query's words (see termsOf); `ownFirst`: a word a description holds stands for itself, uncorrected. */
function termsOfWords(
  words: readonly QueryWord[],
  own: readonly string[][],
  stored: (key: string) => boolean,
  completions: (word: QueryWord) => string[],
  correction: (key: string) => string | undefined,
  ownFirst: boolean,
): SearchTerms {
  const terms = noTerms();
  const form: string[] = [];
  let similarity = 0;
  words.forEach((word, i) => {
    const described = own[i]!;
    if (word.keys.some(stored)) {
      terms.keyGroups.push(word.keys);
      terms.rankGroups.push([...new Set([word.key, ...word.rankKeys])]);
      terms.wordForms.push(word.word);
      form.push(word.key);
      similarity += 1;
      return;
    }
    const completed = ownFirst && described.length > 0 ? [] : completions(word);
    const corrected = ownFirst && described.length > 0 ? undefined : completed.length > 0 ? undefined : correction(word.key);
    if (completed.length > 0) {
      // Typed half-way (`hum`, `riv`): the word stands for the stored keys it starts, before any typo correction (which
      // would take `hum` to `hur`, Hurry). Ranked by them too; compared with the title forms by its own key, a prefix.
      terms.keyGroups.push([...described, ...completed]);
      terms.rankGroups.push(completed);
      form.push(word.key);
      similarity += 1;
    } else if (corrected !== undefined) {
      similarity += typoSimilarity(word.key, corrected) ?? 0;
      terms.keyGroups.push([...described, corrected]);
      terms.rankGroups.push([...new Set([corrected, phoneticKey(corrected)])]);
      // The stored key may be a word (lantern) rather than a phonetic key (lntern): titles are compared by the latter.
      form.push(phoneticKey(corrected));
    } else if (described.length > 0) {
      // Only descriptions hold it, as typed.
      terms.keyGroups.push(described);
      terms.rankGroups.push(described);
      terms.wordForms.push(word.word);
      form.push(word.key);
      similarity += 1;
    }
  });
  terms.titleForm = form.join(' ');
  terms.similarity = similarity / words.length;
  return terms;
}

/**
 * Whether an author's name is one a search names: every query word among the keys of the name in either script, or the
 * query a substring of it. The index and the plain match keep the authors of matching books by this.
 */
export function authorNameMatcher(filter: Pick<QueryMatch, 'qKeyGroups' | 'qSubstring'>): (names: () => readonly string[], keys: () => Set<string>) => boolean {
  const needle = filter.qSubstring ? normalizeForSubstring(filter.qSubstring) : undefined;
  // Each group as a set, walked from the smaller side: a word typed half-way stands for up to 16 stored keys, a name has
  // a few (suggestions weigh hundreds of authors per keystroke).
  const groups = (filter.qKeyGroups ?? []).map((group) => new Set(group));
  const meets = (group: Set<string>, own: Set<string>) => {
    if (group.size <= own.size) {
      for (const key of group) if (own.has(key)) return true;
    } else {
      for (const key of own) if (group.has(key)) return true;
    }
    return false;
  };
  return (names, keys) => {
    if (groups.length > 0) {
      const own = keys();
      if (groups.every((group) => meets(group, own))) return true;
    }
    return needle !== undefined && names().some((name) => name.includes(needle));
  };
}

/** Case-folded NFC text, for a substring test in TypeScript that agrees with ILIKE on the stored names. */
export function normalizeForSubstring(text: string): string {
  return text.normalize('NFC').toLowerCase().trim();
}
