import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockBadge } from './stock-badge';

function badgeFor(quantity: number): HTMLElement {
  render(<StockBadge quantity={quantity} />);
  return screen.getByText(String(quantity)).closest('span.rounded-full') as HTMLElement;
}

describe('StockBadge thresholds (green above 10, yellow 1-10, red 0)', () => {
  it.each([
    [0, 'bg-red-100'],
    [1, 'bg-yellow-100'],
    [10, 'bg-yellow-100'],
    [11, 'bg-green-100'],
  ])('stock %i is %s', (quantity, colour) => {
    const badge = badgeFor(quantity);
    expect(badge).toHaveClass(colour);
    for (const other of ['bg-red-100', 'bg-yellow-100', 'bg-green-100'].filter((c) => c !== colour)) expect(badge).not.toHaveClass(other);
  });
});
