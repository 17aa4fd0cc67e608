import { scriptOf } from '@boipoka/shared';
import type { Locale } from './i18n';

/** The language the page is shown in: the active catalogue's (Bangla under /bn). */
export { currentLocale } from './i18n';

/** A stored name to show: `primary` in the page's script where the book has it, `secondary` the other form (under it, smaller). */
export interface NamePair {
  primary: string;
  secondary?: string;
}

/**
 * Which of a stored text and its other-script form leads on a page in `locale`: the one written in the page's script,
 * else the stored one. Without another form there is no second line.
 */
export function namePair(stored: string, other: string | undefined, locale: Locale): NamePair {
  const alt = other?.trim();
  if (!alt) return { primary: stored };
  if (scriptOf(stored) !== locale && scriptOf(alt) === locale) return { primary: alt, secondary: stored };
  return { primary: stored, secondary: alt };
}

export interface BookNames {
  title: NamePair;
  author: NamePair;
}

/** A book's title and author as a page in `locale` shows them (শেষের কবিতা / Shesher Kobita, by রবীন্দ্রনাথ ঠাকুর / Rabindranath Tagore). */
export function bookNames(book: { title: string; author: string; altTitle?: string; altAuthor?: string }, locale: Locale): BookNames {
  return { title: namePair(book.title, book.altTitle, locale), author: namePair(book.author, book.altAuthor, locale) };
}
