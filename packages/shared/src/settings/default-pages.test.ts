import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY_PAGES, policyPageText } from './default-pages';
import { defaultSettings } from './default-settings';
import { POLICY_PAGES, shopSettingsSchema } from './settings-schemas';

const headings = (text: string) => text.split('\n').filter((line) => line.startsWith('## ')).length;
const listItems = (text: string) => text.split('\n').filter((line) => line.startsWith('- ')).length;

describe('the policy pages’ default texts', () => {
  it('start every shop, in both currencies, and fit the settings', () => {
    for (const currency of ['USD', 'BDT'] as const) {
      const settings = defaultSettings(currency);
      expect(shopSettingsSchema.safeParse(settings).success).toBe(true);
      for (const page of POLICY_PAGES) expect(settings.pages[page]).toEqual(DEFAULT_POLICY_PAGES[page]);
    }
  });

  it('say the same in both languages, Bangla in Bangla digits, and name no charge (the delivery page shows the settings’)', () => {
    for (const page of POLICY_PAGES) {
      const { en, bn } = DEFAULT_POLICY_PAGES[page];
      expect(en.length, page).toBeGreaterThan(500);
      expect(headings(bn), page).toBe(headings(en));
      expect(listItems(bn), page).toBe(listItems(en));
      expect(bn, page).not.toMatch(/[0-9]/);
      expect(`${en}\n${bn}`, page).not.toMatch(/[$৳]|\btaka\b|টাকা\s*[০-৯]|[০-৯]+\s*টাকা|US\$|dollar|ডলার/i);
      // Nothing that would read as markup when shown as text.
      expect(`${en}${bn}`, page).not.toMatch(/<[a-z/]/i);
    }
  });

  it('the returns page keeps 7 days for a damaged or wrong book and the refund rules of the Digital Commerce Guidelines, 2021', () => {
    const { en, bn } = DEFAULT_POLICY_PAGES.returns;
    expect(en).toContain('within 7 days of delivery');
    expect(en).toContain('within 10 days');
    expect(en).toContain('Digital Commerce Guidelines, 2021');
    expect(bn).toContain('ডেলিভারির ৭ দিনের মধ্যে');
    expect(bn).toContain('১০ দিনের মধ্যে');
  });
});

describe('the text a policy page shows', () => {
  it('is the default while the owner has written nothing (blank counts as nothing)', () => {
    expect(policyPageText('terms', { en: '', bn: '' })).toEqual(DEFAULT_POLICY_PAGES.terms);
    expect(policyPageText('terms', { en: '  \n', bn: ' ' })).toEqual(DEFAULT_POLICY_PAGES.terms);
    expect(policyPageText('privacy', undefined)).toEqual(DEFAULT_POLICY_PAGES.privacy);
  });

  it('is the owner’s as a whole once written: a language left empty shows the other language’s text, not the default', () => {
    expect(policyPageText('returns', { en: 'Returns within 3 days.', bn: 'ফেরত ৩ দিনের মধ্যে।' })).toEqual({ en: 'Returns within 3 days.', bn: 'ফেরত ৩ দিনের মধ্যে।' });
    expect(policyPageText('returns', { en: 'Returns within 3 days.', bn: '' })).toEqual({ en: 'Returns within 3 days.', bn: 'Returns within 3 days.' });
    expect(policyPageText('returns', { en: '', bn: 'ফেরত ৩ দিনের মধ্যে।' })).toEqual({ en: 'ফেরত ৩ দিনের মধ্যে।', bn: 'ফেরত ৩ দিনের মধ্যে।' });
  });
});
