/**
 * Search queries for the cold-search rows of `npm run bench:api` (issue 13, "Fast, cold, at any size"), generated from
 * books of the benched catalogue with the shop's own search helpers: what readers type, in both scripts.
 *
 * Kinds: exact titles, title prefixes, author names (whole, surname, other-script form), misspellings (Latin: a dropped,
 * doubled, swapped or replaced letter; Bangla: the vowel lengths, ন/ণ, শ/স/ষ, জ/য mixed up, a dropped sign), and
 * transliterations both ways (a Bangla-script title or author typed in Latin the Avro way — romanizeBangla — and a
 * Latin one typed in Bangla script — transliterateAvro), and a title word with an author's surname.
 */
import { romanizeBangla, transliterateAvro } from '../../apps/api/src/modules/search/keys';

export interface CatalogueText {
  title: string;
  author: string;
  altTitle: string;
  altAuthor: string;
}

export type QueryKind = 'exact' | 'prefix' | 'author' | 'typo-latin' | 'typo-bangla' | 'translit-to-latin' | 'translit-to-bangla' | 'mixed';

export interface BenchQuery {
  q: string;
  kind: QueryKind;
}

const BANGLA = /[\u0980-\u09FF]/;
const isBangla = (text: string) => BANGLA.test(text);

/** A small deterministic generator (mulberry32), so two runs ask the same queries. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}
type Rng = ReturnType<typeof prng>;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** One typo in the longest Latin word of 4+ letters: a letter dropped, doubled, swapped with its neighbour or replaced. */
function latinTypo(text: string, rng: Rng): string | undefined {
  const list = words(text);
  const candidates = list.map((w, i) => ({ w, i })).filter(({ w }) => /^[A-Za-z]{4,}$/.test(w));
  if (candidates.length === 0) return undefined;
  const { w, i } = rng.pick(candidates);
  const at = 1 + rng.int(w.length - 2); // keep the first letter, as readers mostly do
  let typo: string;
  switch (rng.int(4)) {
    case 0:
      typo = w.slice(0, at) + w.slice(at + 1);
      break;
    case 1:
      typo = w.slice(0, at) + w[at] + w.slice(at);
      break;
    case 2:
      typo = w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
      break;
    default: {
      const vowels = 'aeiou';
      const replacement = vowels[rng.int(vowels.length)]!;
      typo = w.slice(0, at) + (replacement === w[at] ? 'y' : replacement) + w.slice(at + 1);
    }
  }
  list[i] = typo;
  return list.join(' ');
}

/** The letters Bangla readers mix up, each with what it is mistaken for. */
const BANGLA_CONFUSIONS: [string, string][] = [
  ['ি', 'ী'],
  ['ী', 'ি'],
  ['ু', 'ূ'],
  ['ূ', 'ু'],
  ['ন', 'ণ'],
  ['ণ', 'ন'],
  ['শ', 'স'],
  ['স', 'শ'],
  ['ষ', 'শ'],
  ['জ', 'য'],
  ['য়', 'য'],
  ['ড়', 'র'],
  ['ো', 'ে'],
];
const BANGLA_SIGNS = /[\u09BE-\u09CC]/g;

/** One Bangla misspelling: a confusion from the list, or (failing that) a vowel sign dropped. */
function banglaTypo(text: string, rng: Rng): string | undefined {
  const present = BANGLA_CONFUSIONS.filter(([from]) => text.includes(from));
  if (present.length > 0) {
    const [from, to] = rng.pick(present);
    const positions: number[] = [];
    for (let i = text.indexOf(from); i >= 0; i = text.indexOf(from, i + 1)) positions.push(i);
    const at = rng.pick(positions);
    return text.slice(0, at) + to + text.slice(at + from.length);
  }
  const signs = [...text.matchAll(BANGLA_SIGNS)].map((m) => m.index!);
  if (signs.length === 0) return undefined;
  const at = rng.pick(signs);
  return text.slice(0, at) + text.slice(at + 1);
}

/** What a reader has typed so far: the first word whole and 1-4 letters of the next, or 3+ letters of a one-word text. */
export function prefixOf(text: string, rng: Rng): string | undefined {
  const list = words(text);
  if (list.length >= 2) {
    const next = [...list[1]!];
    return `${list[0]} ${next.slice(0, 1 + rng.int(Math.min(4, next.length))).join('')}`;
  }
  const only = [...(list[0] ?? '')];
  if (only.length < 4) return undefined;
  return only.slice(0, 3 + rng.int(only.length - 3)).join('');
}

const lastWord = (text: string) => words(text).at(-1) ?? '';

/** One query of the given kind for a book, or undefined when the book offers none (a Latin typo in a Bangla-only book). */
function queryFor(book: CatalogueText, kind: QueryKind, rng: Rng): string | undefined {
  const authorForms = [book.author, book.altAuthor].filter(Boolean);
  const titleForms = [book.title, book.altTitle].filter(Boolean);
  switch (kind) {
    case 'exact':
      return book.title;
    case 'prefix':
      return prefixOf(rng.pick(titleForms), rng);
    case 'author': {
      const author = rng.pick(authorForms);
      return rng.int(3) === 0 ? lastWord(author) : author;
    }
    case 'typo-latin': {
      const latin = [...titleForms, ...authorForms].filter((t) => !isBangla(t));
      return latin.length ? latinTypo(rng.pick(latin), rng) : undefined;
    }
    case 'typo-bangla': {
      const bangla = [...titleForms, ...authorForms].filter(isBangla);
      return bangla.length ? banglaTypo(rng.pick(bangla), rng) : undefined;
    }
    case 'translit-to-latin': {
      // A Bangla-script title or author typed in Latin, as a reader spells it out (Avro style).
      const bangla = [...titleForms, ...authorForms].filter(isBangla);
      return bangla.length ? romanizeBangla(rng.pick(bangla)).toLowerCase() : undefined;
    }
    case 'translit-to-bangla': {
      // A Latin title or author typed on a Bangla keyboard layout the Avro way.
      const latin = [...titleForms, ...authorForms].filter((t) => !isBangla(t));
      return latin.length ? transliterateAvro(rng.pick(latin).toLowerCase()) : undefined;
    }
    case 'mixed': {
      const title = words(book.title);
      const word = title.find((w) => [...w].length >= 4) ?? title[0];
      return word ? `${word} ${lastWord(rng.pick(authorForms))}` : undefined;
    }
  }
}

const KINDS: QueryKind[] = ['exact', 'prefix', 'author', 'typo-latin', 'typo-bangla', 'translit-to-latin', 'translit-to-bangla', 'mixed'];

/**
 * At least `target` distinct queries (when the books allow), in a shuffled order, kinds interleaved. Queries are
 * distinct after trimming and lower-casing, since the catalogue cache keys them so.
 */
export function searchQueries(books: CatalogueText[], target: number, seed = 13): BenchQuery[] {
  const rng = prng(seed);
  const seen = new Set<string>();
  const out: BenchQuery[] = [];
  for (let round = 0; round < 8 && out.length < target; round++) {
    for (const book of books) {
      if (out.length >= target) break;
      const kind = KINDS[(rng.int(KINDS.length) + round) % KINDS.length]!;
      const q = queryFor(book, kind, rng)?.trim();
      if (!q || q.length < 2) continue;
      const key = q.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ q, kind });
    }
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * What a reader's box sends as they type (suggestions): the growing prefixes of titles and authors, 2 characters and
 * up, in both scripts and transliterated, distinct.
 */
export function typedPrefixes(books: CatalogueText[], target: number, seed = 31): string[] {
  const rng = prng(seed);
  const seen = new Set<string>();
  const out: string[] = [];
  for (let round = 0; round < 8 && out.length < target; round++) {
    for (const book of books) {
      if (out.length >= target) break;
      const sources = [book.title, book.author, book.altTitle, book.altAuthor].filter(Boolean);
      let text = rng.pick(sources);
      if (rng.int(4) === 0) text = isBangla(text) ? romanizeBangla(text).toLowerCase() : transliterateAvro(text.toLowerCase());
      const chars = [...text];
      if (chars.length < 2) continue;
      const q = chars
        .slice(0, 2 + rng.int(chars.length - 1))
        .join('')
        .trim();
      const key = q.toLowerCase();
      if (q.length < 2 || seen.has(key)) continue;
      seen.add(key);
      out.push(q);
    }
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
