/** Money is integer cents inside the system and dollars with 2 decimals at the edges (API, UI). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** True when a dollar amount has no more than two decimals (1.005 is refused, 1.1 is fine). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/**
 * A dollar amount rounded half up to whole cents, as a person would round the number written out: 21.6392 → 2164,
 * 21.645 → 2165 (binary floating point holds 21.645 as 21.64499…, which `Math.round(x * 100)` rounds down). Works on
 * the shortest decimal that reads back as the same double, i.e. the number the sender meant. Null when not finite.
 */
export function roundHalfUpToCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const negative = dollars < 0;
  // toPrecision never uses exponent notation below 1e21 for 21 significant digits; above that cents are meaningless anyway.
  const text = Math.abs(dollars) >= 1e21 ? Math.abs(dollars).toFixed(0) : decimalString(Math.abs(dollars));
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  const rounded = (fraction[2] ?? '0') >= '5' ? cents + 1n : cents;
  const value = Number(rounded);
  return negative && value !== 0 ? -value : value;
}

/** The shortest round-trip decimal of a non-negative finite double, without exponent notation (1e-7 → '0.0000001'). */
function decimalString(value: number): string {
  const shortest = String(value);
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(shortest);
  if (!match) return shortest;
  const digits = match[1]! + (match[2] ?? '');
  const exponent = Number(match[3]);
  if (exponent < 0) return `0.${'0'.repeat(-exponent - 1)}${digits}`;
  return digits.padEnd(exponent + 1, '0');
}

/** The shop's currencies (settings/settings-schemas.ts); both have 100 minor units to the unit (cents, paisa). */
type MoneyCurrency = 'USD' | 'BDT';
type MoneyLocale = 'en' | 'bn';
const MONEY_FORMATS = new Map<string, Intl.NumberFormat>();
function moneyFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let found = MONEY_FORMATS.get(key);
  if (!found) MONEY_FORMATS.set(key, (found = make()));
  return found;
}

/**
 * An amount as the shop writes it, in the page's language: dollars as SPEC §9 ($1,234.50; Bangla ১,২৩৪.৫০ US$), Taka with
 * the taka sign and no decimals unless there are paisa (৳350, ৳1,500.50; Bangla ৳৩৫০, ৳১,৫০০). The one formatter of
 * money for pages, mails, slips and CSVs.
 */
export function formatMoneyIn(major: number, currency: MoneyCurrency, locale: MoneyLocale = 'en'): string {
  const tag = locale === 'bn' ? 'bn-BD' : 'en-US';
  if (currency === 'USD') {
    return moneyFormat(`USD:${tag}`, () => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(major);
  }
  const whole = Math.round(major * 100) % 100 === 0;
  const number = moneyFormat(`BDT:${tag}:${whole}`, () => new Intl.NumberFormat(tag, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 })).format(Math.abs(major));
  return `${major < 0 ? '-' : ''}৳${number}`;
}

/** formatMoneyIn for integer minor units. */
export function formatMinorIn(amountMinor: number, currency: MoneyCurrency, locale: MoneyLocale = 'en'): string {
  return formatMoneyIn(amountMinor / 100, currency, locale);
}
