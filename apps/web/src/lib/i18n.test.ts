import { describe, expect, it } from 'vitest';
import { t } from './i18n';

describe('message catalogue', () => {
  it('reads a text of the common namespace with or without the prefix', () => {
    expect(t('common:nav.allProducts')).toBe('All Products');
    expect(t('nav.allProducts')).toBe('All Products');
  });

  it('fills placeholders', () => {
    expect(t('common:cover.alt', { title: 'Gitanjali' })).toBe('Cover of Gitanjali');
  });

  it('chooses the plural form by count', () => {
    expect(t('common:nav.cartItems', { count: 1 })).toBe('1 item');
    expect(t('common:nav.cartItems', { count: 3 })).toBe('3 items');
  });

  it('keeps the spec texts verbatim, punctuation included', () => {
    expect(t('common:logout.success')).toBe('Logged out successful! Redirecting to login...');
  });
});

describe('the Bangla catalogue', () => {
  it('loads on demand, in every part registered so far and every part registered later, and then speaks Bangla', async () => {
    const { activateLocale, isLocaleReady, loadLocale, registerMessages } = await import('./i18n');
    expect(isLocaleReady('bn')).toBe(false);
    await loadLocale('bn');
    expect(isLocaleReady('bn')).toBe(true);
    activateLocale('bn');
    try {
      expect(t('common:nav.allProducts')).toBe('সব বই');
      expect(t('common:nav.cartItems', { count: 3 })).toBe('৩টি বই');
      // A part registered after the switch (a lazily loaded page) brings its Bangla twin; the page waits for it.
      const { catalogsReady } = await import('./i18n');
      const catalog = await import('../i18n/en/storefront-catalog.json');
      registerMessages('storefront', catalog.default, 'storefront-catalog', () => import('../i18n/bn/storefront-catalog.json'));
      await catalogsReady();
      expect(t('storefront:catalog.title')).toBe('সব বই');
    } finally {
      activateLocale('en');
    }
    expect(t('common:nav.allProducts')).toBe('All Products');
  });
});
