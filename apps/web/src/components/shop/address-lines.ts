import { findDistrict } from '@boipoka/shared';
import type { BangladeshAreas } from '../../lib/bangladesh-areas';
import { formatDigits } from '../../lib/format';
import { currentLocale, t } from '../../lib/i18n';

/** The parts of an address a courier reads: an order's shipping details or a saved address. */
export interface AddressPlace {
  address: string;
  city: string;
  postalCode: string;
  area?: string | null;
  district?: string | null;
  upazila?: string | null;
  landmark?: string | null;
}

/**
 * An address as lines, in the page's language: house and road; area and upazila or thana; district and postal code;
 * landmark. The upazila's name needs the areas (lazily loaded): until they come, its id's second half stands in.
 */
export function addressLines(place: AddressPlace, areas: BangladeshAreas | undefined): string[] {
  const locale = currentLocale();
  const upazila = place.upazila ? (areas?.findUpazila(place.upazila)?.[locale] ?? place.upazila.split('/')[1]!.replace(/-/g, ' ')) : '';
  const district = findDistrict(place.district || place.city)?.[locale] ?? place.city;
  const lines = [place.address, [place.area, upazila].filter(Boolean).join(', '), t('common:delivery.cityLine', { city: district, postalCode: formatDigits(place.postalCode) }).trim()];
  if (place.landmark) lines.push(t('common:delivery.landmark', { landmark: place.landmark }));
  return lines.filter(Boolean);
}
