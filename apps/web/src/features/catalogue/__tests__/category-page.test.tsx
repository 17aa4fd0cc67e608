import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CategoryPage } from '../pages/category-page';
import { book, category, missing, ok, stubApi } from './fixtures';

const FICTION = category({ id: 'c1', slug: 'fiction', nameEn: 'Fiction', nameBn: 'কথাসাহিত্য', specValue: 'Fiction', bookCount: 120 });
const NOVEL = category({ id: 'c2', slug: 'novel', nameEn: 'Novel', nameBn: 'উপন্যাস', parentId: 'c1', bookCount: 42 });
const DETECTIVE = category({ id: 'c3', slug: 'detective', nameEn: 'Detective', nameBn: 'গোয়েন্দা', parentId: 'c2', bookCount: 12 });
const THRILLER = category({ id: 'c4', slug: 'thriller', nameEn: 'Thriller', nameBn: 'থ্রিলার', parentId: 'c2', bookCount: 7 });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function answer(path: string, search: URLSearchParams) {
  if (path === '/api/categories/novel') return ok({ category: NOVEL, ancestors: [FICTION], children: [DETECTIVE, THRILLER], redirectTo: null });
  if (path === '/api/categories/old-novels') return ok({ category: { ...NOVEL, slug: 'old-novels', archived: true }, ancestors: [], children: [], redirectTo: 'novel' });
  if (path === '/api/categories/nothing') return missing();
  if (path === '/api/books' && search.get('categorySlug') === 'novel') {
    const page = Number(search.get('page'));
    const books = page === 1 ? [book(1, { title: 'Sonar Kella' }), book(2, { title: 'Joy Baba Felunath', category: 'novel' })] : [book(3, { title: 'Badshahi Angti' })];
    return ok(books, { page, limit: 20, total: 21, totalPages: 2 });
  }
  if (path === '/api/categories') return ok({ categories: [FICTION, NOVEL, DETECTIVE, THRILLER] });
  return ok([]);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe('the category page', () => {
  it('shows its path from the root, its children with their counts and its books, paged', async () => {
    const asked = stubApi(answer);
    const user = userEvent.setup();
    renderWithProviders(<CategoryPage />, { route: '/categories/novel', path: '/categories/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novel' })).toBeInTheDocument();
    expect(screen.getByText('উপন্যাস')).toBeInTheDocument();
    expect(screen.getByText('42 books')).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Where this category sits' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Fiction' })).toHaveAttribute('href', '/categories/fiction');
    expect(within(crumbs).getByText('Novel').closest('[aria-current="page"]')).not.toBeNull();

    const children = screen.getByRole('navigation', { name: 'Categories in Novel' });
    expect(within(children).getByRole('link', { name: 'Detective 12' })).toHaveAttribute('href', '/categories/detective');
    expect(within(children).getByRole('link', { name: 'Thriller 7' })).toHaveAttribute('href', '/categories/thriller');

    const grid = await screen.findByRole('list', { name: 'Books in Novel' });
    expect(within(grid).getByRole('link', { name: 'Sonar Kella' })).toBeInTheDocument();
    // A book outside SPEC's five is named from the tree, fetched only for it.
    expect(await within(grid).findByText('Novel')).toBeInTheDocument();
    expect(asked).toContain('/api/books?categorySlug=novel&sort=featured&page=1&limit=20');

    await user.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('link', { name: 'Badshahi Angti' })).toBeInTheDocument();
    expect(asked).toContain('/api/books?categorySlug=novel&sort=featured&page=2&limit=20');
  });

  it('sends a merged category’s reader to the one it went into', async () => {
    stubApi(answer);
    renderWithProviders(<CategoryPage />, { route: '/categories/old-novels', path: '/categories/:slug', extraRoutes: <Route path="/categories/novel" element={<Where />} /> });
    expect(await screen.findByTestId('where')).toHaveTextContent('/categories/novel');
  });

  it('says so for an unknown category', async () => {
    stubApi(answer);
    renderWithProviders(<CategoryPage />, { route: '/categories/nothing', path: '/categories/:slug' });
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Books' })).toHaveAttribute('href', '/all-products');
  });

  it('is in Bangla under /bn, with Bangla digits and links that stay in Bangla', async () => {
    stubApi(answer);
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    renderWithProviders(<CategoryPage />, { route: '/bn/categories/novel', path: '/bn/categories/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'উপন্যাস' })).toBeInTheDocument();
    expect(screen.getByText('Novel')).toBeInTheDocument();
    expect(screen.getByText('৪২টি বই')).toBeInTheDocument();
    const children = screen.getByRole('navigation', { name: 'উপন্যাস-এর ভেতরের ক্যাটাগরি' });
    expect(within(children).getByRole('link', { name: 'গোয়েন্দা ১২' })).toHaveAttribute('href', '/bn/categories/detective');
    expect(screen.getByRole('link', { name: 'কথাসাহিত্য' })).toHaveAttribute('href', '/bn/categories/fiction');
  });
});
