import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../lib/i18n';
import { PriceTag } from './price-tag';

afterEach(() => activateLocale('en'));

describe('PriceTag', () => {
  it('shows only the price when the book has no regular price: nothing struck, no discount', () => {
    const { container } = render(<PriceTag price={8.49} listPrice={null} />);
    expect(screen.getByText('$8.49')).toBeInTheDocument();
    expect(container.querySelector('.line-through')).toBeNull();
    expect(container).not.toHaveTextContent(/%|Was/);
    render(<PriceTag price={8.49} />);
    expect(screen.getAllByText('$8.49')).toHaveLength(2);
  });

  it('strikes the regular price and computes the discount from it (rounded down, never overstated)', () => {
    const { container } = render(<PriceTag price={18.99} listPrice={24.99} />);
    expect(container.querySelector('.line-through')).toHaveTextContent('Was $24.99');
    // (24.99 - 18.99) / 24.99 = 24.0096…%
    expect(screen.getByText('24% OFF')).toBeInTheDocument();
    render(<PriceTag price={45} listPrice={60} label="save" />);
    expect(screen.getByText('Save 25%')).toBeInTheDocument();
  });

  it('shows no discount for a regular price not above the price, and no label for a discount under 1%', () => {
    const { container } = render(<PriceTag price={10} listPrice={10} />);
    expect(container.querySelector('.line-through')).toBeNull();
    const tiny = render(<PriceTag price={99.5} listPrice={100} />);
    expect(tiny.container.querySelector('.line-through')).toHaveTextContent('$100.00');
    expect(tiny.container).not.toHaveTextContent('% OFF');
  });

  it('writes the prices and the discount in Bangla on a Bangla page', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    const { container } = render(<PriceTag price={45} listPrice={60} />);
    expect(container).toHaveTextContent('২৫% ছাড়');
    expect(container.querySelector('.line-through')).toHaveTextContent('আগের দাম ৬০.০০ US$');
  });
});
