import { t } from '../../../lib/i18n';
import { schemaMessages, type MessagePattern } from '../../../lib/schema-messages';
import '../messages';
import { UPAZILA_EXAMPLE } from './texts';

/**
 * The shared schema's messages (English, as the server writes them) in the page's language, for the checks made in the
 * browser before a section is sent; said short, beside their field. The server's own answers come already in the
 * page's language (the request carries it).
 */
const EXACT: Readonly<Record<string, string>> = {
  'Amount must be a number': 'settings:errors.amountNumber',
  'Amount must be whole minor units (cents or paisa)': 'settings:errors.amountDecimals',
  'Amount cannot be negative': 'settings:errors.amountNegative',
  'Amount is too large': 'settings:errors.amountTooLarge',
  'Days must be whole': 'settings:errors.daysWhole',
  'Days cannot be negative': 'settings:errors.daysNegative',
  'The fastest delivery cannot be slower than the slowest': 'settings:errors.daysOrder',
  'Exactly one zone must take every address no other zone takes': 'settings:errors.oneEverywhereElse',
  'At least one delivery zone is required': 'settings:errors.zonesMin',
  'Tax rate must be a number': 'settings:errors.number',
  'Tax rate cannot be negative': 'settings:errors.taxNegative',
  'Tax rate must be at most 100': 'settings:errors.taxTooHigh',
  'Tax rate has at most two decimals': 'settings:errors.taxDecimals',
  'Opening time must be HH:MM': 'settings:errors.time',
  'Closing time must be HH:MM': 'settings:errors.time',
  'Closing must be after opening': 'settings:errors.closeAfterOpen',
  'Phone is required': 'settings:errors.required',
  'Phone must be digits, like 01712345678': 'settings:errors.phone',
  'Please enter a valid email address': 'settings:errors.email',
  'Rate must be a number': 'settings:errors.rate',
  'Rate must be more than 0': 'settings:errors.rate',
};

const PATTERNS: readonly MessagePattern[] = [
  [/^Upazila must be written district\/upazila$/, () => t('settings:errors.upazilaShape', { example: UPAZILA_EXAMPLE.split(',')[0] })],
  [/ is required$/, () => t('settings:errors.required')],
  [/ must be at most (\d+) characters$/, (m) => t('settings:errors.tooLong', { max: Number(m[1]) })],
  [/^At most (\d+) days$/, (m) => t('settings:errors.daysTooMany', { max: Number(m[1]) })],
  [/^At most (\d+) delivery zones$/, (m) => t('settings:errors.zonesMax', { max: Number(m[1]) })],
  [/^At most (\d+) phone numbers$/, (m) => t('settings:errors.phonesMax', { max: Number(m[1]) })],
  [/^Zone id .+ is used twice$/, () => t('settings:errors.zoneTwice')],
  [/^Unknown district: (.+)$/, (m) => t('settings:errors.unknownDistrict', { name: m[1] })],
  // zod's own words for a value of the wrong kind (a field left empty: NaN).
  [/^Invalid input: expected number/, () => t('settings:errors.number')],
];

export const checkMessage = schemaMessages(EXACT, PATTERNS, 'settings:errors.invalid');
