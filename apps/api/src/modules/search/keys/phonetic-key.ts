import { normalizeBangla } from './normalize-bangla';
import { romanizeBangla } from './romanize-bangla';

/**
 * One word (Bangla script or Latin) → its script-neutral phonetic key, so that হুমায়ূন, `humayun` and
 * `humaun` are all "humun", রবীন্দ্রনাথ, `rabindranath` and `robindronath` all "rbindrnt".
 *
 * Bangla is first romanised (romanize-bangla.ts), then Bangla and Latin alike are reduced to a skeleton
 * that keeps what readers agree on and drops what they spell every which way:
 * - The a/o vowel goes (except as a word's first sound): Bangla's inherent vowel is typed a, o or nothing
 *   (rabindranath/robindronath, nondito/nondit), and where Bangla drops it is guesswork.
 * - i, u and e stay: they tell words apart (himu ≠ humayun, kobita ≠ kabir) and readers agree on them.
 * - Aspiration, sibilants and look-alike letters fold (below), doubled consonants are one.
 * The input is one word as normalizeBangla leaves it (searchWords splits a text into those).
 */
export function phoneticKey(normalizedWord: string): string {
  return skeleton(hasBangla(normalizedWord) ? romanizeBangla(normalizedWord) : normalizedWord);
}

// Bangla script (U+0980–U+09FF) anywhere in the word.
const BANGLA = /[\u0980-\u09FF]/;
function hasBangla(word: string): boolean {
  return BANGLA.test(word);
}

/**
 * Latin (romanised Bangla, or typed) → skeleton. Two passes: consonant spellings to one symbol each,
 * then the vowels. Written as a scan, not a chain of regular expressions: no pattern and no array per call.
 */
function skeleton(latin: string): string {
  let consonants = '';
  let last = '';
  for (let i = 0; i < latin.length; i += 1) {
    const char = latin[i];
    const next = latin[i + 1];
    let symbol = char;
    let skip = 0;
    if (char === 'k' && (next === 's' || next === 'k') && latin[i + 2] === 'h') {
      // ksh, kkh → k   ক্ষ, typed either way (mayurakshi/moyurakkhi), is said kh
      skip = 2;
      symbol = 'k';
    } else if (next === 'h' && ASPIRATES[char] !== undefined) {
      // kh gh ch jh th dh bh rh → the plain letter, ph → f, sh → s: readers drop or add the h
      // (thakur/takur, bhalo/valo) and Bangla's three sibilants are one s (shorot/sarat)
      symbol = ASPIRATES[char];
      skip = char === 'c' && latin[i + 2] === 'h' ? 2 : 1; // chh (ছ) is ch too
    } else if (char === 'n' && next === 'g' && (latin[i + 2] === 'k' || latin[i + 2] === 'g')) {
      // ngk, ngg → nk, ng   ঙ্ক/ঙ্গ, typed nk/ng (ongko/onko, bongo/banga)
      symbol = 'n';
      skip = 1;
    } else if ((char === 'e' && next === 'e') || (char === 'o' && next === 'o')) {
      // ee → i, oo → u   English-style long vowels (geetanjali, thakoor)
      symbol = char === 'e' ? 'i' : 'u';
      skip = 1;
    } else if (char === 'y' && consonants === '') {
      // A word's first y is the consonant য, said j (yamuna/jamuna)
      symbol = 'j';
    } else {
      symbol = LETTERS[char] ?? char;
    }
    i += skip;
    // A doubled consonant is said once more firmly, and typed single or double (pokkho/pokho)
    if (symbol === last && !VOWELS.includes(symbol)) continue;
    consonants += symbol;
    last = symbol;
  }

  let key = '';
  for (let i = 0; i < consonants.length; i += 1) {
    const symbol = consonants[i];
    if (symbol === 'a' || symbol === 'o') {
      // The a/o vowel (and w, its glide) counts only as a word's first sound: agnibeena/ognibina
      if (i === 0) key += 'a';
    } else if (symbol === 'y') {
      // y after the first letter is a glide (humayun/humaun) or a ya-phala (byakoron/bakoron)
    } else if (VOWELS.includes(symbol) && key[key.length - 1] === symbol) {
      // ii, uu: one vowel
    } else {
      key += symbol;
    }
  }
  return key.length >= 2 ? key : shortWordKey(consonants);
}

// A one-syllable word would keep a single letter (রায়, ray, roy → "r"), which matches nothing useful:
// such a word keeps its a/o, as one "a" (ray, roy, রায় → "ra"; মা, ma → "ma").
function shortWordKey(consonants: string): string {
  let key = '';
  for (const symbol of consonants) {
    const sound = symbol === 'o' ? 'a' : symbol;
    if (sound !== 'y' && sound !== key[key.length - 1]) key += sound;
  }
  return key;
}

const VOWELS = 'aeiou';

// The letter a following h folds into.
const ASPIRATES: Readonly<Record<string, string>> = {
  k: 'k',
  g: 'g',
  c: 'c',
  j: 'j',
  t: 't',
  d: 'd',
  b: 'b',
  r: 'r',
  p: 'f',
  s: 's',
};

// Letters that stand for another: v is ভ (bh), z is জ/য, q is ক, w the o glide (ওয়া, স্ব), x is ks.
const LETTERS: Readonly<Record<string, string>> = { v: 'b', z: 'j', q: 'k', w: 'o', x: 'ks' };

/**
 * Anglicised surnames that are not transliterations of the Bangla name but stand for it: a reader who
 * types `tagore` means ঠাকুর, `chatterjee` means চট্টোপাধ্যায়. Each maps to the key of the Bangla form,
 * which both sides then carry (see searchKeys). Keys are computed once, from the spellings. Latin words
 * only: টগর (togor, a flower) has the key of `tagor` but is no Tagore.
 */
const EXONYM_SPELLINGS: ReadonlyArray<readonly [bangla: string, ...latin: string[]]> = [
  ['ঠাকুর', 'tagore', 'tagor'],
  ['চট্টোপাধ্যায়', 'chatterjee', 'chatterji'],
  ['বন্দ্যোপাধ্যায়', 'banerjee', 'banerji'],
  ['মুখোপাধ্যায়', 'mukherjee', 'mukherji'],
  ['গঙ্গোপাধ্যায়', 'ganguly', 'ganguli'],
  ['বসু', 'bose'],
];
const EXONYMS = new Map<string, string>();
for (const [bangla, ...latin] of EXONYM_SPELLINGS) {
  const banglaKey = phoneticKey(normalizeBangla(bangla));
  for (const spelling of latin) EXONYMS.set(phoneticKey(spelling), banglaKey);
}

/** The key of the Bangla name a known anglicised spelling stands for (tagore → ঠাকুর's), if it is one. */
export function exonymKey(normalizedWord: string, key: string): string | undefined {
  return hasBangla(normalizedWord) ? undefined : EXONYMS.get(key);
}

/**
 * Name parts that Bangla writes joined to the name before them and readers type apart or leave out:
 * শরৎচন্দ্র is "sharat chandra" or just "sharat", বিভূতিভূষণ "bibhuti bhushan". A key ending in one of
 * them also yields its two parts, so `shorot` and `sharat chandra` find শরৎচন্দ্র. Only parts with keys
 * of four letters or more, and a rest of three or more: a short ending would cut ordinary words.
 */
const COMPOUND_TAILS = ['চন্দ্র', 'ভূষণ'].map((tail) => phoneticKey(normalizeBangla(tail)));

/** The keys of a joined name's parts (শরৎচন্দ্র's "srtcndr" → "srt", "cndr"), if it is one. */
export function compoundPartKeys(key: string): readonly [head: string, tail: string] | undefined {
  for (const tail of COMPOUND_TAILS) {
    if (key.length - tail.length >= 3 && key.endsWith(tail)) return [key.slice(0, key.length - tail.length), tail];
  }
  return undefined;
}
