import type { Book } from '@boipoka/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../test/render-with-providers';
import { BookDetailPage } from '../pages/book-detail-page';

const ID = '11111111-2222-4333-8444-555555555555';
const FELUDA = { id: 's1', slug: 'feluda', nameEn: 'Feluda', nameBn: 'ফেলুদা' };

function book(overrides: Partial<Book> = {}): Book {
  return {
    _id: ID,
    title: 'Sonar Kella',
    altTitle: 'সোনার কেল্লা',
    author: 'Satyajit Ray',
    category: 'detective',
    price: 10,
    quantity: 5,
    image: '',
    description: 'Feluda in Rajasthan.',
    inStock: true,
    publisher: 'Ananda Publishers',
    categories: [
      { id: 'c3', slug: 'detective', nameEn: 'Detective', nameBn: 'গোয়েন্দা' },
      { id: 'c4', slug: 'children', nameEn: "Children's", nameBn: 'শিশু-কিশোর' },
    ],
    publisherRef: { id: 'p1', slug: 'ananda', nameEn: 'Ananda Publishers', nameBn: 'আনন্দ পাবলিশার্স' },
    series: { ...FELUDA, number: 5 },
    ...overrides,
  };
}

const other = (n: number, title: string) => ({ ...book(), _id: `00000000-0000-4000-8000-00000000000${n}`, title, altTitle: '', series: undefined });

function stubApi(page: Book, seriesBooks: unknown[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname + url.search);
      if (url.pathname === `/api/books/${ID}`) return jsonResponse({ success: true, message: 'ok', data: page });
      if (url.pathname === '/api/books' && url.searchParams.get('seriesSlug') === 'feluda')
        return jsonResponse({ success: true, message: 'ok', data: seriesBooks, meta: { page: 1, limit: 20, total: seriesBooks.length, totalPages: 1 } });
      if (url.pathname === '/api/categories') return jsonResponse({ success: true, message: 'ok', data: { categories: [] } });
      if (url.pathname.startsWith('/api/authors/')) return jsonResponse({ success: false, message: 'Not found' }, 404);
      return jsonResponse({ success: true, message: 'ok', data: [] });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe("the book page's categories, publisher and series (issue 34)", () => {
  it('links its categories, its publisher and its series, and shows the series’ other books in order', async () => {
    const asked = stubApi(book(), [other(4, 'Badshahi Angti'), { ...book(), series: undefined }, other(6, 'Joy Baba Felunath')]);
    const user = userEvent.setup();
    renderWithProviders(<BookDetailPage />, { route: `/product-details/${ID}`, path: '/product-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sonar Kella' })).toBeInTheDocument();
    // The eyebrow names its first category and leads to its page.
    expect(screen.getAllByRole('link', { name: 'Detective' })[0]).toHaveAttribute('href', '/categories/detective');
    const seriesLinks = screen.getAllByRole('link', { name: 'Feluda #5' });
    expect(seriesLinks[0]).toHaveAttribute('href', '/series/feluda');

    await user.click(screen.getByRole('tab', { name: 'Details' }));
    const details = screen.getByRole('tabpanel');
    expect(within(details).getByRole('link', { name: 'Detective' })).toHaveAttribute('href', '/categories/detective');
    expect(within(details).getByRole('link', { name: "Children's" })).toHaveAttribute('href', '/categories/children');
    expect(within(details).getByText('Categories')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Ananda Publishers' })).toHaveAttribute('href', '/publishers/ananda');
    expect(within(details).getByRole('link', { name: 'Feluda #5' })).toHaveAttribute('href', '/series/feluda');

    const row = await screen.findByRole('region', { name: 'More in this series' });
    const titles = within(within(row).getByRole('list'))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Badshahi Angti', 'Joy Baba Felunath']);
    expect(within(row).getByRole('link', { name: 'See all of Feluda' })).toHaveAttribute('href', '/series/feluda');
    expect(asked).toContain('/api/books?seriesSlug=feluda&sort=featured&page=1&limit=20');
  });

  it('shows no series row when the book is alone in its series, and asks nothing when it has none', async () => {
    stubApi(book(), [{ ...book(), series: undefined }]);
    const { unmount } = renderWithProviders(<BookDetailPage />, { route: `/product-details/${ID}`, path: '/product-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sonar Kella' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'More in this series' })).toBeNull();
    unmount();

    const asked = stubApi(book({ series: null, categories: [], publisherRef: null, category: 'Fiction' }), []);
    renderWithProviders(<BookDetailPage />, { route: `/product-details/${ID}`, path: '/product-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sonar Kella' })).toBeInTheDocument();
    expect(screen.getAllByText('Fiction')[0]).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.some((path) => path.includes('seriesSlug'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'More in this series' })).toBeNull();
  });

  it('names the eyebrow by the book’s own category, not SPEC’s seed above it, and links that category', async () => {
    // An import filed the book under a new category under Fiction › Novel: SPEC's `category` stays Fiction.
    const filed = book({ category: 'Fiction', series: null, categories: [{ id: 'c9', slug: 'river-novels', nameEn: 'River novels', nameBn: 'নদীর উপন্যাস' }] });
    stubApi(filed, []);
    renderWithProviders(<BookDetailPage />, { route: `/product-details/${ID}`, path: '/product-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sonar Kella' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'River novels' })[0]).toHaveAttribute('href', '/categories/river-novels');
    expect(screen.queryByRole('link', { name: 'Fiction' })).toBeNull();
  });

  it('names them in Bangla with a Bangla number on a Bangla page', async () => {
    stubApi(book(), [other(4, 'Badshahi Angti')]);
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    renderWithProviders(<BookDetailPage />, { route: `/bn/product-details/${ID}`, path: '/bn/product-details/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'সোনার কেল্লা' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'ফেলুদা #৫' })[0]).toHaveAttribute('href', '/bn/series/feluda');
    expect(screen.getAllByRole('link', { name: 'গোয়েন্দা' })[0]).toHaveAttribute('href', '/bn/categories/detective');
    expect(await screen.findByRole('region', { name: 'এই সিরিজের আরও বই' })).toBeInTheDocument();
  });
});
