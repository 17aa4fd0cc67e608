import { t } from '../../../lib/i18n';
import { schemaMessages, type MessagePattern } from '../../../lib/schema-messages';
import '../messages';

/**
 * The shared schema's messages (English, as the server writes them) in the page's language, for the check made in the
 * browser before a sale is sent; said short, beside their field. The server's own answers come in the page's language.
 */
const EXACT: Readonly<Record<string, string>> = {
  'Name in English is required': 'sales:errors.required',
  'Name in Bangla is required': 'sales:errors.required',
  'Name must be given in English and Bangla': 'sales:errors.required',
  'Percent must be a number': 'sales:errors.percent',
  'Percent must be a whole number from 1 to 90': 'sales:errors.percent',
  'Percent is required for a percent sale': 'sales:errors.required',
  'Amount is required for an amount sale': 'sales:errors.required',
  'Amount must be a number': 'sales:errors.number',
  'Amount must be whole minor units (cents or paisa)': 'sales:errors.amountDecimals',
  'Amount must be more than 0': 'sales:errors.amountPositive',
  'Start is required': 'sales:errors.required',
  'End is required': 'sales:errors.required',
  'Start must be a date and time (ISO 8601)': 'sales:errors.date',
  'End must be a date and time (ISO 8601)': 'sales:errors.date',
  'The end must be after the start': 'sales:errors.endAfterStart',
  'Choose the books: categories, series, publishers, authors or books': 'sales:errors.scope',
  'Book id must be a UUID': 'sales:errors.bookId',
};

const PATTERNS: readonly MessagePattern[] = [
  [/ is too large$/, () => t('sales:errors.tooLarge')],
  [/ must be at most (\d+) characters$/, (m) => t('sales:errors.tooLong', { max: Number(m[1]) })],
  [/^At most \d+ /, () => t('sales:errors.tooMany')],
  [/^Invalid input: expected number/, () => t('sales:errors.number')],
];

export const checkMessage = schemaMessages(EXACT, PATTERNS, 'sales:errors.invalid');
