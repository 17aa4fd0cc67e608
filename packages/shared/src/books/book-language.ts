// No zod here: the storefront's All Products filter imports these, and zod stays off its first load.
/** The language a book is written in: Bangla or English (the shop's two; the All Products filter). */
export const BOOK_LANGUAGES = ['bn', 'en'] as const;
export type BookLanguage = (typeof BOOK_LANGUAGES)[number];

/**
 * A book's language when none is given: Bangla when its title or the title's other-script form holds Bangla letters
 * (a Bangla book has a Bangla title, whichever script it is stored in: Deyal / দেয়াল). The author's names do not count:
 * the shop gives Bangla forms to Bangladeshi authors of English books too (The Gene by Siddhartha Mukherjee /
 * সিদ্ধার্থ মুখার্জি, A Golden Age by Tahmima Anam), and those books are English.
 */
export function deriveBookLanguage(book: { title: string; altTitle?: string | null }): BookLanguage {
  return [book.title, book.altTitle ?? ''].some((text) => /[\u0980-\u09FF]/u.test(text)) ? 'bn' : 'en';
}
