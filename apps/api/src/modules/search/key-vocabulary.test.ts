import { isTypoClose, keySimilarity, searchKeys } from './keys';
import { describe, expect, it } from 'vitest';
import { KeyVocabulary } from './key-vocabulary';

/** The correction by definition: every stored key a typo away, the most similar, the alphabetically first among equals. */
function bruteNearest(keys: readonly string[], key: string): string | undefined {
  if (keys.includes(key)) return key;
  let best: { key: string; score: number } | undefined;
  for (const candidate of keys) {
    if (!isTypoClose(key, candidate)) continue;
    const score = keySimilarity(key, candidate);
    if (!best || score > best.score || (score === best.score && candidate < best.key)) best = { key: candidate, score };
  }
  return best?.key;
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

const LETTERS = 'abdeghiklmnoprstuy';
const BANGLA = 'কখগঘচজতদনপবমরলশসহাি ীুূেো্';

function word(next: () => number, alphabet: string, min: number, max: number): string {
  const length = min + Math.floor(next() * (max - min + 1));
  let out = '';
  while (out.length < length) {
    const letter = alphabet[Math.floor(next() * alphabet.length)]!;
    if (letter !== ' ') out += letter;
  }
  return out;
}

/** A typo of `key`: a letter changed, dropped, added, or two neighbours swapped (sometimes two of these). */
function typo(next: () => number, key: string, alphabet: string): string {
  let out = key;
  const edits = key.length > 5 && next() < 0.5 ? 2 : 1;
  for (let e = 0; e < edits; e += 1) {
    const at = Math.floor(next() * out.length);
    const letter = alphabet[Math.floor(next() * alphabet.length)]!.trim() || 'x';
    const kind = Math.floor(next() * 4);
    if (kind === 0) out = out.slice(0, at) + letter + out.slice(at + 1);
    else if (kind === 1 && out.length > 1) out = out.slice(0, at) + out.slice(at + 1);
    else if (kind === 2) out = out.slice(0, at) + letter + out.slice(at);
    else if (at + 1 < out.length) out = out.slice(0, at) + out[at + 1] + out[at] + out.slice(at + 2);
  }
  return out;
}

describe('KeyVocabulary', () => {
  it('corrects a typo to the stored key a reader meant, in both scripts', () => {
    const vocabulary = new KeyVocabulary();
    for (const text of ['Humayun Ahmed', 'Rabindranath Tagore', 'হুমায়ূন আহমেদ', 'রবীন্দ্রনাথ ঠাকুর', 'The Silent River', 'Lantern']) for (const key of searchKeys(text)) vocabulary.add(key);
    for (const typed of ['Humayon', 'Rabindranat', 'হুমায়ুন', 'Lanturn']) {
      const [key] = searchKeys(typed);
      const corrected = vocabulary.nearest(key!);
      expect(corrected, typed).toBeDefined();
      expect(vocabulary.has(corrected!)).toBe(true);
      expect(corrected).toBe(bruteNearest([...new Set(['Humayun Ahmed', 'Rabindranath Tagore', 'হুমায়ূন আহমেদ', 'রবীন্দ্রনাথ ঠাকুর', 'The Silent River', 'Lantern'].flatMap(searchKeys))], key!));
    }
    // Nothing a typo away: no correction (the word is dropped), and a stored key is its own.
    expect(vocabulary.nearest('zzqxv')).toBeUndefined();
    expect(vocabulary.nearest(searchKeys('Lantern')[0]!)).toBe(searchKeys('Lantern')[0]);
  });

  it('gives what comparing every stored key gives, for thousands of typed keys of every length', () => {
    const next = random(7);
    const keys = new Set<string>();
    while (keys.size < 4000) keys.add(word(next, keys.size % 3 === 0 ? BANGLA : LETTERS, 1, 12));
    const stored = [...keys];
    const vocabulary = new KeyVocabulary();
    for (const key of stored) vocabulary.add(key);
    expect(vocabulary.size).toBe(stored.length);

    let corrected = 0;
    for (let i = 0; i < 3000; i += 1) {
      const base = stored[Math.floor(next() * stored.length)]!;
      const typed = i % 5 === 0 ? word(next, i % 2 ? BANGLA : LETTERS, 1, 12) : typo(next, base, /[a-z]/.test(base) ? LETTERS : BANGLA);
      const expected = bruteNearest(stored, typed);
      expect(vocabulary.nearest(typed), typed).toBe(expected);
      if (expected !== undefined && expected !== typed) corrected += 1;
    }
    // The comparison means something: most typos have a correction, found through the trigram lists.
    expect(corrected).toBeGreaterThan(1500);
  });

  it('keys added later are found, each once', () => {
    const vocabulary = new KeyVocabulary();
    vocabulary.add('lantern');
    vocabulary.add('lantern');
    vocabulary.add('');
    expect(vocabulary.size).toBe(1);
    expect(vocabulary.nearest('lantren')).toBe('lantern');
    vocabulary.add('lanterns');
    vocabulary.add('lantren');
    expect(vocabulary.nearest('lantren')).toBe('lantren');
    expect(vocabulary.nearest('lanternz')).toBe('lantern');
  });

  it('completes a key typed half-way: the stored keys it starts, in order, at most as many as asked', () => {
    const next = random(11);
    const keys = new Set<string>();
    while (keys.size < 3000) keys.add(word(next, keys.size % 3 === 0 ? BANGLA : LETTERS, 2, 9));
    const vocabulary = new KeyVocabulary();
    for (const key of keys) vocabulary.add(key);
    const sorted = [...keys].sort();
    for (let i = 0; i < 500; i += 1) {
      const base = sorted[Math.floor(next() * sorted.length)]!;
      const prefix = base.slice(0, 1 + Math.floor(next() * base.length));
      const expected = sorted.filter((key) => key.length > prefix.length && key.startsWith(prefix)).slice(0, 16);
      expect(vocabulary.completions(prefix, 16), prefix).toEqual(expected);
    }
    expect(vocabulary.completions('zzzz', 16)).toEqual([]);
    // Keys that come after the first completion (a look's new books) are put in their place: the same as sorting anew.
    while (keys.size < 3400) {
      const key = word(next, keys.size % 2 ? BANGLA : LETTERS, 2, 9);
      keys.add(key);
      vocabulary.add(key);
    }
    const resorted = [...keys].sort();
    for (let i = 0; i < 300; i += 1) {
      const base = resorted[Math.floor(next() * resorted.length)]!;
      const prefix = base.slice(0, 1 + Math.floor(next() * base.length));
      expect(vocabulary.completions(prefix, 16), prefix).toEqual(resorted.filter((key) => key.length > prefix.length && key.startsWith(prefix)).slice(0, 16));
    }
    // A key added afterwards is among the completions at once.
    vocabulary.add('humayun');
    vocabulary.add('hum');
    expect(vocabulary.completions('huma', 16)).toContain('humayun');
    expect(vocabulary.completions('hum', 16)).not.toContain('hum');
  });
});
