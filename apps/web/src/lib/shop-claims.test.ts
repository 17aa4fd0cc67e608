import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSettings, type PublicSettings } from '@boipoka/shared';
import { describe, expect, it } from 'vitest';
import { deliveryDays, freeDeliveryThreshold } from './shop-offer';
import { openingHours } from './shop-contact';

/**
 * Issue 29: the storefront promised what the shop does not do. None of these may come back, in either language, in any
 * catalogue text, any placeholder content or the policy pages' default texts: since issue 31 what the shop offers
 * comes from its settings, and anything more appears only where the owner writes it there (claims, policy pages).
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const FALSE_CLAIMS: { claim: string; pattern: RegExp }[] = [
  // The new member's discount is a setting (issue 35): its texts take the percent from it, and show only while it is on.
  { claim: "a new member's percent written in code (it is a setting, and may be off)", pattern: /10\s?%|১০\s?%/i },
  { claim: 'the number one bookshop', pattern: /number one|no\.\s?1\b|এক নম্বর/i },
  { claim: 'catalogue or customer counts the shop does not have', pattern: /10,000|10K\b|50,000|50K\b|১০,০০০|৫০,০০০|দশ হাজার|পঞ্চাশ হাজার/i },
  { claim: 'a satisfaction figure nobody measured', pattern: /99\s?%|৯৯\s?%/ },
  { claim: 'free delivery everywhere (checkout charges under the threshold)', pattern: /free delivery now|ফ্রি ডেলিভারি এখন/i },
  { claim: 'round-the-clock support (the shop keeps opening hours)', pattern: /24\/7|২৪\/৭/ },
  // Issue 31: promises in code that the settings now decide, or that nobody keeps.
  { claim: 'a reply within 24 hours', pattern: /within 24 hours|২৪ ঘণ্টার মধ্যে উত্তর/i },
  { claim: 'returns within 30 days (the returns policy says what the shop takes back)', pattern: /30-day|30 days to return|৩০ দিনে রিটার্ন|৩০ দিনের মধ্যে ফেরত/i },
  { claim: 'open every day (the shop’s hours are in its settings; many close on Friday)', pattern: /7 days a week|৭ দিনই খোলা/i },
  { claim: 'a free-delivery threshold written in code (it is a setting, in the shop’s currency)', pattern: /over \$\s?50|৫০ ডলারের বেশি/i },
  { claim: 'delivery days written in code (each zone has its own)', pattern: /3-5 business days|৩–৫ কর্মদিবস/i },
  { claim: 'branches the shop does not have', pattern: /Chittagong branch|Sylhet branch|our branches|চট্টগ্রাম শাখা|সিলেট শাখা|যেকোনো শাখায়/i },
];

/** The owner's screens, whose figures are limits the shop sets ('up to 50,000 books' in an import). */
const OWNER_CATALOGUES = new Set(['admin', 'book-imports', 'reports', 'audit', 'curation']);

function files(folder: string, ending: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ending) && !name.includes('.test.') && !OWNER_CATALOGUES.has(name.replace(/^.*\//, '').replace(ending, '')))
    .map((name) => join(folder, name));
}

describe('the storefront claims only what the shop does', () => {
  it('no text of any catalogue, in any language, nor any placeholder content, makes a claim the shop cannot back', () => {
    const found: string[] = [];
    const policyDefaults = join(SRC, '../../../packages/shared/src/settings/default-pages.ts');
    for (const file of [...files('i18n', '.json'), ...files('content', '.ts'), policyDefaults]) {
      const text = readFileSync(file.startsWith('/') ? file : join(SRC, file), 'utf8');
      for (const { claim, pattern } of FALSE_CLAIMS) {
        const match = pattern.exec(text);
        if (match) found.push(`${file}: "${match[0]}" (${claim})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('free delivery is offered over the settings’ threshold, in the shop’s currency and the page’s digits, or not at all', () => {
    const taka = publicOf('BDT');
    expect(freeDeliveryThreshold(taka, 'en')).toBe('৳1,500');
    expect(freeDeliveryThreshold(taka, 'bn')).toBe('৳১,৫০০');
    expect(freeDeliveryThreshold(publicOf('USD'), 'en')).toBe('$50.00');
    expect(freeDeliveryThreshold({ ...taka, freeDeliveryOver: null }, 'en')).toBeNull();
    expect(freeDeliveryThreshold(undefined, 'en')).toBeNull();
  });

  it('delivery days and opening hours are the settings’: Friday closed is shown closed, and no hours when none are set', () => {
    const taka = publicOf('BDT');
    expect(deliveryDays(taka, 'en')).toBe('1–5');
    expect(deliveryDays(taka, 'bn')).toBe('১–৫');
    expect(openingHours(taka, 'en')).toEqual([
      { days: 'Saturday – Thursday', hours: '9:00 AM – 9:00 PM' },
      { days: 'Friday', hours: null },
    ]);
    expect(openingHours(taka, 'bn')).toEqual([
      { days: 'শনিবার – বৃহস্পতিবার', hours: '০৯:০০ – ২১:০০' },
      { days: 'শুক্রবার', hours: null },
    ]);
    const saturdayShort = { ...taka.shop.hours, sat: { open: '10:00', close: '14:30' } };
    expect(openingHours({ ...taka, shop: { ...taka.shop, hours: saturdayShort } }, 'en')[0]).toEqual({ days: 'Saturday', hours: '10:00 AM – 2:30 PM' });
    const never = Object.fromEntries(Object.keys(taka.shop.hours).map((day) => [day, null])) as PublicSettings['shop']['hours'];
    expect(openingHours({ ...taka, shop: { ...taka.shop, hours: never } }, 'en')).toEqual([]);
  });
});

function publicOf(currency: 'USD' | 'BDT'): PublicSettings {
  const { pages: _pages, ...settings } = defaultSettings(currency);
  return settings;
}
