import type { Currency } from '@boipoka/shared';
import { t } from '../../../lib/i18n';
import '../messages';

/** 'US dollars (USD, $)', 'বাংলাদেশি টাকা (BDT, ৳)': the code stays as written in both languages. */
export function currencyName(currency: Currency): string {
  return t(`settings:currency.names.${currency}`, { code: currency });
}

/** Upazila ids are written in English in both languages (they are the data's ids). */
export const UPAZILA_EXAMPLE = 'gazipur/tongi, chattogram/kotwali';
