/**
 * Bangladesh for the delivery form: mobile numbers and the 64 districts (zilas), in English and Bangla.
 * The shop delivers cash on delivery, so a courier must be able to call the number: only a Bangladeshi mobile number
 * (01[3-9] and 8 digits) is taken, written any of the ways people write it, and kept in one form (01712345678).
 */

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** `+880 1712-345678`, `8801712345678`, `০১৭১২৩৪৫৬৭৮` → `01712345678`; anything else comes back tidied but unchanged in meaning. */
export function normalizeBdMobile(value: string): string {
  const digits = value
    .trim()
    .replace(/[০-৯]/g, (d) => String(BANGLA_DIGITS.indexOf(d)))
    .replace(/[\s\-().]/g, '');
  if (/^\+?880\d{10}$/.test(digits)) return `0${digits.replace(/^\+?880/, '')}`;
  return digits;
}

export const BD_MOBILE = /^01[3-9]\d{8}$/;

export function isBdMobile(value: string): boolean {
  return BD_MOBILE.test(normalizeBdMobile(value));
}

export interface District {
  en: string;
  bn: string;
  /** The division's English name. */
  division: string;
}

export interface Division {
  en: string;
  bn: string;
}

/** The eight divisions, with the spellings in use since 2018 (Chattogram, Barishal). */
export const BD_DIVISIONS: readonly Division[] = [
  { en: 'Dhaka', bn: 'ঢাকা' },
  { en: 'Chattogram', bn: 'চট্টগ্রাম' },
  { en: 'Rajshahi', bn: 'রাজশাহী' },
  { en: 'Khulna', bn: 'খুলনা' },
  { en: 'Barishal', bn: 'বরিশাল' },
  { en: 'Sylhet', bn: 'সিলেট' },
  { en: 'Rangpur', bn: 'রংপুর' },
  { en: 'Mymensingh', bn: 'ময়মনসিংহ' },
];

/** The 64 districts by division, with the spellings in use since 2018 (Chattogram, Cumilla, Barishal, Jashore, Bogura). */
export const BD_DISTRICTS: readonly District[] = [
  ...(
    [
      ['Dhaka', 'ঢাকা'],
      ['Faridpur', 'ফরিদপুর'],
      ['Gazipur', 'গাজীপুর'],
      ['Gopalganj', 'গোপালগঞ্জ'],
      ['Kishoreganj', 'কিশোরগঞ্জ'],
      ['Madaripur', 'মাদারীপুর'],
      ['Manikganj', 'মানিকগঞ্জ'],
      ['Munshiganj', 'মুন্সিগঞ্জ'],
      ['Narayanganj', 'নারায়ণগঞ্জ'],
      ['Narsingdi', 'নরসিংদী'],
      ['Rajbari', 'রাজবাড়ী'],
      ['Shariatpur', 'শরীয়তপুর'],
      ['Tangail', 'টাঙ্গাইল'],
    ] as const
  ).map(([en, bn]) => ({ en, bn, division: 'Dhaka' })),
  ...(
    [
      ['Bandarban', 'বান্দরবান'],
      ['Brahmanbaria', 'ব্রাহ্মণবাড়িয়া'],
      ['Chandpur', 'চাঁদপুর'],
      ['Chattogram', 'চট্টগ্রাম'],
      ["Cox's Bazar", 'কক্সবাজার'],
      ['Cumilla', 'কুমিল্লা'],
      ['Feni', 'ফেনী'],
      ['Khagrachhari', 'খাগড়াছড়ি'],
      ['Lakshmipur', 'লক্ষ্মীপুর'],
      ['Noakhali', 'নোয়াখালী'],
      ['Rangamati', 'রাঙ্গামাটি'],
    ] as const
  ).map(([en, bn]) => ({ en, bn, division: 'Chattogram' })),
  ...(
    [
      ['Bogura', 'বগুড়া'],
      ['Chapainawabganj', 'চাঁপাইনবাবগঞ্জ'],
      ['Joypurhat', 'জয়পুরহাট'],
      ['Naogaon', 'নওগাঁ'],
      ['Natore', 'নাটোর'],
      ['Pabna', 'পাবনা'],
      ['Rajshahi', 'রাজশাহী'],
      ['Sirajganj', 'সিরাজগঞ্জ'],
    ] as const
  ).map(([en, bn]) => ({ en, bn, division: 'Rajshahi' })),
  ...(
    [
      ['Bagerhat', 'বাগেরহাট'],
      ['Chuadanga', 'চুয়াডাঙ্গা'],
      ['Jashore', 'যশোর'],
      ['Jhenaidah', 'ঝিনাইদহ'],
      ['Khulna', 'খুলনা'],
      ['Kushtia', 'কুষ্টিয়া'],
      ['Magura', 'মাগুরা'],
      ['Meherpur', 'মেহেরপুর'],
      ['Narail', 'নড়াইল'],
      ['Satkhira', 'সাতক্ষীরা'],
    ] as const
  ).map(([en, bn]) => ({ en, bn, division: 'Khulna' })),
  ...(
    [
      ['Barguna', 'বরগুনা'],
      ['Barishal', 'বরিশাল'],
      ['Bhola', 'ভোলা'],
      ['Jhalokathi', 'ঝালকাঠি'],
      ['Patuakhali', 'পটুয়াখালী'],
      ['Pirojpur', 'পিরোজপুর'],
    ] as const
  ).map(([en, bn]) => ({ en, bn, division: 'Barishal' })),
  ...(
    [
      ['Habiganj', 'হবিগঞ্জ'],
      ['Moulvibazar', 'মৌলভীবাজার'],
      ['Sunamganj', 'সুনামগঞ্জ'],
      ['Sylhet', 'সিলেট'],
    ] as const
  ).map(([en, bn]) => ({ en, bn, division: 'Sylhet' })),
  ...(
    [
      ['Dinajpur', 'দিনাজপুর'],
      ['Gaibandha', 'গাইবান্ধা'],
      ['Kurigram', 'কুড়িগ্রাম'],
      ['Lalmonirhat', 'লালমনিরহাট'],
      ['Nilphamari', 'নীলফামারী'],
      ['Panchagarh', 'পঞ্চগড়'],
      ['Rangpur', 'রংপুর'],
      ['Thakurgaon', 'ঠাকুরগাঁও'],
    ] as const
  ).map(([en, bn]) => ({ en, bn, division: 'Rangpur' })),
  ...(
    [
      ['Jamalpur', 'জামালপুর'],
      ['Mymensingh', 'ময়মনসিংহ'],
      ['Netrokona', 'নেত্রকোণা'],
      ['Sherpur', 'শেরপুর'],
    ] as const
  ).map(([en, bn]) => ({ en, bn, division: 'Mymensingh' })),
];

/** Spellings from before 2018 that people (and old address books) still use. */
const OLD_SPELLINGS: Record<string, string> = {
  chittagong: 'Chattogram',
  comilla: 'Cumilla',
  barisal: 'Barishal',
  jessore: 'Jashore',
  bogra: 'Bogura',
  'coxs bazar': "Cox's Bazar",
  'cox bazar': "Cox's Bazar",
  netrakona: 'Netrokona',
  jhalakathi: 'Jhalokathi',
  nawabganj: 'Chapainawabganj',
};

const key = (value: string) => value.trim().toLowerCase().replace(/[’'`]/g, '').replace(/\s+/g, ' ');
const BY_NAME = new Map<string, District>();
for (const district of BD_DISTRICTS) {
  BY_NAME.set(key(district.en), district);
  BY_NAME.set(key(district.bn), district);
}
for (const [old, en] of Object.entries(OLD_SPELLINGS)) BY_NAME.set(old, BY_NAME.get(key(en))!);

/** The district a city names (English, Bangla or an old spelling, any case), or undefined for any other place. */
export function findDistrict(city: string): District | undefined {
  return BY_NAME.get(key(city));
}

const DIVISION_BY_NAME = new Map<string, Division>();
for (const division of BD_DIVISIONS) {
  DIVISION_BY_NAME.set(key(division.en), division);
  DIVISION_BY_NAME.set(key(division.bn), division);
}
for (const [old, en] of [
  ['chittagong', 'Chattogram'],
  ['chattagram', 'Chattogram'],
  ['barisal', 'Barishal'],
] as const)
  DIVISION_BY_NAME.set(old, DIVISION_BY_NAME.get(key(en))!);

/** The division a name means (English, Bangla or an old spelling, any case). */
export function findDivision(name: string): Division | undefined {
  return DIVISION_BY_NAME.get(key(name));
}

/** The districts of a division (any of its names), in the order of BD_DISTRICTS. */
export function districtsOf(division: string): District[] {
  const found = findDivision(division);
  return found ? BD_DISTRICTS.filter((district) => district.division === found.en) : [];
}

/**
 * A city as stored: a district's English name when it names one ('dhaka', 'ঢাকা', 'Chittagong' → 'Dhaka', 'Chattogram'),
 * so the web can show it in either language; any other text as given (API clients such as the original one send free text).
 */
export function canonicalCity(city: string): string {
  return findDistrict(city)?.en ?? city.trim();
}
