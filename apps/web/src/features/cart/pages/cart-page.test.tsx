import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { addToCart, clearCart, getCartLines } from '../../../lib/cart-store';
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
});
