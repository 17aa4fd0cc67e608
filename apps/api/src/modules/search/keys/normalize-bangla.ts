/**
 * The one normalisation that stored titles and authors and every search query go through, so that the
 * spellings readers mix up compare equal. For matching only: what the shop shows stays as written.
 *
 * Measured on PostgreSQL (the issue): pg_trgm splits Bangla words at every hasant and at ZWJ/ZWNJ, and
 * neither =, ILIKE nor full-text search treats the one- and two-code-point য় ড় ঢ় as equal. Here:
 * - Unicode compatibility composition (NFKC, which is also NFC): ো typed as ে + া is one letter, and
 *   the full-width and ligature Latin of some phone keyboards is plain Latin.
 *   Careful: NFC does not compose য় ড় ঢ় to U+09DF/U+09DC/U+09DD — those are composition exclusions, so
 *   NFC *decomposes* them to য/ড/ঢ + nukta (U+09BC). The two-code-point form is therefore the one form.
 * - ZWJ/ZWNJ (U+200D/U+200C) removed: they only choose how a conjunct is drawn (ক্‌ষ vs ক্ষ, র‍্য).
 * - Latin lower-cased and stripped of accents (Humāyūn → humayun), as readers type without them.
 * - Bangla digits → Latin digits (১৯৭১ → 1971).
 * - The folds below, each with its reason: after Lucene's BengaliNormalizer (Apache-2.0; its documented
 *   rules, after UzZaman & Khan's Double Metaphone for Bangla, re-implemented here, not copied) and the
 *   misspellings Bangladeshi readers make most.
 */
export function normalizeBangla(text: string): string {
  const lowered = text.toLowerCase();
  const stripped = lowered.normalize('NFKD').replace(DELETED_BEFORE_COMPOSITION, '').normalize('NFKC');
  // A second lower-casing for letters that compatibility composition turned into capitals (ℌ → H).
  return foldBangla(stripped.toLowerCase());
}

// Deleted while the text is decomposed, so that nothing NFC would compose is left apart by a deletion:
// U+0300–U+036F  accents of Latin letters (the marks NFKD splits off; Bangla marks are not in this range)
// U+200C, U+200D ZWNJ, ZWJ: invisible, only choose the drawing of a conjunct
// U+0981 ঁ chandrabindu: readers leave it out (চাঁদ/চাদ); Lucene deletes it too
// U+0983 ঃ visarga: silent or a doubling that readers drop (দুঃখ/দুখ); Lucene deletes or doubles
// eslint-disable-next-line no-misleading-character-class -- each mark is deleted on its own (a lone ZWJ/ZWNJ or combining mark), never as part of a sequence
const DELETED_BEFORE_COMPOSITION = /[\u0300-\u036F\u200C\u200D\u0981\u0983]/g;

const HASANT = '\u09CD';
const NUKTA = '\u09BC';

// One Bangla letter for another, wherever it stands.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  '\u09C0': '\u09BF', // ী → ি  long and short i sound the same (গীতাঞ্জলি/গিতাঞ্জলি); Lucene
  '\u09C2': '\u09C1', // ূ → ু  long and short u (হুমায়ূন/হুমায়ুন scores 0.5 in pg_trgm); Lucene
  '\u0988': '\u0987', // ঈ → ই  the independent forms of the same pair (ঈদ/ইদ)
  '\u098A': '\u0989', // ঊ → উ  likewise (ঊষা/উষা)
  '\u09A3': '\u09A8', // ণ → ন  murdhonno and dontto n sound alike (বীণা/বীনা); Lucene
  '\u09B6': '\u09B8', // শ → স  the three sibilants are one sound to most readers (শরৎ/সরৎ); Lucene
  '\u09B7': '\u09B8', // ষ → স  (শেষ/শেস); Lucene
  '\u09CE': '\u09A4', // ৎ → ত  khondo-t is t without its vowel (শরৎ/শরত); Lucene
};

/**
 * The letter-level folds, one pass over composed text. Each rule says why in a line. A rule looks at the
 * raw character after it and at what has been written so far, never at a character an earlier fold
 * removed. A fold can leave two signs side by side that composition joins (ে + dropped hasant + া), so the
 * pass and composition repeat until nothing changes: normalising twice gives what normalising once gave.
 */
function foldBangla(text: string): string {
  let current = text;
  for (let round = 0; round < MAX_FOLD_ROUNDS; round += 1) {
    const folded = foldOnce(current);
    const composed = folded.normalize('NFC');
    // A pass leaves nothing it would fold again (a nukta stranded by a deletion is taken care of); only
    // composition can still change the text.
    if (composed === folded) return folded;
    current = composed;
  }
  return current;
}

// Composition after a fold is rare (a sign stranded by a dropped hasant or phala) and a second round
// settles it; the bound only guarantees an end.
const MAX_FOLD_ROUNDS = 4;

function foldOnce(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    const code = char.charCodeAt(0);
    if (code < 0x0980 || code > 0x09ff) {
      out += char;
      continue;
    }
    const next = text[i + 1];
    // ০–৯ → 0–9: a reader types a year or a volume number in either digit set
    if (code >= 0x09e6 && code <= 0x09ef) {
      out += String.fromCharCode(code - 0x09e6 + 0x30);
      continue;
    }
    switch (char) {
      case '\u09AF': // য
        // য় (য + nukta, the NFC form of U+09DF) is its own letter, the y glide: kept, in that one form
        if (next === NUKTA) {
          out += '\u09AF' + NUKTA;
          i += 1;
        } else {
          // য → জ  the same sound in Bangla; readers swap them (যদি/জদি, যমুনা/জমুনা)
          out += '\u099C';
        }
        break;
      case '\u09A1': // ড
      case '\u09A2': // ঢ
        // ড় ঢ় → র  the flapped r's are heard and typed as r (পড়া/পরা, আষাঢ়/আষার); Lucene
        if (next === NUKTA) {
          out += '\u09B0';
          i += 1;
        } else {
          out += char;
        }
        break;
      case NUKTA:
        // A nukta that a dropped phala left after ড or ঢ (ড্ব়) makes ড় or ঢ়, which fold to র like the rest
        if (out.endsWith('\u09A1') || out.endsWith('\u09A2')) out = out.slice(0, -1) + '\u09B0';
        else out += char;
        break;
      case '\u0995': // ক
        // ক্ষ → খ  khio is pronounced kh (ক্ষমা/খমা, পক্ষ/পখ); the rule Lucene means to apply
        if (next === HASANT && text[i + 2] === '\u09B7') {
          out += '\u0996';
          i += 2;
        } else {
          out += char;
        }
        break;
      case '\u0999': // ঙ
        // ঙ → ং  before a consonant or at a word's end both are "ng" (বাঙলা/বাংলা, বঙ্গ/বংগ); Lucene.
        // Kept before a vowel sign (বাঙালি), which ং cannot carry; the phonetic key equates those.
        out += carriesVowelSign(next) ? char : '\u0982';
        break;
      case '\u099E': // ঞ
        // ঞ → ন  pronounced n; readers without conjunct keys write ন (গীতাঞ্জলি/গীতানজলি). Not in জ্ঞ,
        // a fixed conjunct said "gg" that nobody spells with ন (জ্ঞান).
        out += text[i - 1] === HASANT && text[i - 2] === '\u099C' ? char : '\u09A8';
        break;
      case '\u098B': // ঋ
        // ঋ → রি  pronounced ri (ঋতু/রিতু, ঋণ/রিন)
        out += '\u09B0\u09BF';
        break;
      case '\u09C3': // ৃ
        // ৃ → ্রি  the ri sign after a consonant (কৃষ্ণ/ক্রিষ্ণ, গৃহ/গ্রিহ); plain রি if nothing carries it
        out += isConsonant(out[out.length - 1]) ? HASANT + '\u09B0\u09BF' : '\u09B0\u09BF';
        break;
      case HASANT:
        if (swallowsPhala(text[i + 1], text[i + 2], out[out.length - 1])) {
          i += 1;
        } else if (isConsonant(out[out.length - 1]) && staysConsonant(next, text[i + 2])) {
          out += HASANT;
        }
        // Otherwise dropped: a hasant only joins two consonants; one at a word's end, after ং or a vowel,
        // or doubled marks a vowel that Bangla drops there anyway (পশ্চাৎ, বিদ্যুৎ, a typed ক্).
        break;
      default:
        out += LETTER_FOLDS[char] ?? char;
    }
  }
  return out;
}

/**
 * The ya-phala (্য) and ba-phala (্ব) after a consonant are dropped with their hasant: they only double
 * the consonant or colour its vowel (বাক্য/বাক্ক, বিশ্বাস/বিশাস, স্বপ্ন/সপ্ন), and readers leave them out or
 * misplace them; Lucene drops them too. Not after র, where র্য and র্ব are a reph on a full য or ব
 * (সূর্য "surjo", গর্ব), nor ব after ম (ম্ব is a real "mb": অম্বর, লম্বা).
 */
function swallowsPhala(after: string | undefined, afterThat: string | undefined, written: string | undefined): boolean {
  if (!isConsonant(written) || written === '\u09B0') return false;
  if (after === '\u09AF') return afterThat !== NUKTA;
  return after === '\u09AC' && written !== '\u09AE';
}

// Whether the letter after a hasant is still a consonant once folded (ঙ before no vowel sign becomes ং).
function staysConsonant(char: string | undefined, after: string | undefined): boolean {
  if (char === '\u0999') return carriesVowelSign(after);
  return isConsonant(char);
}

// ৃ is not carried by ঙ: it becomes ্রি, which would make the ঙ end its syllable after all.
function carriesVowelSign(char: string | undefined): boolean {
  return isVowelSign(char) && char !== '\u09C3';
}

// ক–হ, ড় ঢ় য় as single code points, and the Assamese ৰ ৱ.
function isConsonant(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  return (code >= 0x0995 && code <= 0x09b9) || (code >= 0x09dc && code <= 0x09df) || code === 0x09f0 || code === 0x09f1;
}

// া ি ী ু ূ ৃ ৄ ে ৈ ো ৌ, the au length mark and the vocalic l signs.
function isVowelSign(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  return (code >= 0x09be && code <= 0x09cc) || code === 0x09d7 || code === 0x09e2 || code === 0x09e3;
}
