import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../test/render-with-providers';
import { BookTile } from './book-tile';

const book = (category: string) => ({ _id: 'b1', title: 'Sonar Kella', author: 'Satyajit Ray', category, price: 10, quantity: 2, image: '', description: '', inStock: true });
const TREE = { categories: [{ id: 'c9', slug: 'children', nameEn: "Children's", nameBn: 'শিশু-কিশোর', parentId: null, position: 5, specValue: null, archived: false, bookCount: 30 }] };

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe("a book's category on its tile (issue 34)", () => {
  it("names SPEC's values from the texts, asking the API nothing", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, message: 'ok', data: TREE }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<BookTile book={book('SelfDevelopment')} />);
    expect(screen.getByText('Self Development')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names a category's slug from the tree, in the page's language", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, message: 'ok', data: TREE }));
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderWithProviders(<BookTile book={book('children')} />);
    expect(await screen.findByText("Children's")).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0 as never])).toContain('/api/categories');
    unmount();

    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    renderWithProviders(<BookTile book={book('children')} />, { route: '/bn' });
    expect(await screen.findByText('শিশু-কিশোর')).toBeInTheDocument();
    expect(screen.queryByText('children')).toBeNull();
  });
});
