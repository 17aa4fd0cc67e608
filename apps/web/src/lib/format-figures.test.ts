import { describe, expect, it } from 'vitest';
import { formatCompact, formatPercent, formatTwoDigits, formatYear } from './format';

describe('headline figures in the page language', () => {
  it('writes round counts, shares and years with the page’s digits', () => {
    expect(formatCompact(50_000, 'en')).toBe('50K');
    expect(formatCompact(50_000, 'bn')).toBe('৫০ হাজার');
    expect(formatPercent(0.99, 'en')).toBe('99%');
    expect(formatPercent(0.99, 'bn')).toBe('৯৯%');
    expect(formatYear(2017, 'en')).toBe('2017');
    expect(formatYear(2017, 'bn')).toBe('২০১৭');
    expect(formatTwoDigits(4, 'en')).toBe('04');
    expect(formatTwoDigits(4, 'bn')).toBe('০৪');
  });
});
