import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, catalogsReady, loadLocale, registerMessages, t, type CatalogueLoader } from './i18n';

/**
 * Issue 29: Latin digits in Bangla texts ('(1টি)' in the add-to-cart toast, 'পরিমাণ: 1' in My Orders, '141/১০' under a
 * book's description). Every Bangla text of every catalogue, given a number for each of its placeholders, must write
 * each in Bangla digits: `count` included, whether it chooses a plural form or is only shown.
 */
// The compiled catalogues, as the app loads them; their texts as written are read from the files.
const english = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/en/*.json');
const bangla = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/bn/*.json');
const I18N_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'i18n');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.json$/, '');
/** A catalogue part's namespace: the storefront's parts ('storefront-home', …) share one. */
const namespaceOf = (part: string) => (part.startsWith('storefront') ? 'storefront' : part);

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

beforeAll(async () => {
  for (const [path, loader] of Object.entries(english)) {
    const part = nameOf(path);
    const banglaLoader = bangla[path.replace('/en/', '/bn/')] as CatalogueLoader | undefined;
    registerMessages(namespaceOf(part), loader as CatalogueLoader, part, banglaLoader);
  }
  await loadLocale('bn');
  await catalogsReady();
  activateLocale('bn');
});

afterAll(() => activateLocale('en'));

describe('numbers in the Bangla texts', () => {
  it('are written in Bangla digits in every text of every catalogue', () => {
    const latin: string[] = [];
    let checked = 0;
    for (const path of Object.keys(bangla)) {
      const part = nameOf(path);
      const texts = flatten(JSON.parse(readFileSync(join(I18N_DIR, 'bn', `${part}.json`), 'utf8')));
      const keys = new Set([...texts.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
      for (const key of keys) {
        const raw = [...texts]
          .filter(([name]) => name === key || name.replace(PLURAL_SUFFIX, '') === key)
          .map(([, text]) => text)
          .join(' ');
        const names = [...new Set([...raw.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
        if (names.length === 0) continue;
        for (const number of [1, 141, 2026]) {
          const text = t(`${namespaceOf(part)}:${key}`, Object.fromEntries(names.map((name) => [name, number])));
          checked += 1;
          if (/[0-9]/.test(text)) latin.push(`${part}:${key} → ${text}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(latin).toEqual([]);
  });

  it('the texts the issue named', () => {
    expect(t('common:cart.added', { title: 'হিমু', count: 1 })).toBe('হিমু এখন আপনার কার্টে (১টি)');
    expect(t('orders:card.quantity', { count: 2, price: '৳' })).toBe('পরিমাণ: ২ × ৳');
    expect(t('admin:addBook.counter', { count: 141, min: 10 })).toBe('১৪১/১০');
    // A plural text still chooses its form by the number.
    expect(t('common:nav.cartItems', { count: 3 })).toBe('৩টি বই');
  });
});
