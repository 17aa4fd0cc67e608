import { hasAtMostTwoDecimals, roundHalfUpToCents, type Currency } from '@boipoka/shared';
import { formatDigits } from './format';
import type { Locale } from './i18n';

/**
 * Numbers and money an admin types in a field, in either script ('৫০০', '1,250.50'), and shown back for editing in the
 * page's digits: the Settings page's money fields and the order page's refund amount read them the same way.
 */

/** '৬০' → '60': the admin may type either script. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - '০'.charCodeAt(0)));
}

/** '60' → '৬০' on a Bangla page: a value shown for editing, in the page's digits. */
export function pageDigits(text: string, locale: Locale): string {
  return formatDigits(text, locale);
}

/** A number typed in a field; NaN when empty or not a number (the schema then names the field). */
export function parseNumber(text: string): number {
  const plain = latinDigits(text).trim().replace(/,/g, '');
  return plain === '' ? Number.NaN : Number(plain);
}

/** An amount in major units as typed ('5.99', '৬০') in minor units; more than two decimals stays fractional (refused). */
export function parseMinor(text: string): number {
  const major = parseNumber(text);
  if (!Number.isFinite(major)) return Number.NaN;
  return hasAtMostTwoDecimals(major) ? (roundHalfUpToCents(major) ?? Number.NaN) : major * 100;
}

/** 599 → '5.99', 6000 → '60', 150050 → '1500.50' (no grouping: it is edited). */
export function majorText(amountMinor: number, locale: Locale): string {
  const text = amountMinor % 100 === 0 ? String(amountMinor / 100) : (amountMinor / 100).toFixed(2);
  return pageDigits(text, locale);
}

/** The sign shown before a money field. */
export function currencySymbol(currency: Currency): string {
  return currency === 'BDT' ? '৳' : '$';
}
