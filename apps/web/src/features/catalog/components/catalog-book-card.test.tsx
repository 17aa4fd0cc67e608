import type { Book } from '@boipoka/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { clearCart, getCartLines } from '../../cart/cart-store';
import { CatalogBookCard } from './catalog-book-card';

const BOOK: Book = { _id: 'b1', title: 'Padma Nadir Majhi', author: 'Manik Bandopadhyay', category: 'Fiction', price: 12.5, quantity: 2, image: '', description: 'Fishermen of the Padma.', inStock: true };

afterEach(() => clearCart());

describe('CatalogBookCard', () => {
  it('adds an in-stock book to the cart from the listing, never more than its stock', () => {
    renderWithProviders(<CatalogBookCard book={BOOK} view="grid" favourite={false} onToggleFavourite={() => {}} />);
    const add = screen.getByRole('button', { name: 'Add Padma Nadir Majhi to the cart' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(add);
    expect(getCartLines()).toMatchObject([{ bookId: 'b1', quantity: 2, price: 12.5 }]);
    // The card's link still opens the book.
    expect(screen.getByRole('link', { name: 'Padma Nadir Majhi' })).toHaveAttribute('href', '/product-details/b1');
  });

  it('has no cart button when the book is out of stock', () => {
    renderWithProviders(<CatalogBookCard book={{ ...BOOK, quantity: 0, inStock: false }} view="list" favourite={false} onToggleFavourite={() => {}} />);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to the cart/ })).not.toBeInTheDocument();
  });
});
