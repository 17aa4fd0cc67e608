import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render-with-providers';
import { takaShop } from '../../test/shop-settings-fixture';
import { Navbar } from './navbar';

beforeAll(async () => {
  await catalogsReady();
});

afterEach(() => activateLocale('en'));

const renamed = () => {
  const base = takaShop();
  return { ...base, shop: { ...base.shop, name: { en: 'Nilkhet Boi Ghor', bn: 'নীলক্ষেত বই ঘর' } } };
};

describe('the header', () => {
  it('names the shop as its owner named it in Settings, linking home', () => {
    renderWithProviders(<Navbar />, { settings: renamed() });
    const home = screen.getByRole('link', { name: 'Nilkhet Boi Ghor' });
    expect(home).toHaveAttribute('href', '/');
    expect(screen.queryByText('Boipoka')).not.toBeInTheDocument();
  });

  it('in Bangla, the Bangla name, marked as Bangla', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    renderWithProviders(<Navbar />, { settings: renamed(), route: '/bn/' });
    expect(screen.getByText('নীলক্ষেত বই ঘর')).toHaveAttribute('lang', 'bn');
  });
});
