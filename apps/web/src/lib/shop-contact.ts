// Types only from the settings' schemas: a value of that module would bring zod into the page's first load (decision 032).
import type { PublicSettings, Weekday } from '@boipoka/shared';
import { formatDigits } from './format';
import { inLanguage } from './shop-offer';
import type { Locale } from './i18n';

/**
 * Where the shop is and when it is open, as the storefront shows it (footer, Contact, About, home), read from its
 * settings (GET /api/settings, `useShopSettings`): nothing here is written in code, and what the owner left empty is not
 * shown. What it offers (free delivery, days) is in shop-offer.ts, which pages' first loads carry; this is for the
 * parts that load later.
 */

/** The address as lines (the owner writes one line per line); none when empty. */
export function shopAddressLines(settings: PublicSettings, locale: Locale): string[] {
  return inLanguage(settings.shop.address, locale)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface ShopPhone {
  /** As written, in the page's digits. */
  text: string;
  href: string;
}

export function shopPhones(settings: PublicSettings, locale: Locale): ShopPhone[] {
  return settings.shop.phones.map((phone) => ({ text: formatDigits(phone, locale), href: `tel:${phone.replace(/[^+0-9]/g, '')}` }));
}

export interface HoursRow {
  /** 'Saturday – Thursday', 'Friday'. */
  days: string;
  /** '9:00 AM – 9:00 PM' (Bangla '০৯:০০ – ২১:০০'); null: closed. */
  hours: string | null;
}

/** The Bangladeshi week starts on Saturday. */
const WEEK: Weekday[] = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'];
/** Days after Monday 1 January 2024. */
const FROM_MONDAY: Record<Weekday, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };
const TAGS: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };

function dayName(day: Weekday, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + FROM_MONDAY[day]));
}

function clock(time: string, locale: Locale): string {
  const [hour, minute] = time.split(':').map(Number);
  // Bangla in the 24-hour clock: bn-BD writes AM/PM in Latin letters (lib/format.ts).
  return new Intl.DateTimeFormat(TAGS[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', ...(locale === 'bn' ? { hourCycle: 'h23' } : {}) }).format(Date.UTC(2024, 0, 1, hour, minute));
}

/**
 * The opening hours, Saturday first, days in a row with the same hours together ('Saturday – Thursday', then 'Friday'
 * closed). None when the shop keeps no day open (the owner has not set hours).
 */
export function openingHours(settings: PublicSettings, locale: Locale): HoursRow[] {
  const hours = settings.shop.hours;
  if (WEEK.every((day) => !hours[day])) return [];
  const label = (day: Weekday) => {
    const open = hours[day];
    return open ? `${clock(open.open, locale)} – ${clock(open.close, locale)}` : null;
  };
  const rows: HoursRow[] = [];
  let start = 0;
  for (let i = 1; i <= WEEK.length; i++) {
    if (i < WEEK.length && label(WEEK[i]!) === label(WEEK[start]!)) continue;
    const first = dayName(WEEK[start]!, locale);
    rows.push({ days: i - 1 === start ? first : `${first} – ${dayName(WEEK[i - 1]!, locale)}`, hours: label(WEEK[start]!) });
    start = i;
  }
  return rows;
}
