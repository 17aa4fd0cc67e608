import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart } from '../../../lib/cart-store';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { publicSettings, takaShop } from '../../../test/shop-settings-fixture';
import { CartPage } from './cart-page';

/** Issue 35: the new member's discount, as a visitor and a new reader see it in the cart and at sign-up. */

const NOVEL = { _id: 'b1', title: 'Padma Nadir Majhi', author: 'Manik Bandopadhyay', category: 'Fiction', image: '', price: 350, quantity: 6, inStock: true, description: '' };

/** The book, and the member offer the server gives this reader. */
function serve(offer: { percent: number; eligible: boolean }) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/promotions/member-offer')) return jsonResponse({ success: true, message: 'ok', data: offer });
    if (url.endsWith('/books/b1')) return jsonResponse({ success: true, message: 'ok', data: NOVEL });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  clearCart();
  setSession(null);
  activateLocale('en');
  vi.unstubAllGlobals();
});

describe("the new member's discount", () => {
  it("a new reader's cart shows it on a line of its own, and the total after it (Taka shop, in Bangla too)", async () => {
    serve({ percent: 10, eligible: true });
    setSession({ user: { _id: 'u1', name: 'Nabila', email: 'nabila@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
    addToCart(NOVEL, 2);
    const view = renderWithProviders(<CartPage />, { route: '/cart', path: '/cart', settings: takaShop({ newMemberDiscountPercent: 10 }) });
    // ৳700 of books, 10% off: ৳630, and the cheapest zone's ৳60 until the address is known.
    expect(await screen.findByTestId('summary-member-discount')).toHaveTextContent('−৳70');
    expect(screen.getByText("New member's discount (10%)")).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('৳690–৳750');
    expect(screen.queryByTestId('member-teaser')).not.toBeInTheDocument();
    view.unmount();
    await loadLocale('bn');
    activateLocale('bn');
    renderWithProviders(<CartPage />, { route: '/cart', path: '/cart', settings: takaShop({ newMemberDiscountPercent: 10 }) });
    expect(await screen.findByText('নতুন সদস্যের ছাড় (১০%)')).toBeInTheDocument();
    expect(screen.getByTestId('summary-member-discount')).toHaveTextContent('−৳৭০');
  });

  it('a reader who has ordered sees no such line', async () => {
    const fetchMock = serve({ percent: 10, eligible: false });
    setSession({ user: { _id: 'u2', name: 'Karim', email: 'karim@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
    addToCart(NOVEL, 1);
    renderWithProviders(<CartPage />, { route: '/cart', path: '/cart', settings: takaShop({ newMemberDiscountPercent: 10 }) });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/promotions/member-offer'))).toBe(true));
    expect(await screen.findByTestId('summary-subtotal')).toHaveTextContent('৳350');
    expect(screen.queryByTestId('summary-member-discount')).not.toBeInTheDocument();
  });

  it("a visitor is told what an account's first order gets, only while the shop gives it", () => {
    serve({ percent: 0, eligible: false });
    addToCart(NOVEL, 1);
    const on = renderWithProviders(<CartPage />, { route: '/cart', path: '/cart', settings: publicSettings('USD', { newMemberDiscountPercent: 15 }) });
    expect(screen.getByTestId('member-teaser')).toHaveTextContent('Create an account and get 15% off your first order.');
    expect(screen.getByRole('link', { name: /15% off your first order/ })).toHaveAttribute('href', '/register');
    on.unmount();
    const off = renderWithProviders(<CartPage />, { route: '/cart', path: '/cart', settings: publicSettings('USD') });
    expect(screen.queryByTestId('member-teaser')).not.toBeInTheDocument();
    off.unmount();
  });
});
