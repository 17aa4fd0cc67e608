import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { AllProductsPage } from './all-products-page';

/** Issue 34: a search that finds nothing offers to ask the shop for the book, the query carried as its title. */
describe('All Products: an empty search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to Request a book with the query as the title', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/books')
          ? json({ success: true, message: 'Books fetched successfully', data: [], meta: { page: 1, limit: 10, total: 0, totalPages: 0 } })
          : json({ success: true, message: 'ok', data: [] }),
      ),
    );
    renderWithProviders(<AllProductsPage />, { route: '/all-products?q=masud%20rana' });
    expect(await screen.findByText('No books found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Can't find it? Ask us for it" })).toHaveAttribute('href', '/request-a-book?title=masud%20rana');
  });
});
