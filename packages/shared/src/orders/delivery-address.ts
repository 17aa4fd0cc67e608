import { z } from 'zod';
import { canonicalCity, findDistrict, findDivision } from './bangladesh';
import { findUpazila } from './bangladesh-areas';

/**
 * The place of a delivery address, as a courier finds it: division → district → upazila or city thana, then the area,
 * house and road as the reader writes them, an optional postal code and landmark. Used by checkout's shipping details
 * and by saved addresses; SPEC's `city` and `postalCode` keep their meaning (decision 039).
 */

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

/** The fields an address adds to SPEC's six; each optional, and '' is the same as absent. */
export const placeFields = {
  /** One of the 8 divisions (English, Bangla or an old spelling); stored by its English name. Taken from the district when absent. */
  division: optionalText('Division', 40),
  /** One of the 64 districts; stored by its English name (`Cox's Bazar`). */
  district: optionalText('District', 40),
  /** An upazila or city thana of the district: its id (`dhaka/dhanmondi`) or its name in either script; stored by its id. */
  upazila: optionalText('Upazila', 100).nullable(),
  /** The area, neighbourhood or village (Dhanmondi 27, Zindabazar). */
  area: optionalText('Area', 200),
  /** Something a courier can ask for (opposite the mosque, beside Aarong). */
  landmark: optionalText('Landmark', 200),
};

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
/** '১২০৫' → '1205'. */
export function normalizePostalCode(value: string): string {
  return value.trim().replace(/[০-৯]/g, (d) => String(BANGLA_DIGITS.indexOf(d)));
}
/** A Bangladeshi postal code: 4 digits (1205 Dhanmondi, 3100 Sylhet). */
export const POSTAL_CODE = /^\d{4}$/;

export interface PlaceInput {
  city?: string | undefined;
  postalCode?: string | undefined;
  division?: string | undefined;
  district?: string | undefined;
  upazila?: string | null | undefined;
  area?: string | undefined;
  landmark?: string | undefined;
}

/** The place of an address as stored: names in English, the upazila by its id; absent parts are left out. */
export interface Place {
  city: string;
  postalCode: string;
  division?: string;
  district?: string;
  upazila?: string;
  area?: string;
  landmark?: string;
}

export interface PlaceRules {
  /**
   * Orders: a client that sends only SPEC's free-text city (the original client) must give its postal code, as SPEC §5
   * and the API always asked, and the city is any text. Saved addresses: the city must be a district.
   */
  kind: 'order' | 'saved';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks the place of an address and reports each broken rule on its field. Run even when other fields failed
 * (`when: () => true`), so a form shows every mistake at once; values of the wrong type are the field schemas' to report.
 */
export function checkPlace(value: PlaceInput, ctx: z.RefinementCtx, { kind }: PlaceRules): void {
  // Run whatever else failed, so also when the details are no object at all: that is the object schema's to report.
  if (typeof value !== 'object' || value === null) return;
  const city = text(value.city);
  const districtName = text(value.district) || (kind === 'saved' ? city : '');
  const district = districtName ? findDistrict(districtName) : undefined;
  if (districtName && !district) ctx.addIssue({ code: 'custom', message: 'Please choose one of the 64 districts', path: [text(value.district) ? 'district' : 'city'] });

  const divisionName = text(value.division);
  const division = divisionName ? findDivision(divisionName) : undefined;
  if (divisionName && !division) ctx.addIssue({ code: 'custom', message: 'Please choose one of the 8 divisions', path: ['division'] });
  else if (division && district && district.division !== division.en) ctx.addIssue({ code: 'custom', message: 'The district is not in this division', path: ['district'] });

  const upazila = text(value.upazila);
  if (upazila && !districtName) ctx.addIssue({ code: 'custom', message: 'District is required', path: ['district'] });
  else if (upazila && district && !findUpazila(upazila, district.en)) ctx.addIssue({ code: 'custom', message: 'Please choose an upazila or thana of the district', path: ['upazila'] });

  const given = (field: unknown) => field === undefined || typeof field === 'string';
  if (!districtName && !city && !upazila && given(value.city)) ctx.addIssue({ code: 'custom', message: 'City is required', path: ['city'] });

  const postalCode = text(value.postalCode);
  if (kind === 'order' && !text(value.district)) {
    // SPEC's address: the postal code is required and free text, as it always was.
    if (!postalCode && given(value.postalCode)) ctx.addIssue({ code: 'custom', message: 'Postal Code is required', path: ['postalCode'] });
  } else checkPostalCode(value.postalCode, ctx);
}

/** A postal code given with a place is 4 digits (Bangla digits too); '' or absent is none. */
export function checkPostalCode(value: unknown, ctx: z.RefinementCtx): void {
  const postalCode = text(value);
  if (postalCode && !POSTAL_CODE.test(normalizePostalCode(postalCode))) ctx.addIssue({ code: 'custom', message: 'Postal code must be 4 digits', path: ['postalCode'] });
}

/** The place as stored, once checkPlace found nothing wrong. */
export function toPlace(value: PlaceInput, { kind }: PlaceRules): Place {
  const city = text(value.city);
  const district = findDistrict(text(value.district) || (kind === 'saved' ? city : ''));
  const postalCode = text(value.postalCode);
  const place: Place = {
    // The district is the city a courier goes to; a SPEC client's free text is kept as given (districts by their English name).
    city: district ? district.en : canonicalCity(city),
    postalCode: district ? normalizePostalCode(postalCode) : postalCode,
  };
  const division = district ? district.division : text(value.division) ? findDivision(text(value.division))?.en : undefined;
  if (division) place.division = division;
  if (district) place.district = district.en;
  const upazila = district && text(value.upazila) ? findUpazila(text(value.upazila), district.en) : undefined;
  if (upazila) place.upazila = upazila.id;
  if (text(value.area)) place.area = text(value.area);
  if (text(value.landmark)) place.landmark = text(value.landmark);
  return place;
}
