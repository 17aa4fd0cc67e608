/**
 * Bangla script → Latin the way a Bangladeshi reader would spell it out (রবীন্দ্রনাথ → robindronath,
 * হুমায়ূন → humayun, শরৎ → shorot). It is the first half of the cross-script match: both this output and
 * what readers type are reduced to the same phonetic key (phonetic-key.ts). It also reads well enough to
 * show as a hint. Characters that are not Bangla are kept as they are.
 */
export function romanizeBangla(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    const consonant = CONSONANTS[char];
    if (consonant === undefined) {
      out += OTHER_SOUNDS[char] ?? char;
      continue;
    }
    // The consonant, with a nukta (ড় ঢ় য় written as two code points), a hasant and the letter after
    // it, or a phala, read as one sound where Bangla says them as one.
    let sound = consonant;
    let end = i + 1;
    if (text[end] === NUKTA) {
      sound = NUKTA_SOUNDS[char] ?? consonant;
      end += 1;
    }
    const afterHasant = text[end] === HASANT ? text[end + 1] : undefined;
    const wordStart = !isBanglaLetter(text[i - 1]) && text[i - 1] !== HASANT;
    let conjunct = text[i - 1] === HASANT;
    if (char === 'ক' && afterHasant === 'ষ') {
      // ক্ষ is "kkh" inside a word (পক্ষ pokkho) and "kh" at its start (ক্ষমা khoma)
      sound = wordStart ? 'kh' : 'kkh';
      end += 2;
      conjunct = true;
    } else if (char === 'জ' && afterHasant === 'ঞ') {
      // জ্ঞ is "gg" (বিজ্ঞান biggan), "g" at a word's start (জ্ঞান gan)
      sound = wordStart ? 'g' : 'gg';
      end += 2;
      conjunct = true;
    } else if (text[i - 1] === HASANT && isBanglaLetter(text[i - 2])) {
      // The second half of a conjunct: য is the ya-phala (a glide, "y"), ব the ba-phala ("w", as Avro
      // types স্ব "sw"), except ম্ব (mb) and reph + ব/য (গর্ব gorbo, সূর্য surjo), where they are full letters.
      const first = text[i - 2];
      if (char === 'য' && text[end] !== NUKTA && first !== 'র') sound = 'y';
      if (char === 'ব' && first !== 'ম' && first !== 'র') sound = 'w';
    }
    out += sound;
    const next = text[end];
    const sign = next === undefined ? undefined : VOWEL_SIGNS[next];
    if (sign !== undefined) {
      out += sign;
      i = end;
    } else if (next === HASANT) {
      i = end; // no vowel: the next consonant follows directly
    } else {
      // The inherent vowel, said "o". Bangla drops it at a word's end (নাথ nath), except after a
      // conjunct (নন্দ nondo, চন্দ্র chondro), and between a written vowel and a consonant that carries
      // one (আহমেদ ahmed, ইসলাম islam): the usual schwa-deletion rule, right for most words, not all
      // (জীবনানন্দ is jibonanondo). Only for reading: the phonetic key ignores this vowel either way.
      const wordEnds = !isBanglaLetter(next) && next !== HASANT;
      if ((!wordEnds || conjunct) && !(afterWrittenVowel(text, i) && beforeWrittenVowel(text, end))) out += 'o';
      i = end - 1;
    }
  }
  return out;
}

const HASANT = '\u09CD';
const NUKTA = '\u09BC';

const CONSONANTS: Readonly<Record<string, string>> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'ph',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  '\u09DC': 'r',
  '\u09DD': 'rh',
  '\u09DF': 'y', // ড় ঢ় য় as single code points
  ৰ: 'r',
  ৱ: 'w',
};

// ড় ঢ় য় as consonant + nukta (their NFC form): r, rh and the y glide.
const NUKTA_SOUNDS: Readonly<Record<string, string>> = { ড: 'r', ঢ: 'rh', য: 'y' };

const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ৄ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
  '\u09D7': 'ou',
  '\u09E2': 'li',
  '\u09E3': 'li',
};

// Independent vowels, ং ঃ ঁ, and the marks that make no sound of their own.
const OTHER_SOUNDS: Readonly<Record<string, string>> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  ৠ: 'ri',
  ঌ: 'li',
  ৡ: 'li',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
  ৎ: 't', // khondo-t: a t that never carries a vowel (শরৎচন্দ্র shorotchondro)
  'ং': 'ng',
  'ঃ': 'h',
  'ঁ': '',
  [HASANT]: '',
  [NUKTA]: '',
  '\u09BD': '',
  ...Object.fromEntries([...'০১২৩৪৫৬৭৮৯'].map((digit, value) => [digit, String(value)])),
};

// Whether the consonant at i comes right after a written vowel: a vowel sign or an independent vowel.
function afterWrittenVowel(text: string, i: number): boolean {
  const before = text[i - 1];
  return before !== undefined && (VOWEL_SIGNS[before] !== undefined || INDEPENDENT_VOWELS.includes(before));
}

// Whether the letter at i is a consonant (nukta allowed) carrying a vowel sign.
function beforeWrittenVowel(text: string, i: number): boolean {
  if (CONSONANTS[text[i]] === undefined) return false;
  const sign = text[i + 1] === NUKTA ? text[i + 2] : text[i + 1];
  return sign !== undefined && VOWEL_SIGNS[sign] !== undefined;
}

const INDEPENDENT_VOWELS = 'অআইঈউঊঋৠঌৡএঐওঔ';

// Letters and signs of the Bangla block that belong to a word (not digits, currency or punctuation).
function isBanglaLetter(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  return (code >= 0x0980 && code <= 0x09e3) || code === 0x09f0 || code === 0x09f1;
}
