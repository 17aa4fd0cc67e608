import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PublisherPage } from '../pages/publisher-page';
import { SeriesPage } from '../pages/series-page';
import { book, missing, ok, stubApi } from './fixtures';

const ANANDA = { id: 'p1', slug: 'ananda', nameEn: 'Ananda Publishers', nameBn: 'আনন্দ পাবলিশার্স', bookCount: 14 };
const FELUDA = { id: 's1', slug: 'feluda', nameEn: 'Feluda', nameBn: 'ফেলুদা', bookCount: 3, publisherId: 'p1' };
// The list's answer carries each book's number in its series where it has one (the third has none).
const SERIES_BOOKS = [book(1, { title: 'Sonar Kella', seriesNumber: 4 }), book(2, { title: 'Joy Baba Felunath', seriesNumber: 9 }), book(3, { title: 'Gangtokey Gondogol' })];
const bookAnswersAsked: string[] = [];

function answer(path: string, search: URLSearchParams) {
  if (path === '/api/publishers/ananda') return ok(ANANDA);
  if (path === '/api/series/feluda') return ok(FELUDA);
  if (path === '/api/series/nothing' || path === '/api/publishers/nothing') return missing();
  if (path === '/api/books' && search.get('publisherSlug') === 'ananda') return ok([book(5, { title: 'Pratham Alo' })], { page: 1, limit: 20, total: 1, totalPages: 1 });
  if (path === '/api/books' && search.get('seriesSlug') === 'feluda') return ok(SERIES_BOOKS, { page: 1, limit: 20, total: 3, totalPages: 1 });
  if (/^\/api\/books\/.+$/.test(path)) bookAnswersAsked.push(path);
  return ok([]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe('the publisher page', () => {
  it('names the publisher in both scripts and lists its books', async () => {
    const asked = stubApi(answer);
    renderWithProviders(<PublisherPage />, { route: '/publishers/ananda', path: '/publishers/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananda Publishers' })).toBeInTheDocument();
    expect(screen.getByText('আনন্দ পাবলিশার্স')).toBeInTheDocument();
    expect(screen.getByText('14 books')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Books in Ananda Publishers' });
    expect(within(grid).getByRole('link', { name: 'Pratham Alo' })).toBeInTheDocument();
    expect(asked).toContain('/api/books?publisherSlug=ananda&sort=featured&page=1&limit=20');
  });

  it('leads with the Bangla name on a Bangla page', async () => {
    stubApi(answer);
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    renderWithProviders(<PublisherPage />, { route: '/bn/publishers/ananda', path: '/bn/publishers/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'আনন্দ পাবলিশার্স' })).toBeInTheDocument();
    expect(screen.getByText('Ananda Publishers')).toBeInTheDocument();
    expect(screen.getByText('১৪টি বই')).toBeInTheDocument();
    expect(screen.getByText('প্রকাশনী')).toBeInTheDocument();
  });

  it('says so for an unknown publisher', async () => {
    stubApi(answer);
    renderWithProviders(<PublisherPage />, { route: '/publishers/nothing', path: '/publishers/:slug' });
    expect(await screen.findByRole('heading', { name: 'Publisher not found' })).toBeInTheDocument();
  });
});

describe('the series page', () => {
  it('lists the series in its reading order with each book’s number', async () => {
    stubApi(answer);
    renderWithProviders(<SeriesPage />, { route: '/series/feluda', path: '/series/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Feluda' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Books in Feluda' });
    const items = within(grid).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual(['Sonar Kella', 'Joy Baba Felunath', 'Gangtokey Gondogol']);
    expect(await within(items[0]!).findByText('No. 4')).toBeInTheDocument();
    expect(await within(items[1]!).findByText('No. 9')).toBeInTheDocument();
    expect(within(items[2]!).queryByText(/No\./)).toBeNull();
    // Read from the list: no book's own answer is asked for.
    expect(bookAnswersAsked).toEqual([]);
  });

  it('numbers in Bangla digits on a Bangla page', async () => {
    stubApi(answer);
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    renderWithProviders(<SeriesPage />, { route: '/bn/series/feluda', path: '/bn/series/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ফেলুদা' })).toBeInTheDocument();
    expect(await screen.findByText('৪ নং')).toBeInTheDocument();
    expect(screen.getByText('৩টি বই')).toBeInTheDocument();
  });

  it('says so for an unknown series', async () => {
    stubApi(answer);
    renderWithProviders(<SeriesPage />, { route: '/series/nothing', path: '/series/:slug' });
    expect(await screen.findByRole('heading', { name: 'Series not found' })).toBeInTheDocument();
  });
});
