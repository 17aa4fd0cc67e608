import { inPageLanguage } from './localized';
/** The shop's fixed address and contact block (footer, home contact section, Contact page). */
export const SHOP_CONTACT = {
  addressLines: ['House 12, Road 7, Dhanmondi', 'Dhaka 1205, Bangladesh'],
  phone: '+880 1700-000000',
  phoneHref: 'tel:+8801700000000',
  email: 'hello@boipoka.com.bd',
  supportEmail: 'support@boipoka.com.bd',
} as const;

/** General opening hours (SPEC §9): Mon-Fri 9AM-8PM, Sat 10-6, Sun 11-5. */
export interface OpeningHours {
  days: string;
  hours: string;
}

export const GENERAL_HOURS: OpeningHours[] = [
  { days: 'Monday – Friday', hours: '9AM – 8PM' },
  { days: 'Saturday', hours: '10AM – 6PM' },
  { days: 'Sunday', hours: '11AM – 5PM' },
];

/** The three branches and their hours (SPEC §2, §9). */
export interface Branch {
  city: string;
  address: string;
  phone: string;
  hours: string;
}

export const BRANCHES: Branch[] = [
  { city: 'Dhaka', address: 'House 12, Road 7, Dhanmondi, Dhaka 1205', phone: '+880 1700-000000', hours: 'Mon-Sat 9AM-8PM' },
  { city: 'Chittagong', address: '45 CDA Avenue, GEC Circle, Chittagong 4000', phone: '+880 1800-000000', hours: 'Mon-Sat 10AM-7PM' },
  { city: 'Sylhet', address: '8 Zindabazar Road, Sylhet 3100', phone: '+880 1900-000000', hours: 'Mon-Fri 10AM-6PM' },
];

const SHOP_ADDRESS_BN = ['বাড়ি ১২, রোড ৭, ধানমন্ডি', 'ঢাকা ১২০৫, বাংলাদেশ'];

/** The shop's phone number as the page writes it (Bangla digits on a Bangla page; the `tel:` link is the same in both). */
export function shopPhone(): string {
  return inPageLanguage(SHOP_CONTACT.phone, '+৮৮০ ১৭০০-০০০০০০');
}

/** The shop's address lines in the page's language (the e-mail is written the same in both). */
export function shopAddressLines(): readonly string[] {
  return inPageLanguage<readonly string[]>(SHOP_CONTACT.addressLines, SHOP_ADDRESS_BN);
}

const GENERAL_HOURS_BN: OpeningHours[] = [
  { days: 'সোমবার – শুক্রবার', hours: 'সকাল ৯টা – রাত ৮টা' },
  { days: 'শনিবার', hours: 'সকাল ১০টা – সন্ধ্যা ৬টা' },
  { days: 'রবিবার', hours: 'সকাল ১১টা – বিকেল ৫টা' },
];

export function generalHours(): OpeningHours[] {
  return inPageLanguage(GENERAL_HOURS, GENERAL_HOURS_BN);
}

const BRANCHES_BN: Branch[] = [
  { city: 'ঢাকা', address: 'বাড়ি ১২, রোড ৭, ধানমন্ডি, ঢাকা ১২০৫', phone: '+৮৮০ ১৭০০-০০০০০০', hours: 'সোম–শনি সকাল ৯টা–রাত ৮টা' },
  { city: 'চট্টগ্রাম', address: '৪৫ সিডিএ এভিনিউ, জিইসি মোড়, চট্টগ্রাম ৪০০০', phone: '+৮৮০ ১৮০০-০০০০০০', hours: 'সোম–শনি সকাল ১০টা–সন্ধ্যা ৭টা' },
  { city: 'সিলেট', address: '৮ জিন্দাবাজার রোড, সিলেট ৩১০০', phone: '+৮৮০ ১৯০০-০০০০০০', hours: 'সোম–শুক্র সকাল ১০টা–সন্ধ্যা ৬টা' },
];

export function branches(): Branch[] {
  return inPageLanguage(BRANCHES, BRANCHES_BN);
}
