import { describe, expect, it } from 'vitest';
import { BD_DISTRICTS, BD_DIVISIONS, BD_UPAZILAS, districtsOf, findDivision, findUpazila, upazilaName, upazilasOf } from './bangladesh-areas';
import { DHAKA_CITY_THANAS, defaultSettings } from '../settings/default-settings';
import { districtSlug, zoneFor } from '../settings/settings-schemas';

describe('the areas of Bangladesh', () => {
  it('has 8 divisions, 64 districts, 494 upazilas and the city thanas of Dhaka (50) and Chattogram (15), each named in both scripts', () => {
    expect(BD_DIVISIONS).toHaveLength(8);
    expect(BD_DISTRICTS).toHaveLength(64);
    expect(BD_UPAZILAS.filter((u) => u.kind === 'upazila')).toHaveLength(494);
    expect(BD_UPAZILAS.filter((u) => u.kind === 'city-thana' && u.district === 'Dhaka')).toHaveLength(50);
    expect(BD_UPAZILAS.filter((u) => u.kind === 'city-thana' && u.district === 'Chattogram')).toHaveLength(15);
    for (const upazila of BD_UPAZILAS) {
      expect(upazila.en, upazila.id).toMatch(/^[A-Za-z][A-Za-z' -]*[A-Za-z]$/);
      // Bangla letters and spaces only (a zero-width joiner is part of some Bangla spellings).
      expect(upazila.bn.replace(/\u200c|\u200d/g, ''), upazila.id).toMatch(/^[\u0980-\u09FF][\u0980-\u09FF ]*[\u0980-\u09FF]$/);
    }
  });

  it('gives every district its upazilas, and every division its districts', () => {
    for (const district of BD_DISTRICTS) expect(upazilasOf(district.en).filter((u) => u.kind === 'upazila').length, district.en).toBeGreaterThanOrEqual(2);
    expect(BD_DIVISIONS.flatMap((division) => districtsOf(division.en))).toHaveLength(64);
    expect(districtsOf('সিলেট').map((d) => d.en)).toEqual(['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet']);
    expect(districtsOf('Chittagong')).toHaveLength(11);
    expect(districtsOf('Atlantis')).toEqual([]);
  });

  it('writes ids as district/upazila slugs, unique, each in its own district', () => {
    const ids = BD_UPAZILAS.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const upazila of BD_UPAZILAS) {
      expect(upazila.id).toBe(`${districtSlug(upazila.district)}/${districtSlug(upazila.en)}`);
      expect(upazila.id).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
    }
  });

  it("puts Dhaka city's thanas beside Dhaka district's five upazilas, and Chattogram's likewise", () => {
    const dhaka = upazilasOf('ঢাকা');
    expect(dhaka.filter((u) => u.kind === 'upazila').map((u) => u.en)).toEqual(['Dhamrai', 'Dohar', 'Keraniganj', 'Nawabganj', 'Savar']);
    expect(dhaka.find((u) => u.id === 'dhaka/dhanmondi')).toEqual({ id: 'dhaka/dhanmondi', en: 'Dhanmondi', bn: 'ধানমন্ডি', district: 'Dhaka', kind: 'city-thana' });
    expect(upazilasOf('Chattogram').find((u) => u.en === 'Panchlaish')).toMatchObject({ id: 'chattogram/panchlaish', bn: 'পাঁচলাইশ', kind: 'city-thana' });
    expect(upazilasOf('Chattogram').find((u) => u.en === 'Karnafuli')).toMatchObject({ kind: 'upazila' });
  });

  it('has every Dhaka city thana the default Taka zones name, so Inside Dhaka is a real place', () => {
    expect(DHAKA_CITY_THANAS).toHaveLength(50);
    for (const id of DHAKA_CITY_THANAS) expect(findUpazila(id), id).toMatchObject({ id, district: 'Dhaka', kind: 'city-thana' });
    const zones = defaultSettings('BDT').zones;
    expect(zoneFor(zones, { district: 'Dhaka', upazila: findUpazila('Dhanmondi', 'Dhaka')!.id }).id).toBe('inside-dhaka');
    expect(zoneFor(zones, { district: 'Dhaka', upazila: findUpazila('সাভার', 'ঢাকা')!.id }).id).toBe('dhaka-suburbs');
    expect(zoneFor(zones, { district: 'Sylhet', upazila: findUpazila('Sylhet Sadar', 'Sylhet')!.id }).id).toBe('outside-dhaka');
  });

  it('finds a place by id, by name in either script, and by the names it had before', () => {
    expect(findUpazila('DHAKA/Dhanmondi')?.id).toBe('dhaka/dhanmondi');
    expect(findUpazila('ধানমন্ডি', 'Dhaka')?.id).toBe('dhaka/dhanmondi');
    expect(findUpazila("cox's bazar sadar", "Cox's Bazar")?.id).toBe('coxs-bazar/coxs-bazar-sadar');
    expect(findUpazila('Eidgaon', "Cox's Bazar")?.bn).toBe('ঈদগাঁও');
    expect(findUpazila('South Sunamganj', 'Sunamganj')?.en).toBe('Shantiganj');
    expect(findUpazila('sunamganj/south-sunamganj')?.id).toBe('sunamganj/shantiganj');
    expect(findUpazila('dhaka/bhatara')?.en).toBe('Vatara');
    expect(findUpazila('Comilla Sadar', 'Comilla')?.id).toBe('cumilla/cumilla-sadar');
    expect(findUpazila('Savar')?.district).toBe('Dhaka');
    // The same name in two districts: only the district chooses.
    expect(findUpazila('Kotwali')).toBeUndefined();
    expect(findUpazila('Kotwali', 'চট্টগ্রাম')?.id).toBe('chattogram/kotwali');
    expect(findUpazila('Mirpur', 'Kushtia')?.id).toBe('kushtia/mirpur');
    // An id of another district, or no place at all.
    expect(findUpazila('dhaka/dhanmondi', 'Sylhet')).toBeUndefined();
    expect(findUpazila('Dhanmondi', 'Sylhet')).toBeUndefined();
    expect(findUpazila('dhaka/atlantis')).toBeUndefined();
    expect(findUpazila('  ')).toBeUndefined();
  });

  it('names a place in a language, and keeps unknown text as given', () => {
    expect(upazilaName('dhaka/uttara-west', 'bn')).toBe('উত্তরা পশ্চিম');
    expect(upazilaName('dhaka/uttara-west', 'en')).toBe('Uttara West');
    expect(upazilaName('somewhere/else', 'bn')).toBe('somewhere/else');
  });

  it('knows the divisions by their old spellings and in Bangla', () => {
    expect(findDivision('Chittagong')?.en).toBe('Chattogram');
    expect(findDivision('barisal')?.en).toBe('Barishal');
    expect(findDivision('ময়মনসিংহ')?.en).toBe('Mymensingh');
    expect(findDivision('Dhaka North')).toBeUndefined();
  });
});
