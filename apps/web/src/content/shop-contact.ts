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
