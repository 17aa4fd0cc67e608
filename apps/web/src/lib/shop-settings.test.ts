import type { PublicSettings } from '@boipoka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { takaShop } from '../test/shop-settings-fixture';
import { catalogsReady } from './i18n';
import { shopName } from './shop-settings';

beforeAll(async () => {
  await catalogsReady();
});

describe('shopName', () => {
  const named = (en: string, bn: string) => {
    const base = takaShop();
    return { ...base, shop: { ...base.shop, name: { en, bn } } };
  };

  it("is the owner's name in the page's language, the other language's when one is empty", () => {
    expect(shopName(named('Nilkhet Boi Ghor', 'নীলক্ষেত বই ঘর'), 'bn')).toBe('নীলক্ষেত বই ঘর');
    expect(shopName(named('Nilkhet Boi Ghor', 'নীলক্ষেত বই ঘর'), 'en')).toBe('Nilkhet Boi Ghor');
    expect(shopName(named('Nilkhet Boi Ghor', ''), 'bn')).toBe('Nilkhet Boi Ghor');
  });

  it('is the built-in name before settings load, and for an answer that has no name instead of breaking the page', () => {
    expect(shopName(undefined, 'en')).toBe('Boipoka');
    expect(shopName({} as PublicSettings, 'en')).toBe('Boipoka');
    expect(shopName({ shop: {} } as PublicSettings, 'en')).toBe('Boipoka');
  });
});
