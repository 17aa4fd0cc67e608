import { currentLocale } from '../lib/i18n';

/**
 * Placeholder content comes in both languages: the English as the spec has it, and a Bangla twin as a Bangladeshi shop
 * would write it. Read it through this at render time (a language switch remounts the page, so it follows).
 */
export function inPageLanguage<T>(english: T, bangla: T): T {
  return currentLocale() === 'bn' ? bangla : english;
}
