import { describe, expect, it, vi } from 'vitest';
import { currentShopYear, formatDateTime, formatDayKey, formatInteger, formatLongDate, formatMoney, formatSaleEnd } from './format';
import { activateLocale, loadLocale } from './i18n';

const BANGLA_DIGITS = /^[^0-9]*$/;

describe('formats in English (US, SPEC §9)', () => {
  it('writes dollars, counts and dates the US way', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatInteger(2847)).toBe('2,847');
    expect(formatLongDate('2026-11-21T10:00:00Z')).toBe('November 21, 2026');
    expect(formatDayKey('2026-11-21')).toBe('Nov 21');
  });
});

describe('formats in Bangla (bn-BD)', () => {
  it('writes US dollars the way bn-BD does, with Bangla digits', () => {
    expect(formatMoney(1234.5, 'bn')).toBe(new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'USD' }).format(1234.5));
    expect(formatMoney(1234.5, 'bn')).toContain('১,২৩৪.৫০');
    expect(formatInteger(2847, 'bn')).toBe('২,৮৪৭');
  });

  it('writes dates with Bangla month names and digits, and times without Latin AM/PM', () => {
    expect(formatLongDate('2026-11-21T10:00:00Z', 'bn')).toBe('২১ নভেম্বর, ২০২৬');
    const dateTime = formatDateTime('2026-11-21T10:05:00Z', 'bn');
    expect(dateTime).toMatch(BANGLA_DIGITS);
    expect(dateTime).not.toMatch(/\p{Script=Latin}/u);
  });

  it('follows the page’s language when none is named', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    try {
      expect(formatInteger(10000)).toBe('১০,০০০');
    } finally {
      activateLocale('en');
    }
    expect(formatInteger(10000)).toBe('10,000');
  });
});

describe('a calendar day is the same day on the server and in any reader’s browser (hydration, issue 29)', () => {
  it('writes a date-only day as that day west of Greenwich, where midnight UTC is still the day before', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      vi.resetModules();
      const format = await import('./format');
      expect(format.formatLongDate('2024-02-01')).toBe('February 1, 2024');
      expect(format.formatShortDate('2024-02-01')).toBe('Feb 1, 2024');
      expect(format.formatLongDate('2024-02-01', 'bn')).toMatch(/^১ \S+, ২০২৪$/);
      // A moment is still shown in the reader's time zone.
      expect(format.formatLongDate('2024-02-01T03:00:00Z')).toBe('January 31, 2024');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
      vi.resetModules();
    }
  });

  it('counts the footer’s year in the shop’s time zone, not the reader’s', () => {
    // 31 December 2026, 20:00 UTC is already 1 January 2027 in Dhaka.
    expect(currentShopYear(new Date('2026-12-31T20:00:00Z'))).toBe(2027);
  });
});

describe('a sale’s end (decision 043)', () => {
  it('is said in the shop’s clock, day, month and 24-hour time, in the page’s digits', () => {
    // 17:59 UTC is 23:59 in Dhaka, whatever the reader's time zone.
    expect(formatSaleEnd('2027-02-14T17:59:00.000Z', 'en')).toBe('Feb 14, 23:59');
    expect(formatSaleEnd('2027-02-14T17:59:00.000Z', 'bn')).toBe('১৪ ফেব, ২৩:৫৯');
  });
});
