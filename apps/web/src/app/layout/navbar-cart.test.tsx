import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, clearCart } from '../../lib/cart-store';
import { renderWithProviders } from '../../test/render-with-providers';
import { NavbarCart } from './navbar-cart';

afterEach(() => clearCart());

describe('NavbarCart', () => {
  it('empty: 0 on the badge, Your cart is empty and Start Shopping', () => {
    renderWithProviders(<NavbarCart />);
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    const panel = screen.getByRole('region', { name: 'Cart, 0 items' });
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/all-products');
  });

  it('counts copies, lists the lines with their totals and leads to the cart', () => {
    renderWithProviders(<NavbarCart />);
    act(() => {
      addToCart({ _id: 'b1', title: 'Himu', author: 'Humayun Ahmed', image: '', price: 12.5, quantity: 9 }, 2);
      addToCart({ _id: 'b2', title: 'Gitanjali', author: 'Rabindranath Tagore', image: '', price: 9.99, quantity: 9 }, 1);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    const panel = screen.getByRole('region', { name: 'Cart, 3 items' });
    // The title carries the lang of its script inside the line.
    expect(within(panel).getByText('Himu')).toHaveAttribute('lang', 'en');
    expect(within(panel).getByText('Himu').closest('li')).toHaveTextContent('Himu × 2');
    expect(within(panel).getByText('$25.00')).toBeInTheDocument();
    expect(within(panel).getByText('$34.99')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Cart & Checkout' })).toHaveAttribute('href', '/cart');
  });
});
