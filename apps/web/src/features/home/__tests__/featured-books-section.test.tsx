import type { Book } from '@boipoka/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { FeaturedBooksSection } from '../components/featured-books-section';

function books(count: number): Book[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `00000000-0000-4000-8000-00000000000${i}`,
    title: `Book ${i + 1}`,
    author: 'Author',
    category: 'Fiction',
    price: 10,
    description: 'A featured book.',
    quantity: 5,
    image: '',
    inStock: true,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FeaturedBooksSection', () => {
  it('shows each title and author in the page’s script with the other form under it, each with its lang', async () => {
    const [first] = books(1);
    const nondito = { ...first!, title: 'নন্দিত নরকে', altTitle: 'Nondito Noroke', author: 'Humayun Ahmed', altAuthor: 'হুমায়ূন আহমেদ' };
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: true, message: 'ok', data: [nondito], meta: { page: 1, limit: 7, total: 1, totalPages: 1 } })));
    renderWithProviders(<FeaturedBooksSection />);
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('link', { name: 'Nondito Noroke' })).toBeInTheDocument();
    expect(within(card!).getByText('Nondito Noroke', { selector: 'a > span' })).toHaveAttribute('lang', 'en');
    expect(within(card!).getByText('নন্দিত নরকে')).toHaveAttribute('lang', 'bn');
    expect(within(card!).getByText('Humayun Ahmed')).toHaveAttribute('lang', 'en');
    expect(within(card!).getByText('হুমায়ূন আহমেদ')).toHaveAttribute('lang', 'bn');
  });

  it('asks once for 7 books, shows 6 with badges, a discount only where a book has a regular price, and View All when more than 6 exist', async () => {
    const onSale = books(7).map((book, i) => (i === 2 ? { ...book, listPrice: 12.5 } : book));
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, message: 'ok', data: onSale, meta: { page: 1, limit: 7, total: 40, totalPages: 6 } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<FeaturedBooksSection />);
    expect(screen.getAllByTestId('featured-skeleton')).toHaveLength(6);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(6);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/books?limit=7');
    expect(within(articles[0]).getByText('Bestseller')).toBeInTheDocument();
    expect(within(articles[1]).getByText('New')).toBeInTheDocument();
    expect(within(articles[2]).getByText('20% OFF')).toBeInTheDocument();
    expect(within(articles[2]).getByText('$12.50')).toHaveClass('line-through');
    // No sample old price (the spec's 1.3×) on books without a regular price.
    for (const i of [0, 1, 3]) expect(within(articles[i]).queryByText(/% OFF|\$13\.00/)).not.toBeInTheDocument();
    expect(within(articles[0]).getByRole('link', { name: 'Book 1' })).toHaveAttribute('href', `/product-details/${books(1)[0]._id}`);
    expect(screen.getByRole('link', { name: /View All Books/ })).toHaveAttribute('href', '/all-products');
  });

  it('hides View All with 6 or fewer books; the heart and chips toggle', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: true, message: 'ok', data: books(6), meta: { page: 1, limit: 7, total: 6, totalPages: 1 } })));
    const user = userEvent.setup();
    renderWithProviders(<FeaturedBooksSection />);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('link', { name: /View All Books/ })).not.toBeInTheDocument();
    const heart = screen.getByRole('button', { name: 'Add Book 1 to wishlist' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const chip = screen.getByRole('button', { name: 'Award Winners' });
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('only logs a failed fetch and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: false, message: 'down' }, 503)));
    renderWithProviders(<FeaturedBooksSection />);
    expect(await screen.findByText('No books to show right now. Please check back soon.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
