import type { Book } from '@boipoka/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CheckoutBook } from '../checkout-book';
import { OrderSummary } from './order-summary';

function book(price: number, orderQuantity: number): CheckoutBook {
  const base: Book = { _id: 'b1', title: 'Gitanjali', author: 'Rabindranath Tagore', category: 'Poetry', price, quantity: 9, image: '', inStock: true };
  return { ...base, orderQuantity };
}

describe('OrderSummary totals at the free-shipping edge', () => {
  it('charges $5.99 shipping when the subtotal is exactly $50.00 (free only over $50)', () => {
    render(<OrderSummary book={book(25, 2)} />);
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('$5.99');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$4.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$59.99');
    expect(screen.getByText('Free shipping on orders over $50')).toBeInTheDocument();
  });

  it('ships free when the subtotal is $50.02', () => {
    render(<OrderSummary book={book(25.01, 2)} />);
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$50.02');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$4.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$54.02');
  });

  it('shows the cover, title and quantity', () => {
    render(<OrderSummary book={book(12.5, 3)} />);
    expect(screen.getByRole('img', { name: 'Cover of Gitanjali' })).toBeInTheDocument();
    expect(screen.getByText('Gitanjali')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 3')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$46.49');
  });
});
