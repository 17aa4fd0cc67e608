import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CheckoutLine } from '../checkout-book';
import { OrderSummary } from './order-summary';

const line = (price: number, quantity: number, title = 'Gitanjali', bookId = 'b1'): CheckoutLine => ({ bookId, title, author: 'Rabindranath Tagore', image: '', price, quantity });

describe('OrderSummary totals at the free-shipping edge', () => {
  it('charges $5.99 shipping when the subtotal is exactly $50.00 (free only over $50)', () => {
    render(<OrderSummary lines={[line(25, 2)]} />);
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$50.00');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('$5.99');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$4.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$59.99');
    expect(screen.getByText('Free shipping on orders over $50')).toBeInTheDocument();
  });

  it('ships free when the subtotal is $50.02', () => {
    render(<OrderSummary lines={[line(25.01, 2)]} />);
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$50.02');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$4.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$54.02');
  });

  it('shows the cover, title and quantity of every line and totals them all', () => {
    render(<OrderSummary lines={[line(12.5, 3), line(9.99, 1, 'Himu', 'b2')]} />);
    expect(screen.getByRole('img', { name: 'Cover of Gitanjali' })).toBeInTheDocument();
    expect(screen.getByText('Himu')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 3')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 1')).toBeInTheDocument();
    // 37.50 + 9.99 = 47.49, shipping 5.99, tax 3.80
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$57.28');
  });
});
