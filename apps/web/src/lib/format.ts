/** Numbers, money and dates are formatted here and only here (US formatting, USD, SPEC §9). */
const LOCALE = 'en-US';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const longDateTime = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const longDate = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric' });
const shortDate = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
const dayMonth = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** $1,234.50 */
export function formatMoney(dollars: number): string {
  return money.format(dollars);
}

export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** 'November 21, 2026 at 3:05 PM' — the Order Dashboard's long US date with hour and minute. */
export function formatDateTime(iso: string | Date): string {
  return longDateTime.format(new Date(iso));
}

export function formatLongDate(iso: string | Date): string {
  return longDate.format(new Date(iso));
}

export function formatShortDate(iso: string | Date): string {
  return shortDate.format(new Date(iso));
}

/** 'Nov 21' for a YYYY-MM-DD day key (chart axes). */
export function formatDayKey(day: string): string {
  return dayMonth.format(new Date(`${day}T00:00:00Z`));
}

/** Orders are shown by the last 8 characters of their id. */
export function shortOrderId(id: string): string {
  return id.slice(-8);
}
