import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { addToCart, clearCart, getCartLines } from '../../../lib/cart-store';
import { setSession } from '../../../lib/session';
import { activateLocale, loadLocale } from '../../../lib/i18n';
// A journey across two pages, mounted side by side as the router mounts them (the router alone loads pages from their files).
// eslint-disable-next-line import-x/no-restricted-paths
import { CheckoutPage } from '../../checkout/pages/checkout-page';
import { clearCartPromo } from '../lib/cart-promo';
import { CartPage } from './cart-page';

const HIMU = { _id: 'b1', title: 'Himu', author: 'Humayun Ahmed', category: 'Fiction', image: '', price: 20, quantity: 6, inStock: true, description: '' };
const LALSALU = { _id: 'b2', title: 'Lalsalu', author: 'Syed Waliullah', category: 'Fiction', image: '', price: 15, quantity: 3, inStock: true, description: '' };

/** GET /api/books/:id answers from this table (404 for an id not in it). */
function serveBooks(books: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    const id = decodeURIComponent(url.split('/').pop()!);
    return books[id] ? jsonResponse({ success: true, message: 'ok', data: books[id] }) : jsonResponse({ success: false, message: 'Book not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCart() {
  return renderWithProviders(<CartPage />, { route: '/cart', path: '/cart', extraRoutes: <Route path="/checkout" element={<p>checkout page</p>} /> });
}

afterEach(() => {
  clearCart();
  clearCartPromo();
  setSession(null);
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('CartPage', () => {
  it('empty: says so and offers Start Shopping', () => {
    renderCart();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/all-products');
  });

  it('lists the lines with their totals, changes quantities within the stock, removes a line, and goes to the checkout', async () => {
    serveBooks({ b1: HIMU, b2: LALSALU });
    addToCart(HIMU, 2);
    addToCart(LALSALU, 1);
    renderCart();
    expect(screen.getByRole('heading', { name: /Your Cart/ })).toHaveTextContent('3 items');
    // 2 × 20 + 15 = 55.00: free shipping, tax 4.40
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$55.00');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$59.40');

    const lalsalu = screen.getByRole('group', { name: 'Quantity of Lalsalu' });
    const more = within(lalsalu).getByRole('button', { name: 'One more Lalsalu' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(within(lalsalu).getByTestId('quantity')).toHaveTextContent('3');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$85.00');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Himu from the cart' }));
    expect(screen.queryByText('Himu')).not.toBeInTheDocument();
    expect(getCartLines().map((l) => l.bookId)).toEqual(['b2']);

    const checkout = await screen.findByRole('link', { name: 'Proceed to Checkout' });
    expect(checkout).toHaveAttribute('href', '/checkout?from=cart');
  });

  it("takes the server's current price, and blocks the checkout while a book is sold out or gone", async () => {
    serveBooks({ b1: { ...HIMU, price: 22 }, b2: { ...LALSALU, quantity: 0, inStock: false } });
    addToCart(HIMU, 1);
    addToCart(LALSALU, 1);
    addToCart({ _id: 'b3', title: 'Nondito Noroke', author: 'Humayun Ahmed', image: '', price: 9, quantity: 4 }, 1);
    renderCart();
    expect(await screen.findByText('$22.00 each')).toBeInTheDocument();
    expect(await screen.findByText('Sold out: remove it to check out.')).toBeInTheDocument();
    expect(await screen.findByText('No longer sold: remove it to check out.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Remove the books that cannot be ordered');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Lalsalu from the cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Nondito Noroke from the cart' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument());
  });

  describe('a promo code in the cart (issue 35)', () => {
    const ok = (data: unknown, status = 200) => jsonResponse({ success: true, message: 'ok', data }, status);
    const refused = (message: string) => jsonResponse({ success: false, message, errors: [{ path: 'code', message }] }, 400);
    /** 10% off Himu only ($40 of books: $4.00). */
    const TEN_OFF_HIMU = { code: 'BOIMELA10', kind: 'percent', percent: 10, amountMinor: null, currency: 'USD', eligibleBookIds: ['b1'], discount: 4 };

    /** The shop: the books, the reader's (no) saved addresses, and the code's check answered by `check`. */
    function serveShop(check: (body: { code: string; books: { book: string; quantity: number }[] }) => Response) {
      const books: Record<string, unknown> = { b1: HIMU, b2: LALSALU };
      const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/promotions/check') return check(JSON.parse(String(init?.body)));
        if (url === '/api/addresses') return ok([]);
        if (url.startsWith('/api/payments')) return jsonResponse({ success: false, message: 'no' }, 500);
        if (url === '/api/orders') return ok({ _id: 'o1' }, 201);
        const id = decodeURIComponent(url.split('/').pop()!);
        return books[id] ? ok(books[id]) : jsonResponse({ success: false, message: 'Book not found' }, 404);
      });
      vi.stubGlobal('fetch', fetchMock);
      return { fetchMock, checks: () => fetchMock.mock.calls.filter(([url]) => url === '/api/promotions/check').map(([, init]) => JSON.parse(String((init as RequestInit).body))) };
    }

    function signIn() {
      setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
    }

    function renderCartAndCheckout(route = '/cart') {
      return renderWithProviders(<CartPage />, { route, path: '/cart', extraRoutes: <Route path="/checkout" element={<CheckoutPage />} /> });
    }

    it('signed out: the box offers to sign in first, and comes back to the cart', () => {
      addToCart(HIMU, 1);
      serveShop(() => ok(TEN_OFF_HIMU));
      renderCart();
      expect(screen.queryByLabelText('Promo code')).toBeNull();
      expect(screen.getByText('Have a promo code?')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in to use it' })).toHaveAttribute('href', '/login');
    });

    it('applied in the cart: its discount line shows, and the checkout still has it and orders with it', async () => {
      signIn();
      addToCart(HIMU, 2);
      addToCart(LALSALU, 1);
      const { fetchMock, checks } = serveShop(() => ok(TEN_OFF_HIMU));
      renderCartAndCheckout();
      expect(screen.queryByTestId('summary-discount')).toBeNull();
      fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'boimela10' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Code applied: $4.00 off.')).toBeInTheDocument();
      expect(checks()).toEqual([
        {
          code: 'boimela10',
          books: [
            { book: 'b1', quantity: 2 },
            { book: 'b2', quantity: 1 },
          ],
        },
      ]);
      // $55 of books less $4.00: $51.00, still free delivery; 8% tax on $51.00 is $4.08.
      expect(screen.getByTestId('summary-discount')).toHaveTextContent('−$4.00');
      expect(screen.getByTestId('summary-discount').parentElement).toHaveTextContent('Discount (BOIMELA10)');
      expect(screen.getByTestId('summary-total')).toHaveTextContent('$55.08');

      fireEvent.click(await screen.findByRole('link', { name: 'Proceed to Checkout' }));
      expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('summary-discount')).toHaveTextContent('−$4.00'));
      expect(screen.getByLabelText('Promo code')).toHaveValue('BOIMELA10');
      expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
      // The checkout asked the server again, for the same books.
      await waitFor(() => expect(checks()).toHaveLength(2));
      expect(checks()[1]).toEqual({ ...checks()[0], code: 'BOIMELA10' });

      fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01711000000' } });
      fireEvent.change(screen.getByLabelText('House and road'), { target: { value: '12 Road 5' } });
      fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
      const order = fetchMock.mock.calls.find(([url]) => url === '/api/orders')!;
      expect(JSON.parse(String((order[1] as RequestInit).body))).toMatchObject({ promoCode: 'BOIMELA10', totalAmount: 55.08 });
    });

    it('applied at the cart’s checkout: the cart shows it too', async () => {
      signIn();
      addToCart(HIMU, 2);
      serveShop(() => ok(TEN_OFF_HIMU));
      const first = renderCartAndCheckout('/checkout?from=cart');
      fireEvent.change(await screen.findByLabelText('Promo code'), { target: { value: 'BOIMELA10' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Code applied: $4.00 off.')).toBeInTheDocument();
      first.unmount();

      renderCartAndCheckout();
      expect(screen.getByTestId('summary-discount')).toHaveTextContent('−$4.00');
      expect(screen.getByLabelText('Promo code')).toHaveValue('BOIMELA10');
    });

    it('a change to the cart the code no longer fits drops it, in the server’s words; a code that still fits stays', async () => {
      signIn();
      addToCart(HIMU, 2);
      addToCart(LALSALU, 1);
      const { checks } = serveShop(({ books }) =>
        books.some((line) => line.book === 'b1') ? ok({ ...TEN_OFF_HIMU, discount: 2 * books.find((line) => line.book === 'b1')!.quantity }) : refused('This code is not for these books'),
      );
      renderCart();
      fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'BOIMELA10' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByTestId('summary-discount')).toHaveTextContent('−$4.00');

      // One more Lalsalu: checked again, still fits.
      fireEvent.click(screen.getByRole('button', { name: 'One more Lalsalu' }));
      await waitFor(() => expect(checks()).toHaveLength(2));
      expect(checks()[1].books).toEqual([
        { book: 'b1', quantity: 2 },
        { book: 'b2', quantity: 2 },
      ]);
      expect(screen.getByTestId('summary-discount')).toHaveTextContent('−$4.00');

      // Himu goes: the code was for Himu only.
      fireEvent.click(screen.getByRole('button', { name: 'Remove Himu from the cart' }));
      expect(await screen.findByText('BOIMELA10 was removed: This code is not for these books')).toBeInTheDocument();
      expect(screen.queryByTestId('summary-discount')).toBeNull();
      expect(screen.getByLabelText('Promo code')).not.toHaveAttribute('readonly');
      expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
      expect(checks()).toHaveLength(3);
    });

    it('reads in Bangla: the sign-in offer, and the discount in Bangla digits', async () => {
      await loadLocale('bn');
      activateLocale('bn');
      try {
        addToCart(HIMU, 2);
        serveShop(() => ok(TEN_OFF_HIMU));
        const first = renderCart();
        expect(screen.getByRole('link', { name: 'ব্যবহার করতে লগইন করুন' })).toBeInTheDocument();
        first.unmount();
        signIn();
        renderCart();
        fireEvent.change(screen.getByLabelText('প্রোমো কোড'), { target: { value: 'BOIMELA10' } });
        fireEvent.click(screen.getByRole('button', { name: 'প্রয়োগ করুন' }));
        // SPEC's dollar shop, in Bangla digits.
        expect(await screen.findByTestId('summary-discount')).toHaveTextContent('−৪.০০ US$');
        expect(screen.getByText('কোড প্রয়োগ হয়েছে: ৪.০০ US$ ছাড়।')).toBeInTheDocument();
      } finally {
        activateLocale('en');
      }
    });
  });
});
