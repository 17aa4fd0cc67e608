import { describe, expect, it } from 'vitest';
import { currencySymbol, latinDigits, majorText, parseMinor, parseNumber } from './money-input';

describe('money typed by an admin', () => {
  it('reads either script, with grouping commas', () => {
    expect(latinDigits('৳১,২৫০.৫০')).toBe('৳1,250.50');
    expect(parseNumber(' ১,২৫০.৫০ ')).toBe(1250.5);
    expect(parseNumber('1,250')).toBe(1250);
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('twelve')).toBeNaN();
  });

  it('turns an amount into minor units; more than two decimals stays fractional, for the schema to refuse', () => {
    expect(parseMinor('৬০')).toBe(6000);
    expect(parseMinor('5.99')).toBe(599);
    expect(Number.isInteger(parseMinor('5.999'))).toBe(false);
    expect(parseMinor('')).toBeNaN();
  });

  it('shows an amount back for editing in the page digits, without grouping', () => {
    expect(majorText(150050, 'en')).toBe('1500.50');
    expect(majorText(6000, 'bn')).toBe('৬০');
    expect(currencySymbol('BDT')).toBe('৳');
    expect(currencySymbol('USD')).toBe('$');
  });
});
