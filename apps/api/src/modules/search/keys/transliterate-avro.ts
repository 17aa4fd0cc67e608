import { AVRO_CASE_SENSITIVE, AVRO_CONSONANTS, AVRO_PATTERNS, AVRO_VOWELS, type AvroPattern } from './avro-phonetic-rules';

/**
 * Latin typed the Avro Phonetic way → Bangla script, as the Avro keyboard that Bangladeshi readers type with
 * every day would write it (`ami banglay gan gai` → আমি বাংলায় গান গাই, `sheSher kobita` → শেষের কবিতা).
 * For the search box's "did you mean" and suggestions; matching itself goes through phonetic keys, which
 * do not care whether a reader typed `shesher` (Avro: শেশের) or `sheSher` (শেষের).
 *
 * The engine is ours; the rule table is Avro's own (avro-phonetic-rules.ts, MPL-1.1).
 */
export function transliterateAvro(latin: string): string {
  const text = avroCase(latin);
  let output = '';
  let cursor = 0;
  while (cursor < text.length) {
    const match = firstMatch(text, cursor);
    if (match === undefined) {
      // Not an Avro letter (a space, a Bangla letter already, an emoji half): kept as typed.
      output += text[cursor];
      cursor += 1;
    } else {
      output += match.replacement;
      cursor = match.end;
    }
  }
  // In NFC, like the text it will be compared with and shown beside: Avro's table writes য় ড় ঢ় as the
  // single code points, which NFC spells as letter + nukta (the same text to a reader).
  return output.normalize('NFC');
}

// Avro lower-cases everything except the letters whose capital is a different Bangla letter.
function avroCase(input: string): string {
  let fixed = '';
  for (const char of input) {
    const lower = char.toLowerCase();
    fixed += AVRO_CASE_SENSITIVE.includes(lower) ? char : lower;
  }
  return fixed;
}

// Patterns grouped by their first character, in table order, built once: a character is tried only
// against the few patterns that can start with it instead of all 289.
const patternsByFirstChar = new Map<string, AvroPattern[]>();
for (const pattern of AVRO_PATTERNS) {
  const first = pattern[0][0];
  const bucket = patternsByFirstChar.get(first);
  if (bucket) bucket.push(pattern);
  else patternsByFirstChar.set(first, [pattern]);
}

function firstMatch(text: string, start: number): { replacement: string; end: number } | undefined {
  const candidates = patternsByFirstChar.get(text[start]);
  if (!candidates) return undefined;
  for (const [find, replace, rules] of candidates) {
    if (!text.startsWith(find, start)) continue;
    const end = start + find.length;
    const rule = rules?.find(([, ...conditions]) => conditions.every((condition) => holds(condition, text, start, end)));
    return { replacement: rule ? rule[0] : replace, end };
  }
  return undefined;
}

const isAvroVowel = (char: string) => AVRO_VOWELS.includes(char.toLowerCase());
const isAvroConsonant = (char: string) => AVRO_CONSONANTS.includes(char.toLowerCase());

// One condition of a rule, e.g. '<!consonant' (the character before is not a consonant) or '>exact=`'.
function holds(condition: string, text: string, start: number, end: number): boolean {
  const before = condition[0] === '<';
  const negated = condition[1] === '!';
  const body = condition.slice(negated ? 2 : 1);
  const neighbour = before ? text[start - 1] : text[end];
  let result: boolean;
  if (body.startsWith('exact=')) {
    const value = body.slice('exact='.length);
    result = before ? start >= value.length && text.startsWith(value, start - value.length) : text.startsWith(value, end);
  } else if (body === 'vowel') {
    result = neighbour !== undefined && isAvroVowel(neighbour);
  } else if (body === 'consonant') {
    result = neighbour !== undefined && isAvroConsonant(neighbour);
  } else {
    // punctuation: the edge of the text, or anything that is neither an Avro vowel nor consonant
    result = neighbour === undefined || !(isAvroVowel(neighbour) || isAvroConsonant(neighbour));
  }
  return result !== negated;
}
