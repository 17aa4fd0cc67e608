import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { takaShop } from '../../../test/shop-settings-fixture';
import { AboutPage } from '../pages/about-page';

/** GET /api/home with the shop's figures as they are (a new shop: few readers, few orders). */
function stubHome(stats = { books: 73, readers: 4, ordersDelivered: 12 }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/home') return jsonResponse({ success: true, message: 'ok', data: { books: [], collections: {}, stats, sale: null } });
      return jsonResponse({ success: false, message: 'not found' }, 404);
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

// Issue 29: About claimed '50K+ happy customers', '10K+ books', '99% satisfaction' and 'the number one online bookstore'.
describe('About', () => {
  it('shows the shop’s own figures (books, readers, orders delivered, districts) and no claim it cannot back', async () => {
    stubHome();
    renderWithProviders(<AboutPage />);
    await waitFor(() => expect(screen.getByTestId('about-figure-books')).toHaveTextContent('73'));
    expect(screen.getByTestId('about-figure-readers')).toHaveTextContent('4');
    expect(screen.getByTestId('about-figure-ordersDelivered')).toHaveTextContent('12');
    expect(screen.getByTestId('about-figure-districts')).toHaveTextContent('64');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/number one|10,000|10K|50,000|50K|99%|satisfaction/i);
  });

  it('says the same in Bangla, with Bangla digits', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    await import('../messages');
    await catalogsReady();
    stubHome();
    renderWithProviders(<AboutPage />);
    await waitFor(() => expect(screen.getByTestId('about-figure-books')).toHaveTextContent('৭৩'));
    expect(screen.getByTestId('about-figure-districts')).toHaveTextContent('৬৪');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/এক নম্বর|১০,০০০|৫০,০০০|হাজার|৯৯%|সন্তুষ্ট/);
  });

  it('says of itself only what the owner wrote in Settings, and where to find the shop, from the settings', async () => {
    stubHome();
    const claims = { en: 'The biggest Bangla bookshop in Dhanmondi.', bn: 'ধানমন্ডির সবচেয়ে বড় বাংলা বইয়ের দোকান।' };
    renderWithProviders(<AboutPage />, { route: '/about', settings: takaShop({ claims }) });
    expect(screen.getByTestId('shop-claims')).toHaveTextContent('The biggest Bangla bookshop in Dhanmondi.');
    const findUs = screen.getByRole('heading', { name: 'Find Us' }).parentElement!;
    expect(findUs).toHaveTextContent('House 12, Road 7, Dhanmondi');
    expect(findUs).toHaveTextContent('Friday');
    expect(findUs).toHaveTextContent('Closed');
    expect(screen.getByRole('link', { name: '01712345678' })).toHaveAttribute('href', 'tel:01712345678');
    // The spec's invented history and team are gone (issue 31).
    expect(document.body.textContent).not.toMatch(/Our Journey|Meet the Team|Chittagong|Ayesha Siddiqua/);
  });

  it('claims nothing and shows no empty contact block when the owner wrote nothing', async () => {
    stubHome();
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.queryByTestId('shop-claims')).toBeNull();
    // SPEC's shop has no address, phone or e-mail set; its hours are still shown.
    expect(screen.queryByRole('link', { name: /^tel:|@/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Find Us' })).toBeInTheDocument();
  });
});
