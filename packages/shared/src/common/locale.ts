/**
 * The shop's two languages. English is the default and lives at today's URLs; Bangla is the same paths under `/bn`.
 * A visitor's choice is kept in the `lang` cookie and, for an account, in `users.locale` (so e-mails can use it).
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'bn';
}
