import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FREE_SHIPPING_OVER_CENTS } from '@boipoka/shared';
import { describe, expect, it } from 'vitest';
import { footerNews } from '../content/footer-news';
import { formatCents } from './format';
import { activateLocale, loadLocale } from './i18n';

/**
 * Issue 29: the storefront promised what the shop does not do. Until settings and promotions exist, none of these may
 * come back, in either language, in any catalogue text or any placeholder content.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const FALSE_CLAIMS: { claim: string; pattern: RegExp }[] = [
  { claim: 'a discount for new members (there is none)', pattern: /10\s?%|১০\s?%|new member|নতুন সদস্য/i },
  { claim: 'the number one bookshop', pattern: /number one|no\.\s?1\b|এক নম্বর/i },
  { claim: 'catalogue or customer counts the shop does not have', pattern: /10,000|10K\b|50,000|50K\b|১০,০০০|৫০,০০০|দশ হাজার|পঞ্চাশ হাজার/i },
  { claim: 'a satisfaction figure nobody measured', pattern: /99\s?%|৯৯\s?%/ },
  { claim: 'free delivery everywhere (checkout charges under the threshold)', pattern: /free delivery now|ফ্রি ডেলিভারি এখন/i },
  { claim: 'round-the-clock support (the shop keeps opening hours)', pattern: /24\/7|২৪\/৭/ },
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
    for (const file of [...files('i18n', '.json'), ...files('content', '.ts')]) {
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const { claim, pattern } of FALSE_CLAIMS) {
        const match = pattern.exec(text);
        if (match) found.push(`${file}: "${match[0]}" (${claim})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('the footer’s delivery news is the checkout’s rule: free over its threshold, in both languages', async () => {
    expect(footerNews().map((item) => item.title)).toContain(`Free delivery on orders over ${formatCents(FREE_SHIPPING_OVER_CENTS, 'en')}, to every district of Bangladesh`);
    await loadLocale('bn');
    activateLocale('bn');
    try {
      expect(footerNews().some((item) => item.title.startsWith(`${formatCents(FREE_SHIPPING_OVER_CENTS, 'bn')}-এর বেশি অর্ডারে ফ্রি ডেলিভারি`))).toBe(true);
    } finally {
      activateLocale('en');
    }
  });
});
