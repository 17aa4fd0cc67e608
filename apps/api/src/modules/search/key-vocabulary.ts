/**
 * The search keys ever stored (the `search_key_vocabulary` table, decision 012), held by the search index so that a
 * query's keys are checked, a word typed half-way completed and a typo corrected without a round trip to the database
 * (decision 028).
 *
 * A correction is the stored key a typo away (isTypoClose) that is most like the query's key (keySimilarity), the
 * alphabetically first among equals: applied to every key a typo away (decision 033 retired the trigram index the
 * database's twin corrected from). The candidates come from trigram lists with a count filter: a key
 * within `k` edits of the query's shares all but at most 4·k of the query's distinct trigrams (an edit, or a swap of
 * two neighbours, touches at most four), so keys sharing fewer are never compared.
 */
import { typoEditsAllowed, typoSimilarity } from './keys';
import { SortedStrings } from './sorted-strings';

/** What one edit (or one swap of neighbours) can remove of a key's distinct trigrams. */
const TRIGRAMS_PER_EDIT = 4;

/** The distinct trigrams of a key, padded at both ends so that its first and last letters count as much as the others. */
function trigrams(key: string): string[] {
  const padded = `\u0001\u0001${key}\u0002`;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  return [...out];
}

export class KeyVocabulary {
  private readonly keys: string[] = [];
  private readonly ordinals = new Map<string, number>();
  /** For each trigram, the ordinals of the keys holding it (each once, ascending). */
  private readonly byTrigram = new Map<string, number[]>();
  /** For each length, the ordinals of the keys that long (the keys compared when a query is too short to filter by trigrams). */
  private readonly byLength: number[][] = [];
  /** Shared trigram counts of the correction under way, and the keys counted. */
  private counts = new Uint16Array(1024);
  private readonly counted: number[] = [];

  /** The keys in order (for completions): sorted once when first needed (see `prepare`), then kept in order as keys come. */
  private sorted?: SortedStrings;

  get size(): number {
    return this.keys.length;
  }

  has(key: string): boolean {
    return this.ordinals.has(key);
  }

  add(key: string): void {
    if (key === '' || this.ordinals.has(key)) return;
    const ordinal = this.keys.length;
    this.keys.push(key);
    this.ordinals.set(key, ordinal);
    for (const gram of trigrams(key)) {
      const list = this.byTrigram.get(gram);
      if (list) list.push(ordinal);
      else this.byTrigram.set(gram, [ordinal]);
    }
    (this.byLength[key.length] ??= []).push(ordinal);
    this.sorted?.add(key);
  }

  /** Puts the keys in order for completions: the index calls it once loaded, off the request path. */
  prepare(): void {
    this.sorted ??= new SortedStrings(this.keys);
  }

  /**
   * The first `limit` stored keys longer than `prefix` that start with it, in code point order (the database's order for
   * these keys: letters of the Basic Multilingual Plane, where UTF-16 order is the same).
   */
  completions(prefix: string, limit: number): string[] {
    this.prepare();
    // The prefix itself, if stored, sorts first among the strings starting with it.
    const found = this.sorted!.startingWith(prefix, limit + 1);
    return (found[0] === prefix ? found.slice(1) : found).slice(0, limit);
  }

  /** The stored key that corrects `key` (one a typo away, most like it), if there is one; `key` itself when stored. */
  nearest(key: string): string | undefined {
    if (this.ordinals.has(key)) return key;
    const edits = typoEditsAllowed(key.length);
    if (edits === 0) return undefined;
    let best: { key: string; score: number } | undefined;
    const weigh = (ordinal: number) => {
      const candidate = this.keys[ordinal]!;
      if (Math.abs(candidate.length - key.length) > edits) return;
      const score = typoSimilarity(key, candidate);
      if (score === undefined) return;
      if (!best || score > best.score || (score === best.score && candidate < best.key)) best = { key: candidate, score };
    };
    const grams = trigrams(key);
    const needed = grams.length - TRIGRAMS_PER_EDIT * edits;
    if (needed <= 0) {
      // Too short for the count to rule any key out: compare the keys of a length within reach.
      for (let length = Math.max(1, key.length - edits); length <= key.length + edits; length += 1) for (const ordinal of this.byLength[length] ?? []) weigh(ordinal);
      return best?.key;
    }
    if (this.counts.length < this.keys.length) this.counts = new Uint16Array(Math.max(this.keys.length, this.counts.length * 2));
    const counts = this.counts;
    const counted = this.counted;
    for (const gram of grams) {
      for (const ordinal of this.byTrigram.get(gram) ?? []) {
        if (counts[ordinal] === 0) counted.push(ordinal);
        counts[ordinal] += 1;
      }
    }
    for (const ordinal of counted) {
      if (counts[ordinal]! >= needed) weigh(ordinal);
      counts[ordinal] = 0;
    }
    counted.length = 0;
    return best?.key;
  }
}
