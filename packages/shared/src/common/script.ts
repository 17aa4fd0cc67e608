/**
 * Which script a piece of text is written in, for the two the shop speaks: Bangla ('bn') or Latin ('en').
 * Used to give user data (titles, authors, names) its own `lang` inside a page of the other language, so a screen
 * reader switches voice, and to check that a book's other-script form really is in the other script.
 */
export type TextScript = 'bn' | 'en';

const BANGLA_LETTER = /[\u0980-\u09FF]/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;

/** The script most of the text's letters are in; undefined for text with no letter of either (digits, emoji, empty). */
export function scriptOf(text: string): TextScript | undefined {
  const bangla = text.match(BANGLA_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (bangla === 0 && latin === 0) return undefined;
  return bangla >= latin ? 'bn' : 'en';
}
