import type { Category } from '@boipoka/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../../lib/i18n';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { AllProductsPage } from './all-products-page';
import { categoryFixture } from '../../../test/catalogue-fixtures';

const category = (id: string, slug: string, nameEn: string, nameBn: string, parentId: string | null, bookCount: number, specValue: Category['specValue'] = null) =>
  categoryFixture(id, slug, nameEn, nameBn, parentId, { bookCount, specValue });
const TREE = [
  category('c1', 'fiction', 'Fiction', 'কথাসাহিত্য', null, 120, 'Fiction'),
  category('c2', 'novel', 'Novel', 'উপন্যাস', 'c1', 42),
  category('c3', 'detective', 'Detective', 'গোয়েন্দা', 'c2', 12),
  category('c4', 'children', "Children's", 'শিশু-কিশোর', null, 30),
];
const BOOK = { _id: 'b1', title: 'Sonar Kella', author: 'Satyajit Ray', category: 'Fiction', price: 10, quantity: 3, image: '', description: '', inStock: true };

/** The API: what the listing asked for is kept, in order. */
function stubApi() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/categories') return json({ success: true, message: 'ok', data: { categories: TREE } });
      if (url.pathname === '/api/publishers/ananda')
        return json({ success: true, message: 'ok', data: { id: 'p1', slug: 'ananda', nameEn: 'Ananda Publishers', nameBn: 'আনন্দ পাবলিশার্স', bookCount: 3 } });
      if (url.pathname === '/api/series/feluda') return json({ success: true, message: 'ok', data: { id: 's1', slug: 'feluda', nameEn: 'Feluda', nameBn: 'ফেলুদা', bookCount: 3, publisherId: null } });
      if (url.pathname === '/api/books') {
        asked.push(url);
        return json({ success: true, message: 'ok', data: [BOOK], meta: { page: Number(url.searchParams.get('page')), limit: 5, total: 30, totalPages: 6 } });
      }
      return json({ success: true, message: 'ok', data: [] });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe('All Products: the category tree, publishers and series (issue 34)', () => {
  it('filters by a category of the tree through `cat`, back to page 1, and shows the tree with counts', async () => {
    const asked = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AllProductsPage />, { route: '/all-products?cat=novel&page=3' });
    // The panel starts open: the link carries a filter.
    const novel = await screen.findByRole('button', { name: 'Novel 42' }, { timeout: 5_000 }); // the panel's code loads with it
    expect(novel).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Detective 12' }).closest('li')).toHaveStyle({ paddingInlineStart: '1.75rem' });
    expect(asked.at(-1)?.searchParams.get('categorySlug')).toBe('novel');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('3');

    await user.click(screen.getByRole('button', { name: "Children's 30" }));
    await vi.waitFor(() => expect(asked.at(-1)?.searchParams.get('categorySlug')).toBe('children'));
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'All categories' }));
    await vi.waitFor(() => expect(asked.at(-1)?.searchParams.has('categorySlug')).toBe(false));
  });

  it("keeps SPEC's `category` working, shown as its seed in the tree", async () => {
    const asked = stubApi();
    renderWithProviders(<AllProductsPage />, { route: '/all-products?category=Fiction' });
    expect(await screen.findByRole('button', { name: 'Fiction 120' }, { timeout: 5_000 })).toHaveAttribute('aria-pressed', 'true');
    expect(asked.at(-1)?.searchParams.get('category')).toBe('Fiction');
    expect(asked.at(-1)?.searchParams.has('categorySlug')).toBe(false);
  });

  it('narrows to a publisher and a series as removable chips, each removal back to page 1', async () => {
    const asked = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AllProductsPage />, { route: '/all-products?publisher=ananda&series=feluda&page=2' });
    const chips = await screen.findByRole('list', { name: 'Narrowed to' }, { timeout: 5_000 });
    expect(await within(chips).findByText('Publisher: Ananda Publishers')).toBeInTheDocument();
    expect(await within(chips).findByText('Series: Feluda')).toBeInTheDocument();
    expect(asked.at(-1)?.searchParams.get('publisherSlug')).toBe('ananda');
    expect(asked.at(-1)?.searchParams.get('seriesSlug')).toBe('feluda');

    await user.click(within(chips).getByRole('button', { name: 'Remove Series: Feluda' }));
    await vi.waitFor(() => expect(asked.at(-1)?.searchParams.has('seriesSlug')).toBe(false));
    expect(asked.at(-1)?.searchParams.get('publisherSlug')).toBe('ananda');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
    expect(within(chips).queryByText(/Series/)).toBeNull();
  });

  it('names the tree and the chips in Bangla with Bangla digits on a Bangla page', async () => {
    stubApi();
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    renderWithProviders(<AllProductsPage />, { route: '/bn/all-products?cat=children&publisher=ananda' });
    expect(await screen.findByRole('button', { name: 'শিশু-কিশোর ৩০' }, { timeout: 5_000 })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'উপন্যাস ৪২' })).toBeInTheDocument();
    expect(await screen.findByText('প্রকাশনী: আনন্দ পাবলিশার্স')).toBeInTheDocument();
  });
});
