import { currentLocale, type Locale } from './i18n';

/**
 * Numbers, money and dates are formatted here and only here, in the page's language: English pages in US formatting
 * (SPEC §9: USD, dollar sign, 2 decimals), Bangla pages with `bn-BD` (Bangla digits and month names; prices stay US
 * dollars, written the way `bn-BD` writes them: ১,২৩৪.৫০ US$). Bangla times use the 24-hour clock: `bn-BD`'s AM/PM
 * are Latin letters.
 */
interface Formats {
  money: Intl.NumberFormat;
  integer: Intl.NumberFormat;
  longDateTime: Intl.DateTimeFormat;
  longDate: Intl.DateTimeFormat;
  shortDate: Intl.DateTimeFormat;
  dayMonth: Intl.DateTimeFormat;
}

const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };
const cache = new Map<Locale, Formats>();

function formats(locale: Locale = currentLocale()): Formats {
  let found = cache.get(locale);
  if (!found) {
    const tag = INTL_LOCALE[locale];
    const clock = locale === 'bn' ? ({ hourCycle: 'h23' } as const) : {};
    found = {
      money: new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      integer: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
      longDateTime: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', ...clock }),
      longDate: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric' }),
      shortDate: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric' }),
      dayMonth: new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    };
    cache.set(locale, found);
  }
  return found;
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A phone number as the page writes it: 01711000000, on Bangla pages ০১৭১১০০০০০০ (its + and dashes kept). */
export function formatPhone(phone: string, locale: Locale = currentLocale()): string {
  return locale === 'bn' ? phone.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)]!) : phone;
}

/** $1,234.50 (Bangla: ১,২৩৪.৫০ US$) */
export function formatMoney(dollars: number, locale?: Locale): string {
  return formats(locale).money.format(dollars);
}

export function formatCents(cents: number, locale?: Locale): string {
  return formats(locale).money.format(cents / 100);
}

/** A rating or other figure with a fixed number of decimals: 4.5 → '4.5' (Bangla: '৪.৫'). */
export function formatDecimal(value: number, digits: number, locale: Locale = currentLocale()): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
}

/** A round figure as a shop writes it in a headline: 50,000 → '50K' (Bangla: '৫০ হাজার'). */
export function formatCompact(value: number, locale: Locale = currentLocale()): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { notation: 'compact', compactDisplay: locale === 'bn' ? 'long' : 'short' }).format(value);
}

/** 0.99 → '99%' (Bangla: '৯৯%'). */
export function formatPercent(fraction: number, locale: Locale = currentLocale()): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

/** A clock's two digits: 4 → '04' (Bangla: '০৪'). */
export function formatTwoDigits(value: number, locale: Locale = currentLocale()): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { minimumIntegerDigits: 2, useGrouping: false }).format(value);
}

/** A year without grouping: 2017 (Bangla: '২০১৭'). */
export function formatYear(year: number, locale: Locale = currentLocale()): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false }).format(year);
}

export function formatInteger(value: number, locale?: Locale): string {
  return formats(locale).integer.format(value);
}

/** 'November 21, 2026 at 3:05 PM' — the Order Dashboard's long US date with hour and minute. */
export function formatDateTime(iso: string | Date, locale?: Locale): string {
  return formats(locale).longDateTime.format(new Date(iso));
}

export function formatLongDate(iso: string | Date, locale?: Locale): string {
  return formats(locale).longDate.format(new Date(iso));
}

export function formatShortDate(iso: string | Date, locale?: Locale): string {
  return formats(locale).shortDate.format(new Date(iso));
}

/** 'Nov 21' for a YYYY-MM-DD day key (chart axes). */
export function formatDayKey(day: string, locale?: Locale): string {
  return formats(locale).dayMonth.format(new Date(`${day}T00:00:00Z`));
}

/** A chart axis's money: $1.2K (Bangla: ১.২ হা US$ as bn-BD writes it). */
export function formatMoneyCompact(dollars: number, locale: Locale = currentLocale()): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(dollars);
}

/** 'Mar 1, 2026' for a YYYY-MM-DD day key (report tables); the key is a calendar day, never shifted by the browser's zone. */
export function formatDayKeyLong(day: string, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** 'March 2026' for the YYYY-MM-01 key of a month. */
export function formatMonthKey(day: string, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
