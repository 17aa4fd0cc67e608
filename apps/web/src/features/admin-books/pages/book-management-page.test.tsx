import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Book } from '@boipoka/shared';
import { jsonResponse, renderAdmin, signInAsAdmin, signOut, stubFetch as stubBookFetch, type FetchHandler } from '../__tests__/render-admin';
import { catalogueAnswer, FELUDA_ID, FICTION_ID, NOVEL_ID, POETRY_ID, PROTHOMA_ID } from '../__tests__/catalogue-fixtures';
import { BookManagementPage } from './book-management-page';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

function book(index: number, overrides: Partial<Book> = {}): Book {
  return {
    _id: `book-${index}`,
    title: `Book ${index}`,
    author: `Author ${index}`,
    category: 'Poetry',
    price: 10 + index,
    quantity: index,
    image: '',
    description: `About book ${index}.`,
    inStock: index > 0,
    ...overrides,
  };
}

/** The edit dialog and the table read the category tree, the publishers and the series; every other call goes to the test's handler. */
const stubFetch = (handler: FetchHandler) => stubBookFetch((url, init) => catalogueAnswer(url, init) ?? handler(url, init));

function listAnswer(url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  return jsonResponse({
    success: true,
    message: 'ok',
    data: [book(page * 10 + 1), book(page * 10 + 2)],
    meta: { page, limit: 10, total: 35, totalPages: 4 },
  });
}

beforeEach(() => {
  signInAsAdmin();
  vi.clearAllMocks();
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('Book Management', () => {
  it('asks the server for one page, shows money and stock, and toasts once per visit', async () => {
    const fetchMock = stubFetch(listAnswer);
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    expect(screen.getByRole('heading', { name: 'Book Management' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by title, author, or category...')).toBeInTheDocument();
    expect(await screen.findByText('Book 11')).toBeInTheDocument();
    expect(screen.getByText('$21.00')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/books'))![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/books');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(notify.success).toHaveBeenCalledWith('Books loaded successfully!');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Book 21')).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledTimes(1);
    expect(document.title).toMatch(/^Book Management/);
  });

  it("names each book's category: SPEC's five in the page's language, another by its name in the tree", async () => {
    stubFetch(() => jsonResponse({ success: true, message: 'ok', data: [book(1), book(2, { category: 'novel' })], meta: { page: 1, limit: 10, total: 2, totalPages: 1 } }));
    renderAdmin(<BookManagementPage />);
    const row = (title: string) => screen.getByText(title).closest('tr')!;
    await screen.findByText('Book 2');
    const category = (title: string) => row(title).querySelector('td[data-label="Category"]');
    expect(category('Book 1')).toHaveTextContent('Poetry');
    await waitFor(() => expect(category('Book 2')).toHaveTextContent('Novel'));
  });

  it('downloads the whole catalogue, or the books the search finds, as CSV with the session token', async () => {
    const exports: { url: URL; headers: Record<string, string> }[] = [];
    stubFetch((url, init) => {
      if (url.pathname !== '/api/books/export.csv') return listAnswer(url);
      exports.push({ url, headers: init?.headers as Record<string, string> });
      return new Response('\uFEFFtitle\r\nGitanjali\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="boipoka-books-2026-11-26.csv"' },
      });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:books'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    await screen.findByText('Book 11');
    await user.click(screen.getByRole('button', { name: 'Download CSV of the whole catalogue' }));
    await waitFor(() => expect(saved).toEqual(['boipoka-books-2026-11-26.csv']));
    expect(exports[0]!.url.searchParams.has('q')).toBe(false);
    expect(exports[0]!.headers.Authorization).toBe('Bearer access-token');

    await user.type(screen.getByPlaceholderText('Search by title, author, or category...'), 'tagore');
    await user.click(screen.getByRole('button', { name: 'Download CSV of the books this search finds' }));
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(exports[1]!.url.searchParams.get('q')).toBe('tagore');
    click.mockRestore();
  });

  it('ticks books for a bulk action: their stock set in one call; the whole search archived only when asked twice', async () => {
    const posts: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url.pathname === '/api/books/bulk') {
        const body = JSON.parse(String(init?.body)) as { ids?: string[] };
        posts.push(body);
        return jsonResponse({ success: true, message: 'Books updated successfully', data: { updated: body.ids ? body.ids.length : 35 } });
      }
      return listAnswer(url);
    });
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    await screen.findByText('Book 11');
    expect(screen.queryByRole('form', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Book 11' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Book 12' }));
    const bar = screen.getByRole('form', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 books selected');
    await user.selectOptions(within(bar).getByLabelText('Action'), 'stock');
    await user.type(within(bar).getByLabelText('Copies in stock'), '5');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('2 books updated.'));
    expect(posts[0]).toEqual({ ids: ['book-11', 'book-12'], action: 'stock', quantity: 5 });
    expect(screen.queryByRole('form', { name: 'Bulk actions' })).not.toBeInTheDocument();

    // Every book the search finds: the page ticked, then widened to all 35; archive asks first.
    await user.type(screen.getByPlaceholderText('Search by title, author, or category...'), 'poetry');
    await screen.findByText('Book 11');
    await user.click(screen.getByRole('checkbox', { name: 'Select every book on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 35 books this search finds' }));
    const wide = screen.getByRole('form', { name: 'Bulk actions' });
    expect(wide).toHaveTextContent('All 35 books this search finds');
    await user.selectOptions(within(wide).getByLabelText('Action'), 'archive');
    await user.click(within(wide).getByRole('button', { name: 'Apply' }));
    expect(posts).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Archive 35 books? They leave the shop; past orders keep them.');
    await user.click(screen.getByRole('button', { name: 'Yes, archive' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({ q: 'poetry', action: 'archive' });
  });

  it('moves the ticked books to a category of the tree, named by its path; none chosen is asked for, not sent', async () => {
    const posts: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url.pathname === '/api/books/bulk') {
        posts.push(JSON.parse(String(init?.body)));
        return jsonResponse({ success: true, message: 'Books updated successfully', data: { updated: 1 } });
      }
      return listAnswer(url);
    });
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    await screen.findByText('Book 11');
    await user.click(screen.getByRole('checkbox', { name: 'Select Book 11' }));
    const bar = screen.getByRole('form', { name: 'Bulk actions' });
    const category = within(bar).getByLabelText('Category');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(category).toHaveAccessibleDescription(expect.stringContaining('Select a category'));
    expect(posts).toEqual([]);
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Fiction › Novel' })).toBeInTheDocument());
    await user.selectOptions(category, 'Fiction › Novel');
    expect(category).not.toHaveAttribute('aria-invalid');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('1 book updated.'));
    expect(posts).toEqual([{ ids: ['book-11'], action: 'category', categoryId: NOVEL_ID }]);
  });

  it('sorts on the server: same column toggles, a new column starts ascending, page back to 1', async () => {
    const fetchMock = stubFetch(listAnswer);
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    await screen.findByText('Book 11');
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await screen.findByText('Book 41');

    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const lastUrl = () => new URL(String(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/books')).at(-1)?.[0]), 'http://localhost');

    await user.click(within(header('Price')).getByRole('button'));
    await waitFor(() => expect(lastUrl().searchParams.get('sortBy')).toBe('price'));
    expect(lastUrl().searchParams.get('sortOrder')).toBe('asc');
    expect(lastUrl().searchParams.get('page')).toBe('1');
    expect(header('Price')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Price')).getByRole('button'));
    await waitFor(() => expect(lastUrl().searchParams.get('sortOrder')).toBe('desc'));
    expect(header('Price')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Stock')).getByRole('button'));
    await waitFor(() => expect(lastUrl().searchParams.get('sortBy')).toBe('quantity'));
    expect(lastUrl().searchParams.get('sortOrder')).toBe('asc');
    expect(header('Stock')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Price')).toHaveAttribute('aria-sort', 'none');
  });

  it('searches on the server after a pause', async () => {
    const fetchMock = stubFetch(listAnswer);
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    await screen.findByText('Book 11');
    await user.type(screen.getByPlaceholderText('Search by title, author, or category...'), 'tagore');
    await waitFor(() => expect(new URL(String(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/books')).at(-1)?.[0]), 'http://localhost').searchParams.get('q')).toBe('tagore'));
    // One request per pause, not one per key.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('q=')).length).toBe(1);
  });

  it("toasts 'Failed to load books.' when the answer has no data array", async () => {
    stubFetch(() => jsonResponse({ success: true, message: 'ok', data: { books: [] } }));
    renderAdmin(<BookManagementPage />);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to load books.'));
  });

  it("toasts 'An error occurred while fetching books.' when the call fails", async () => {
    stubFetch(() => Promise.reject(new TypeError('network down')));
    renderAdmin(<BookManagementPage />);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('An error occurred while fetching books.'));
  });

  it('edits a book with the full description and PATCHes the parsed numbers', async () => {
    let patched: unknown;
    stubFetch((url, init) => {
      if (url.pathname === '/api/books/book-11' && init?.method === 'PATCH') {
        patched = JSON.parse(String(init.body));
        return jsonResponse({ success: true, message: 'Book updated', data: book(11) });
      }
      if (url.pathname === '/api/books/book-11') return jsonResponse({ success: true, message: 'ok', data: book(11, { description: 'A long description.' }) });
      return listAnswer(url);
    });
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Book 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Book' });
    await waitFor(() => expect(within(dialog).getByLabelText('Description')).toHaveValue('A long description.'));
    expect(within(dialog).getByLabelText('Price')).toHaveAttribute('step', '0.01');
    await user.clear(within(dialog).getByLabelText('Price'));
    await user.type(within(dialog).getByLabelText('Price'), '19.99');
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Book updated successfully!'));
    expect(patched).toMatchObject({ title: 'Book 11', price: 19.99, quantity: 4, description: 'A long description.' });
    // Its categories, publisher and series were not touched: none of them is sent.
    expect(patched).not.toHaveProperty('category');
    expect(patched).not.toHaveProperty('categoryIds');
    expect(patched).not.toHaveProperty('publisherId');
    expect(patched).not.toHaveProperty('seriesId');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // The dialog, its three choosers and five clicks: more than 5 s when the machine is busy.
  it("opens with the book's categories, publisher and series, and sends only those changed", { timeout: 15_000 }, async () => {
    const patches: Record<string, unknown>[] = [];
    const withFacets = book(11, {
      description: 'A long description.',
      categories: [
        { id: NOVEL_ID, slug: 'novel', nameEn: 'Novel', nameBn: 'উপন্যাস' },
        { id: POETRY_ID, slug: 'poetry', nameEn: 'Poetry', nameBn: 'কবিতা' },
      ],
      publisherRef: { id: PROTHOMA_ID, slug: 'prothoma', nameEn: 'Prothoma', nameBn: 'প্রথমা' },
      series: { id: FELUDA_ID, slug: 'feluda', nameEn: 'Feluda', nameBn: 'ফেলুদা', number: 2 },
    });
    stubFetch((url, init) => {
      if (url.pathname === '/api/books/book-11' && init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true, message: 'Book updated', data: withFacets });
      }
      if (url.pathname === '/api/books/book-11') return jsonResponse({ success: true, message: 'ok', data: withFacets });
      return listAnswer(url);
    });
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Book 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Book' });
    const chosen = await within(dialog).findByTestId('chosen-categories');
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Fiction › Novel', 'Poetry']);
    expect(within(dialog).getByTestId('chosen-publisher')).toHaveTextContent('Prothoma');
    expect(within(dialog).getByTestId('chosen-series')).toHaveTextContent('Feluda');
    expect(within(dialog).getByLabelText('Number in the series')).toHaveValue(2);

    await user.click(within(chosen).getByRole('button', { name: 'Remove Poetry' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fiction' }));
    await user.click(within(within(dialog).getByTestId('chosen-publisher')).getByRole('button', { name: 'Remove Prothoma' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Book updated successfully!'));
    expect(patches[0]).toMatchObject({ categoryIds: [NOVEL_ID, FICTION_ID], publisherId: null });
    expect(patches[0]).not.toHaveProperty('seriesId');
    expect(patches[0]).not.toHaveProperty('seriesNumber');
  });

  it('edits the title and author in the other script, checking them before sending', async () => {
    const patches: Record<string, unknown>[] = [];
    const banglaBook = book(11, { title: 'শেষের কবিতা', author: 'Rabindranath Tagore', altTitle: 'Shesher Kobita', altAuthor: '' });
    stubFetch((url, init) => {
      if (url.pathname === '/api/books/book-11' && init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return jsonResponse({ success: true, message: 'Book updated', data: banglaBook });
      }
      if (url.pathname === '/api/books/book-11') return jsonResponse({ success: true, message: 'ok', data: banglaBook });
      return jsonResponse({ success: true, message: 'ok', data: [banglaBook], meta: { page: 1, limit: 10, total: 1, totalPages: 1 } });
    });
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    // The English page leads with the Latin form, the stored Bangla title under it.
    const row = (await screen.findByText('Shesher Kobita')).closest('tr')!;
    expect(within(row).getByText('Shesher Kobita')).toHaveAttribute('lang', 'en');
    expect(within(row).getByText('শেষের কবিতা')).toHaveAttribute('lang', 'bn');
    await user.click(within(row).getByRole('button', { name: 'Edit Shesher Kobita' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Book' });
    const altTitle = within(dialog).getByLabelText('Title in the other script');
    const altAuthor = within(dialog).getByLabelText('Author in the other script');
    expect(altTitle).toHaveValue('Shesher Kobita');
    expect(altTitle).toHaveAttribute('lang', 'en');
    expect(altAuthor).toHaveAttribute('lang', 'bn');
    await user.type(altAuthor, 'Tagore');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Author in the other script must be written in Bangla letters, as the author is in Latin letters')).toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.clear(altAuthor);
    await user.type(altAuthor, 'রবীন্দ্রনাথ ঠাকুর');
    expect(within(dialog).queryByText(/must be written in Bangla letters/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Book updated successfully!'));
    expect(patches).toEqual([expect.objectContaining({ title: 'শেষের কবিতা', altTitle: 'Shesher Kobita', author: 'Rabindranath Tagore', altAuthor: 'রবীন্দ্রনাথ ঠাকুর' })]);
  });

  it('closes the edit dialog on Cancel and on a backdrop click', async () => {
    stubFetch((url) => (url.pathname === '/api/books' ? listAnswer(url) : jsonResponse({ success: true, message: 'ok', data: book(11) })));
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Book 11' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Book 11' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms before deleting and reports a refused delete', async () => {
    let deletes = 0;
    stubFetch((url, init) => {
      if (init?.method === 'DELETE') {
        deletes += 1;
        return jsonResponse({ success: false, message: 'Nope' }, 500);
      }
      return listAnswer(url);
    });
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Book 12' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Book?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Book 12"? This action cannot be undone.');
    expect(deletes).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Book' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to delete book'));
    expect(deletes).toBe(1);
  });
});

describe('Book Management: the home page', () => {
  it('marks a book as a Staff Pick and sets when the sale ends', async () => {
    const calls: { method: string; path: string; body?: unknown }[] = [];
    let settings = { collections: { staffPicks: [] as string[], awardWinners: ['book-12'] }, saleEndsAt: null as string | null };
    stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (url.pathname.startsWith('/api/admin/home')) {
        calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (method === 'PUT' && url.pathname.includes('/collections/staffPicks/')) settings = { ...settings, collections: { ...settings.collections, staffPicks: ['book-11'] } };
        if (method === 'PUT' && url.pathname.endsWith('/sale')) settings = { ...settings, saleEndsAt: JSON.parse(String(init!.body)).endsAt };
        return jsonResponse({ success: true, message: 'ok', data: settings });
      }
      return listAnswer(url);
    });
    const user = userEvent.setup();
    renderAdmin(<BookManagementPage />);
    const pick = await screen.findByRole('button', { name: 'Staff Pick: Book 11' });
    expect(pick).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Award Winner: Book 12' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(pick);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Staff Pick: Book 11' })).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toContainEqual({ method: 'PUT', path: '/api/admin/home/collections/staffPicks/book-11', body: undefined });

    expect(screen.getByTestId('sale-status')).toHaveTextContent('No sale is running');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose when the sale ends.');
    const input = screen.getByLabelText('Sale ends');
    await user.type(input, '2099-12-31T18:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('sale-status')).toHaveTextContent('The sale banner counts down to'));
    const sent = calls.find((call) => call.path === '/api/admin/home/sale')!.body as { endsAt: string };
    expect(new Date(sent.endsAt).getTime()).toBe(new Date('2099-12-31T18:30').getTime());
  });
});
