import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { AlsoBought } from '../components/also-bought';

const ID = '00000000-0000-4000-8000-000000000001';
const other = {
  _id: '00000000-0000-4000-8000-000000000002',
  title: 'Gitanjali',
  author: 'Rabindranath Tagore',
  altTitle: '',
  altAuthor: '',
  category: 'Poetry',
  price: 7.5,
  quantity: 0,
  image: '',
  description: 'Songs.',
  inStock: false,
  language: 'en',
};

afterEach(() => vi.unstubAllGlobals());

describe('Readers also bought', () => {
  it('asks for the books bought with this one and links each, with its real price and stock', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, message: 'ok', data: [other] }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AlsoBought bookId={ID} />);
    expect(await screen.findByRole('heading', { name: 'Readers also bought' }, { timeout: 8000 })).toBeInTheDocument();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`/api/books/${ID}/also-bought`);
    expect(screen.getByRole('link', { name: 'Gitanjali' })).toHaveAttribute('href', `/product-details/${other._id}`);
    expect(screen.getByText('$7.50')).toBeInTheDocument();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  });

  it('shows nothing when no order holds this book with another', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, message: 'ok', data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithProviders(<AlsoBought bookId={ID} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 8000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="also-bought"]')).toBeNull();
  });
});
