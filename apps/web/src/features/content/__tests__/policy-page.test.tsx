import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { publicSettings, takaShop } from '../../../test/shop-settings-fixture';
import { DeliveryPage, PrivacyPage, TermsPage } from '../pages/policy-page';

const TERMS = {
  en: 'These terms apply to every order.\n\n## Your account\n- Keep your password to yourself.\n- One account per reader.\n\nWrite to us <script>alert(1)</script> any time.',
  bn: 'এই শর্তাবলি প্রতিটি অর্ডারে প্রযোজ্য।\n\n## আপনার অ্যাকাউন্ট\n- পাসওয়ার্ড কাউকে জানাবেন না।',
};

/** GET /api/settings/pages/:page as the API answers it. */
function stubPages(text = TERMS) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const page = /^\/api\/settings\/pages\/(\w+)$/.exec(url.pathname)?.[1];
    if (page) return jsonResponse({ success: true, message: 'ok', data: { page, text } });
    return jsonResponse({ success: false, message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function inBangla() {
  await loadLocale('bn');
  activateLocale('bn');
  await import('../messages');
  await catalogsReady();
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe('the policy pages', () => {
  it('show the shop’s text as headings, paragraphs and lists, and an owner’s markup as text, never as HTML', async () => {
    const fetchMock = stubPages();
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const text = await screen.findByTestId('policy-text');
    expect(within(text).getByText('These terms apply to every order.').tagName).toBe('P');
    expect(within(text).getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(
      within(text)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Keep your password to yourself.', 'One account per reader.']);
    expect(within(text).getByText('Write to us <script>alert(1)</script> any time.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual(['/api/settings/pages/terms']);
    // The other policies and Contact are a link away, in the page's language.
    const nav = screen.getByRole('navigation', { name: 'Shop policies' });
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(nav).getByRole('link', { name: 'Returns and Refunds' })).toHaveAttribute('href', '/returns');
    expect(within(nav).getByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/delivery');
    expect(within(nav).queryByRole('link', { name: 'Terms of Service' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Terms of Service — Boipoka'));
  });

  it('say it in Bangla on a Bangla page, with Bangla links', async () => {
    await inBangla();
    stubPages();
    renderWithProviders(<PrivacyPage />, { route: '/bn/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'গোপনীয়তা নীতি' })).toBeInTheDocument();
    expect(await screen.findByText('এই শর্তাবলি প্রতিটি অর্ডারে প্রযোজ্য।')).toHaveAttribute('lang', 'bn');
    expect(screen.getByRole('link', { name: 'ব্যবহারের শর্তাবলি' })).toHaveAttribute('href', '/bn/terms');
  });

  it('offer to try again when the text cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: false, message: 'down' }, 503)),
    );
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('the Delivery page', () => {
  it('shows each zone’s charge in Taka and its days, and the free-delivery threshold, from the settings', async () => {
    stubPages({ en: 'We deliver to every district.', bn: 'আমরা প্রতিটি জেলায় পৌঁছে দিই।' });
    renderWithProviders(<DeliveryPage />, { route: '/delivery', settings: takaShop() });
    const table = screen.getByTestId('delivery-zones');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Area', 'Charge', 'Delivery time'],
      ['Inside Dhaka', '৳60', '1–2 days'],
      ['Dhaka suburbs', '৳100', '2–3 days'],
      ['Outside Dhaka', '৳120', '3–5 days'],
    ]);
    expect(screen.getByTestId('free-delivery-over')).toHaveTextContent('Free delivery on orders over ৳1,500.');
    expect(screen.getByText(/Cash on delivery is available/)).toBeInTheDocument();
    expect(await screen.findByText('We deliver to every district.')).toBeInTheDocument();
  });

  it('in Bangla: zone names, charges and days in Bangla; no threshold line when delivery is never free', async () => {
    await inBangla();
    stubPages({ en: 'We deliver.', bn: 'আমরা পৌঁছে দিই।' });
    const shop = takaShop({ freeDeliveryOver: null, cashOnDelivery: false });
    shop.zones[0] = { ...shop.zones[0]!, days: { min: 1, max: 1 } };
    renderWithProviders(<DeliveryPage />, { route: '/bn/delivery', settings: shop });
    const rows = within(screen.getByTestId('delivery-zones')).getAllByRole('row');
    expect([...rows[1]!.children].map((cell) => cell.textContent)).toEqual(['ঢাকার ভেতরে', '৳৬০', '১ দিন']);
    expect([...rows[3]!.children].map((cell) => cell.textContent)).toEqual(['ঢাকার বাইরে', '৳১২০', '৩–৫ দিন']);
    expect(screen.queryByTestId('free-delivery-over')).toBeNull();
    expect(screen.queryByText(/ক্যাশ অন ডেলিভারি আছে/)).toBeNull();
  });

  it('in the SPEC shop: one zone at $5.99, free over $50.00', async () => {
    stubPages({ en: 'We deliver.', bn: 'আমরা পৌঁছে দিই।' });
    renderWithProviders(<DeliveryPage />, { route: '/delivery', settings: publicSettings('USD') });
    const rows = within(screen.getByTestId('delivery-zones')).getAllByRole('row');
    expect([...rows[1]!.children].map((cell) => cell.textContent)).toEqual(['Standard delivery', '$5.99', '3–5 days']);
    expect(screen.getByTestId('free-delivery-over')).toHaveTextContent('Free delivery on orders over $50.00.');
  });
});
