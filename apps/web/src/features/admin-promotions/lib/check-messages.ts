import { t } from '../../../lib/i18n';
import { schemaMessages, type MessagePattern } from '../../../lib/schema-messages';
import '../messages';

/**
 * The shared schema's messages (English, as the server writes them) in the page's language, for the check made in the
 * browser before a code is sent; said short, beside their field. The server's own answers come already in the page's
 * language (the request carries it).
 */
const EXACT: Readonly<Record<string, string>> = {
  'Promo code is required': 'promotions:errors.required',
  'Promo code must be 3 to 32 letters, digits, - or _': 'promotions:errors.codeShape',
  'Percent must be a number': 'promotions:errors.percent',
  'Percent must be a whole number from 1 to 100': 'promotions:errors.percent',
  'Percent is required for a percent code': 'promotions:errors.required',
  'Amount is required for an amount code': 'promotions:errors.required',
  'Amount must be a number': 'promotions:errors.number',
  'Amount must be whole minor units (cents or paisa)': 'promotions:errors.amountDecimals',
  'Amount must be more than 0': 'promotions:errors.amountPositive',
  'Minimum subtotal must be a number': 'promotions:errors.number',
  'Minimum subtotal must be whole minor units (cents or paisa)': 'promotions:errors.amountDecimals',
  'Minimum subtotal cannot be negative': 'promotions:errors.negative',
  'Uses in all must be a number': 'promotions:errors.number',
  'Uses in all must be a whole number of at least 1': 'promotions:errors.wholeAtLeastOne',
  'Uses per customer must be a number': 'promotions:errors.number',
  'Uses per customer must be a whole number of at least 1': 'promotions:errors.wholeAtLeastOne',
  'The end must be after the start': 'promotions:errors.endAfterStart',
  'Publisher is required': 'promotions:errors.required',
};

const PATTERNS: readonly MessagePattern[] = [
  [/ is too large$/, () => t('promotions:errors.tooLarge')],
  [/ must be at most (\d+) characters$/, (m) => t('promotions:errors.tooLong', { max: Number(m[1]) })],
  [/^At most \d+ /, () => t('promotions:errors.tooMany')],
  // zod's own words: a number field left empty or not a number (NaN), a date that is not one.
  [/^Invalid input: expected number/, () => t('promotions:errors.number')],
  [/datetime/i, () => t('promotions:errors.date')],
];

export const checkMessage = schemaMessages(EXACT, PATTERNS, 'promotions:errors.invalid');
