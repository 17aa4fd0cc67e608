import { findDistrict, type SavedAddress } from '@boipoka/shared';
import { currentLocale, t } from '../../lib/i18n';
import '../../lib/accounts-messages';

/** The name a reader gave an address, or 'Address'. */
export function addressLabel(address: Pick<SavedAddress, 'label'>): string {
  return address.label || t('accounts:addresses.fallbackLabel');
}

/** A district in the page's language (stored by its English name). */
export function districtName(city: string): string {
  return findDistrict(city)?.[currentLocale()] ?? city;
}

/** A message of the shared schema in the page's language (the schema speaks English, as the API's default). */
export function addressFieldError(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.endsWith(' is required')) return t('accounts:errors.required', { field: label });
  if (message.includes(' must be at most ')) return t('accounts:errors.tooLong', { field: label });
  if (message.startsWith('Please enter a Bangladeshi mobile number')) return t('accounts:errors.phone');
  if (message.startsWith('Please choose one of the 64 districts')) return t('accounts:errors.district');
  if (message === 'Please choose an upazila or thana of the district') return t('accounts:errors.upazila');
  if (message === 'The district is not in this division') return t('accounts:errors.division');
  if (message === 'Postal code must be 4 digits') return t('accounts:errors.postalCode');
  if (message === 'City is required') return t('accounts:errors.required', { field: label });
  return message;
}
