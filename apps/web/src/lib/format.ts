import { formatMoneyIn, SHOP_TIME_ZONE } from '@boipoka/shared';
import { currentLocale, type Locale } from './i18n';

/**
 * Numbers, money and dates are formatted here and only here, in the page's language: English pages in US formatting,
 * Bangla pages with `bn-BD` (Bangla digits and month names). Money is in the shop's currency (its settings, issue 31):
 * SPEC's dollars ($1,234.50; Bangla ১,২৩৪.৫০ US$) or Taka (৳350; Bangla ৳৩৫০), by shared's formatMoneyIn; an order's
 * amounts in the order's own currency. Bangla times use the 24-hour clock: `bn-BD`'s AM/PM are Latin letters.
 */
interface Formats {
  integer: Intl.NumberFormat;
  longDateTime: Intl.DateTimeFormat;
  longDate: Intl.DateTimeFormat;
  shortDate: Intl.DateTimeFormat;
  longDay: Intl.DateTimeFormat;
  shortDay: Intl.DateTimeFormat;
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
      integer: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
      longDateTime: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', ...clock }),
      longDate: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric' }),
      shortDate: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric' }),
      longDay: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
      shortDay: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
      dayMonth: new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    };
    cache.set(locale, found);
  }
  return found;
}

export type MoneyCurrency = 'USD' | 'BDT';
let shopCurrency: MoneyCurrency = 'USD';

/** The shop's currency, from its settings (lib/shop-settings.ts sets it as soon as they are read; the server renders with them). */
export function setShopCurrency(currency: MoneyCurrency): void {
  shopCurrency = currency;
}
export function getShopCurrency(): MoneyCurrency {
  return shopCurrency;
}

/** $1,234.50 (Bangla: ১,২৩৪.৫০ US$); ৳350 (Bangla: ৳৩৫০). An order's amounts pass the order's currency. */
export function formatMoney(amount: number, locale?: Locale, currency: MoneyCurrency = shopCurrency): string {
  return formatMoneyIn(amount, currency, locale ?? currentLocale());
}

export function formatCents(cents: number, locale?: Locale, currency: MoneyCurrency = shopCurrency): string {
  return formatMoneyIn(cents / 100, currency, locale ?? currentLocale());
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

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * A number as a person wrote it (a phone number, a postal code): kept as written, its digits in the page's script
 * ('+880 1711 234567' → '+৮৮০ ১৭১১ ২৩৪৫৬৭' on a Bangla page). Links (`tel:`) keep the digits as they were.
 */
export function formatDigits(text: string, locale: Locale = currentLocale()): string {
  return locale === 'bn' ? text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)]!) : text;
}

/** 'November 21, 2026 at 3:05 PM' — the Order Dashboard's long US date with hour and minute. */
export function formatDateTime(iso: string | Date, locale?: Locale): string {
  return formats(locale).longDateTime.format(new Date(iso));
}

/**
 * A calendar day written alone ('2024-02-01': a news item's or an article's date) is that day everywhere. `new Date()`
 * reads it as midnight UTC, which the browser's own time zone would shift to the day before west of Greenwich: the
 * server (in UTC) and a browser in New York then wrote different dates into the same server-rendered page (React's
 * hydration error #418, the footer's news dates).
 */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** '2:35 PM' (Bangla: '১৪:৩৫'): the hour and minute of a moment today, in the reader's time zone. */
export function formatTime(iso: string | Date, locale: Locale = currentLocale()): string {
  // Made on first use: only the order pages ask for a bare time, so the storefront's first page builds no formatter for it.
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit', ...(locale === 'bn' ? { hourCycle: 'h23' as const } : {}) });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** 'November 21, 2026'; a moment in the reader's time zone, a calendar day ('2026-11-21') as that day. */
export function formatLongDate(iso: string | Date, locale?: Locale): string {
  const { longDate, longDay } = formats(locale);
  return typeof iso === 'string' && CALENDAR_DAY.test(iso) ? longDay.format(new Date(`${iso}T00:00:00Z`)) : longDate.format(new Date(iso));
}

const saleEndFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * 'Feb 14, 23:59' (Bangla: '১৪ ফেব, ২৩:৫৯'): when a sale ends, as the shop's clock says it (SHOP_TIME_ZONE), so the
 * server's page and the browser that hydrates it write the same words whatever the reader's time zone.
 */
export function formatSaleEnd(iso: string | Date, locale: Locale = currentLocale()): string {
  let format = saleEndFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SHOP_TIME_ZONE });
    saleEndFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** 'Nov 21, 2026'; a calendar day as that day, as formatLongDate. */
export function formatShortDate(iso: string | Date, locale?: Locale): string {
  const { shortDate, shortDay } = formats(locale);
  return typeof iso === 'string' && CALENDAR_DAY.test(iso) ? shortDay.format(new Date(`${iso}T00:00:00Z`)) : shortDate.format(new Date(iso));
}

/**
 * This year as the shop counts it (in Bangladesh, SHOP_TIME_ZONE), so the server's page and the browser that hydrates
 * it agree whatever the reader's time zone (a footer's copyright line).
 */
export function currentShopYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: SHOP_TIME_ZONE }).format(now));
}

/** 'Nov 21' for a YYYY-MM-DD day key (chart axes). */
export function formatDayKey(day: string, locale?: Locale): string {
  return formats(locale).dayMonth.format(new Date(`${day}T00:00:00Z`));
}

/** A chart axis's money: $1.2K (Bangla: ১.২ হা US$ as bn-BD writes it); ৳1.2K (Bangla: ৳১.২ হা). */
export function formatMoneyCompact(amount: number, locale: Locale = currentLocale(), currency: MoneyCurrency = shopCurrency): string {
  if (currency === 'BDT') return `৳${new Intl.NumberFormat(INTL_LOCALE[locale], { notation: 'compact', maximumFractionDigits: 1 }).format(amount)}`;
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(amount);
}

/** 'Mar 1, 2026' for a YYYY-MM-DD day key (report tables); the key is a calendar day, never shifted by the browser's zone. */
export function formatDayKeyLong(day: string, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** 'March 2026' for the YYYY-MM-01 key of a month. */
export function formatMonthKey(day: string, locale: Locale = currentLocale()): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
