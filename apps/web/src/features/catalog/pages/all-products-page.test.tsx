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

  const answer = (body: object) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith('/api/books?') ? json({ success: true, message: 'Books fetched successfully', ...body }) : json({ success: true, message: 'ok', data: [] }),
      ),
    );

  it('says no book matches the search (decision 049), and offers guesses only when the search has some', async () => {
    answer({ data: [], meta: { page: 1, limit: 10, total: 0, totalPages: 0 }, search: { match: 'none', didYouMean: [] } });
    renderWithProviders(<AllProductsPage />, { route: '/all-products?q=quran' });
    expect(await screen.findByText('No books match “quran”')).toBeInTheDocument();
    expect(screen.queryByText('Did you mean …?')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Can't find it? Ask us for it" })).toHaveAttribute('href', '/request-a-book?title=quran');
  });

  it('lists its guesses under Did you mean, each a link to its book', async () => {
    const guess = { _id: 'b1', title: 'Atomic Habits', author: 'James Clear', altTitle: '', altAuthor: '', price: 10, image: '', inStock: true };
    answer({ data: [], meta: { page: 1, limit: 10, total: 0, totalPages: 0 }, search: { match: 'none', didYouMean: [guess] } });
    renderWithProviders(<AllProductsPage />, { route: '/all-products?q=atomic%20habits%20zzqx' });
    expect(await screen.findByText('Did you mean …?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atomic Habits' })).toHaveAttribute('href', '/product-details/b1');
  });
});
