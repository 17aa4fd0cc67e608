import { describe, expect, it } from 'vitest';
import { addressInput, updateAddressInput } from '../accounts/account-schemas';
import { shippingDetailsSchema } from './order-schemas';

const CONTACT = { name: 'Nusrat Jahan', email: 'nusrat@boipoka.test', phone: '01712345678', address: 'House 12, Road 5' };
const SPEC = { ...CONTACT, city: 'Dhaka', postalCode: '1205' };

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];
}

describe("checkout's shipping details", () => {
  it("takes SPEC's six fields as always, and stores exactly them", () => {
    expect(shippingDetailsSchema.parse(SPEC)).toEqual(SPEC);
    expect(Object.keys(shippingDetailsSchema.parse({ ...SPEC, city: 'Mirpur DOHS', postalCode: 'DHAKA-1216' }))).toEqual(['name', 'email', 'phone', 'address', 'city', 'postalCode']);
    expect(shippingDetailsSchema.parse({ ...SPEC, city: 'Mirpur DOHS', postalCode: 'DHAKA-1216' })).toMatchObject({ city: 'Mirpur DOHS', postalCode: 'DHAKA-1216' });
  });

  it('without a district, a SPEC client still must give its city and postal code (SPEC §5)', () => {
    expect(issues(shippingDetailsSchema.safeParse({ ...CONTACT, city: 'Dhaka' }))).toEqual([{ path: 'postalCode', message: 'Postal Code is required' }]);
    expect(issues(shippingDetailsSchema.safeParse({ ...CONTACT, city: ' ', postalCode: '1205' }))).toEqual([{ path: 'city', message: 'City is required' }]);
    expect(issues(shippingDetailsSchema.safeParse({ ...CONTACT, postalCode: 7 }))).toEqual([
      { path: 'postalCode', message: 'Postal Code is required' },
      { path: 'city', message: 'City is required' },
    ]);
  });

  it('with a district: the place in English, the upazila by its id, the city from the district, no postal code needed', () => {
    const parsed = shippingDetailsSchema.parse({ ...CONTACT, division: 'ঢাকা', district: 'ঢাকা', upazila: 'ধানমন্ডি', area: 'Dhanmondi 27', landmark: 'Opposite Rapa Plaza' });
    expect(parsed).toEqual({ ...CONTACT, city: 'Dhaka', postalCode: '', division: 'Dhaka', district: 'Dhaka', upazila: 'dhaka/dhanmondi', area: 'Dhanmondi 27', landmark: 'Opposite Rapa Plaza' });
    expect(shippingDetailsSchema.parse({ ...CONTACT, district: 'Sylhet', upazila: 'sylhet/sylhet-sadar', postalCode: '৩১০০', city: '' })).toMatchObject({
      city: 'Sylhet',
      division: 'Sylhet',
      postalCode: '3100',
      upazila: 'sylhet/sylhet-sadar',
    });
    // Empty optional fields from a form are absent.
    expect(shippingDetailsSchema.parse({ ...CONTACT, district: 'Chittagong', upazila: '', area: '', landmark: ' ', postalCode: '' })).toEqual({
      ...CONTACT,
      city: 'Chattogram',
      postalCode: '',
      division: 'Chattogram',
      district: 'Chattogram',
    });
  });

  it.each([
    [{ district: 'Gotham' }, 'district', 'Please choose one of the 64 districts'],
    [{ district: 'Sylhet', upazila: 'dhaka/dhanmondi' }, 'upazila', 'Please choose an upazila or thana of the district'],
    [{ district: 'Dhaka', upazila: 'Nowhere' }, 'upazila', 'Please choose an upazila or thana of the district'],
    [{ division: 'Khulna', district: 'Dhaka' }, 'district', 'The district is not in this division'],
    [{ division: 'Atlantis', district: 'Dhaka' }, 'division', 'Please choose one of the 8 divisions'],
    [{ upazila: 'dhaka/dhanmondi', city: 'Dhaka', postalCode: '1205' }, 'district', 'District is required'],
    [{ district: 'Dhaka', postalCode: '12050' }, 'postalCode', 'Postal code must be 4 digits'],
    [{ district: 'Dhaka', landmark: 'x'.repeat(201) }, 'landmark', 'Landmark must be at most 200 characters'],
  ])('refuses %j naming the field', (place, path, message) => {
    expect(issues(shippingDetailsSchema.safeParse({ ...CONTACT, ...place }))).toEqual([{ path, message }]);
  });

  it('reports the place with the other mistakes, so a form shows them all at once', () => {
    expect(issues(shippingDetailsSchema.safeParse({ ...CONTACT, name: undefined, district: 'Dhaka', upazila: 'Nowhere' }))).toEqual([
      { path: 'name', message: 'Full Name is required' },
      { path: 'upazila', message: 'Please choose an upazila or thana of the district' },
    ]);
  });
});

describe('saved addresses', () => {
  const HOME = { name: 'Nusrat Jahan', phone: '01712345678', address: 'House 12, Road 5' };

  it("an address with only a city (a district, as before) is that district's; the postal code is optional", () => {
    expect(addressInput.parse({ ...HOME, city: 'সিলেট' })).toEqual({
      ...HOME,
      label: '',
      city: 'Sylhet',
      division: 'Sylhet',
      district: 'Sylhet',
      upazila: null,
      postalCode: '',
      area: '',
      landmark: '',
    });
    expect(issues(addressInput.safeParse({ ...HOME, city: 'Mirpur DOHS' }))).toEqual([{ path: 'city', message: 'Please choose one of the 64 districts' }]);
    expect(issues(addressInput.safeParse(HOME))).toEqual([{ path: 'city', message: 'City is required' }]);
  });

  it('a structured address keeps every part', () => {
    expect(addressInput.parse({ ...HOME, district: 'Dhaka', upazila: 'dhaka/mirpur', area: 'Section 10', postalCode: '1216', landmark: 'Near the stadium', isDefault: true })).toEqual({
      ...HOME,
      label: '',
      isDefault: true,
      city: 'Dhaka',
      division: 'Dhaka',
      district: 'Dhaka',
      upazila: 'dhaka/mirpur',
      area: 'Section 10',
      postalCode: '1216',
      landmark: 'Near the stadium',
    });
  });

  it('a change of the place replaces it whole; other fields change alone', () => {
    expect(updateAddressInput.parse({ district: 'Gazipur' })).toEqual({ city: 'Gazipur', division: 'Dhaka', district: 'Gazipur', upazila: null });
    expect(updateAddressInput.parse({ landmark: '', postalCode: '১২০৫' })).toEqual({ landmark: '', postalCode: '1205' });
    expect(issues(updateAddressInput.safeParse({ postalCode: 'ABCD' }))).toEqual([{ path: 'postalCode', message: 'Postal code must be 4 digits' }]);
    expect(issues(updateAddressInput.safeParse({ upazila: 'dhaka/savar' }))).toEqual([{ path: 'district', message: 'District is required' }]);
    expect(issues(updateAddressInput.safeParse({}))).toEqual([{ path: '', message: 'Nothing to update' }]);
  });
});

describe('details that are no object', () => {
  it.each([undefined, null, 'Dhaka', 7])('%j is refused as the object it should be, never thrown on', (value) => {
    expect(issues(shippingDetailsSchema.safeParse(value))).toEqual([{ path: '', message: expect.any(String) }]);
    expect(addressInput.safeParse(value).success).toBe(false);
    expect(updateAddressInput.safeParse(value).success).toBe(false);
  });
});
