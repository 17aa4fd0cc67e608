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
