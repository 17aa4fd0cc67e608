import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { FeaturedBooksSection } from '../components/featured-books-section';
import { homeAnswer, homeBook } from './home-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (data = homeAnswer()) => vi.fn(async () => jsonResponse({ success: true, message: 'ok', data }));

describe('FeaturedBooksSection', () => {
  it('shows each title and author in the page’s script with the other form under it, each with its lang', async () => {
    const nondito = homeBook(1, { title: 'নন্দিত নরকে', altTitle: 'Nondito Noroke', author: 'Humayun Ahmed', altAuthor: 'হুমায়ূন আহমেদ' });
    vi.stubGlobal('fetch', answer(homeAnswer({ collections: { bestsellers: [nondito], newArrivals: [], staffPicks: [], awardWinners: [] } })));
    renderWithProviders(<FeaturedBooksSection />);
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('link', { name: 'Nondito Noroke' })).toBeInTheDocument();
    expect(within(card!).getByText('নন্দিত নরকে')).toHaveAttribute('lang', 'bn');
    expect(within(card!).getByText('হুমায়ূন আহমেদ')).toHaveAttribute('lang', 'bn');
  });

  it('asks GET /api/home once and starts on the best sellers: real prices, no invented discount, sold out says so', async () => {
    const fetchMock = answer();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<FeaturedBooksSection />);
    expect(screen.getAllByTestId('featured-skeleton')).toHaveLength(6);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/home');
    expect(screen.getByRole('button', { name: 'Bestsellers' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(articles[0]!).getByText('Bestseller')).toBeInTheDocument();
    expect(within(articles[0]!).getByText('$11.00')).toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(within(articles[0]!).getByRole('link', { name: 'Book 1' })).toHaveAttribute('href', `/product-details/${homeBook(1)._id}`);
    expect(within(articles[2]!).getByRole('button', { name: /Out of Stock/ })).toBeDisabled();
    expect(within(articles[1]!).getByRole('button', { name: /Quick Add/ })).toBeEnabled();
    expect(screen.getByRole('link', { name: /View All Books/ })).toHaveAttribute('href', '/all-products?sort=bestselling');
  });

  it('each chip shows its collection; an empty one says so', async () => {
    vi.stubGlobal('fetch', answer());
    const user = userEvent.setup();
    renderWithProviders(<FeaturedBooksSection />);
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'New Arrivals' }));
    expect(screen.getAllByRole('article').map((a) => within(a).getAllByRole('link')[0]!.textContent)).toEqual(['Book 5', 'Book 6']);
    await user.click(screen.getByRole('button', { name: 'Staff Picks' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Award Winners' }));
    expect(screen.getByText('No books in this collection yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Award Winners' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts on New Arrivals while nothing has sold; no View All with 6 books or fewer', async () => {
    const data = homeAnswer();
    vi.stubGlobal('fetch', answer({ ...data, collections: { ...data.collections, bestsellers: [] }, stats: { ...data.stats, books: 6 } }));
    renderWithProviders(<FeaturedBooksSection />);
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'New Arrivals' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: /View All Books/ })).not.toBeInTheDocument();
  });
});
