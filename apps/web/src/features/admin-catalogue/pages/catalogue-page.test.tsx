import type { Category, Publisher, Series } from '@boipoka/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { clearSession, setSession } from '../../../lib/session';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { CataloguePage } from './catalogue-page';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function category(overrides: Partial<Category> & Pick<Category, 'id' | 'slug' | 'nameEn' | 'nameBn'>): Category {
  return { parentId: null, position: 0, specValue: null, archived: false, bookCount: 0, ...overrides };
}

const TREE: Category[] = [
  category({ id: ID(1), slug: 'fiction', nameEn: 'Fiction', nameBn: 'কথাসাহিত্য', specValue: 'Fiction', bookCount: 40 }),
  category({ id: ID(2), slug: 'novel', nameEn: 'Novel', nameBn: 'উপন্যাস', parentId: ID(1), bookCount: 12 }),
  category({ id: ID(3), slug: 'thriller', nameEn: 'Thriller', nameBn: 'রহস্য-রোমাঞ্চ', parentId: ID(2), bookCount: 5 }),
  category({ id: ID(4), slug: 'poetry', nameEn: 'Poetry', nameBn: 'কবিতা', specValue: 'Poetry', position: 1, bookCount: 14 }),
  category({ id: ID(5), slug: 'old-stuff', nameEn: 'Old stuff', nameBn: 'পুরোনো', archived: true, position: 2 }),
];
const PUBLISHERS: Publisher[] = [
  { id: ID(6), slug: 'prothoma', nameEn: 'Prothoma', nameBn: 'প্রথমা', bookCount: 21 },
  { id: ID(7), slug: 'anyaprokash', nameEn: 'Anyaprokash', nameBn: 'অন্যপ্রকাশ', bookCount: 1 },
];
const SERIES: Series[] = [{ id: ID(8), slug: 'feluda', nameEn: 'Feluda', nameBn: 'ফেলুদা', bookCount: 9, publisherId: ID(6) }];

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

type Answer = (body: unknown, path: string) => Response;

/** The catalogue API as the page sees it: the lists answer the fixtures, the writes answer the test's functions. */
function stubApi(writes: Partial<Record<'POST' | 'PATCH', Answer>> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, query: url.search, body });
      const write = writes[method as 'POST' | 'PATCH'];
      if (write) return write(body, url.pathname);
      if (url.pathname === '/api/admin/categories') return json({ success: true, message: 'ok', data: { categories: TREE } });
      if (url.pathname === '/api/publishers')
        return json({ success: true, message: 'ok', data: { publishers: PUBLISHERS.filter((p) => p.nameEn.toLowerCase().includes((url.searchParams.get('q') ?? '').toLowerCase())) } });
      if (url.pathname === '/api/series') return json({ success: true, message: 'ok', data: { series: SERIES } });
      return json({ success: false, message: 'Not found' }, 404);
    }),
  );
  return calls;
}

const renderPage = (route = '/dashboard/categories') => renderWithProviders(<CataloguePage />, { route });
const rowOf = (name: string) => within(screen.getByTestId('category-tree')).getByText(name, { selector: 'span' }).closest('li')!;

beforeEach(() => {
  vi.clearAllMocks();
  setSession({ user: { _id: 'admin', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'tok', refreshToken: 'ref' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Catalogue page: categories', () => {
  it('shows the tree indented, with book counts, the core five marked and neither archived nor merged', async () => {
    const calls = stubApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Categories, publishers and series' })).toBeInTheDocument();
    await screen.findByTestId('category-tree');
    const fiction = rowOf('Fiction');
    const novel = rowOf('Novel');
    const thriller = rowOf('Thriller');
    expect(fiction).toHaveTextContent('Core');
    expect(fiction).toHaveTextContent('40 books');
    expect(novel).toHaveTextContent('উপন্যাস');
    expect(novel).toHaveTextContent('/novel');
    // Each level sits further in.
    const indent = (row: HTMLElement) => Number.parseFloat(row.style.paddingInlineStart);
    expect(indent(novel)).toBeGreaterThan(indent(fiction));
    expect(indent(thriller)).toBeGreaterThan(indent(novel));
    expect(within(fiction).queryByRole('button', { name: /Archive|Merge/ })).not.toBeInTheDocument();
    expect(within(novel).getByRole('button', { name: 'Archive Novel' })).toBeInTheDocument();
    expect(within(novel).getByRole('button', { name: 'Merge Novel into another category' })).toBeInTheDocument();
    expect(rowOf('Old stuff')).toHaveTextContent('Archived');
    expect(within(rowOf('Old stuff')).getByRole('button', { name: 'Bring back Old stuff' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/admin/categories' });
  });

  it('adds a category under a parent with both names, checking the names before sending', async () => {
    const calls = stubApi({ POST: (body) => json({ success: true, message: 'Category created', data: category({ ...(body as Category), id: ID(9), slug: 'shishu-kishor' }) }, 201) });
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('region', { name: 'Add a category' });
    await user.type(within(form).getByLabelText('Name in English'), "Children's");
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(within(form).getByLabelText('Name in Bangla')).toHaveAccessibleDescription('This field is required.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(form).getByLabelText('Name in Bangla'), 'শিশু-কিশোর');
    await user.type(within(form).getByLabelText('Slug'), 'shishu-kishor');
    await user.selectOptions(within(form).getByLabelText('Parent category'), 'Fiction › Novel');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Children's was added."));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/categories', body: { nameEn: "Children's", nameBn: 'শিশু-কিশোর', slug: 'shishu-kishor', parentId: ID(2) } });
    // Archived categories are no parent to choose.
    expect(within(within(form).getByLabelText('Parent category')).queryByRole('option', { name: 'Old stuff' })).not.toBeInTheDocument();
  });

  it("renames and moves a category, sending only what changed, and shows the server's refusal on the field", async () => {
    let refuse = true;
    const calls = stubApi({
      PATCH: (body) =>
        refuse
          ? json(
              {
                success: false,
                message: 'A category cannot move under itself or a category inside it',
                errors: [{ path: 'parentId', message: 'A category cannot move under itself or a category inside it' }],
              },
              400,
            )
          : json({ success: true, message: 'Category updated', data: { ...TREE[1], ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('category-tree');
    await user.click(within(rowOf('Novel')).getByRole('button', { name: 'Edit Novel' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Novel' });
    const parent = within(dialog).getByLabelText('Parent category');
    expect(parent).toHaveValue(ID(1));
    expect(within(parent).queryByRole('option', { name: 'Fiction › Novel' })).not.toBeInTheDocument();
    await user.selectOptions(parent, 'Fiction › Novel › Thriller');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(parent).toHaveAccessibleDescription('A category cannot move under itself or a category inside it'));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: `/api/categories/${ID(2)}`, body: { parentId: ID(3) } });

    refuse = false;
    await user.selectOptions(parent, 'None (a top-level category)');
    await user.clear(within(dialog).getByLabelText('Name in English'));
    await user.type(within(dialog).getByLabelText('Name in English'), 'Novels');
    await user.clear(within(dialog).getByLabelText('Position'));
    await user.type(within(dialog).getByLabelText('Position'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Novels was saved.'));
    expect(calls.filter((call) => call.method === 'PATCH')[1]!.body).toEqual({ nameEn: 'Novels', parentId: null, position: 3 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('archives a category and brings one back', async () => {
    const calls = stubApi({ PATCH: (body, path) => json({ success: true, message: 'ok', data: { ...TREE.find((c) => path.endsWith(c.id))!, ...(body as object) } }) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('category-tree');
    await user.click(within(rowOf('Novel')).getByRole('button', { name: 'Archive Novel' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Novel is archived: readers no longer see it.'));
    await user.click(within(rowOf('Old stuff')).getByRole('button', { name: 'Bring back Old stuff' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Old stuff is back in the tree.'));
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([
      [`/api/categories/${ID(2)}`, { archived: true }],
      [`/api/categories/${ID(5)}`, { archived: false }],
    ]);
  });

  it('merges a category into another after one confirmation that says how many books move', async () => {
    const calls = stubApi({ POST: () => json({ success: true, message: 'Category merged', data: { ...TREE[1], archived: true } }) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('category-tree');
    await user.click(within(rowOf('Novel')).getByRole('button', { name: 'Merge Novel into another category' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge Novel' });
    await user.click(within(dialog).getByRole('button', { name: 'Merge...' }));
    expect(within(dialog).getByLabelText('Merge into')).toHaveAccessibleDescription('Choose the category to merge into');
    await user.selectOptions(within(dialog).getByLabelText('Merge into'), 'Poetry');
    await user.click(within(dialog).getByRole('button', { name: 'Merge...' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Merge “Novel” into “Poetry”? Its 12 books and the categories under it move there, and “Novel” is archived.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, merge' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Novel was merged into Poetry.'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: `/api/categories/${ID(2)}/merge`, body: { into: ID(4) } });
  });
});

describe('Catalogue page: publishers and series', () => {
  it('searches the publishers, shows their books, adds one and renames one', async () => {
    const calls = stubApi({
      POST: (body) => json({ success: true, message: 'ok', data: { ...(body as object), id: ID(9), slug: 'ittyadi', bookCount: 0 } }, 201),
      PATCH: (body) => json({ success: true, message: 'ok', data: { ...PUBLISHERS[0], ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Publishers' }));
    const table = await screen.findByTestId('publishers-table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Prothoma');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('21 books');
    await user.type(screen.getByRole('searchbox', { name: 'Search publishers' }), 'anya');
    await waitFor(() => expect(within(screen.getByTestId('publishers-table')).getAllByRole('row')).toHaveLength(2));
    expect(calls.some((call) => call.path === '/api/publishers' && call.query === '?q=anya')).toBe(true);

    const form = screen.getByRole('region', { name: 'Add a publisher' });
    await user.type(within(form).getByLabelText('Name in English'), 'Ittyadi');
    await user.type(within(form).getByLabelText('Name in Bangla'), 'ইত্যাদি');
    await user.click(within(form).getByRole('button', { name: 'Add publisher' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Ittyadi was added.'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/publishers', body: { nameEn: 'Ittyadi', nameBn: 'ইত্যাদি' } });

    await user.click(within(screen.getByTestId('publishers-table')).getByRole('button', { name: 'Edit Anyaprokash' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Anyaprokash' });
    await user.clear(within(dialog).getByLabelText('Name in Bangla'));
    await user.type(within(dialog).getByLabelText('Name in Bangla'), 'অন্যপ্রকাশ প্রকাশনী');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: `/api/publishers/${ID(7)}`, body: { nameBn: 'অন্যপ্রকাশ প্রকাশনী' } });
  });

  it("adds a series with its publisher, and shows the server's word on a taken slug", async () => {
    const calls = stubApi({ POST: () => json({ success: false, message: 'Slug is taken', errors: [{ path: 'slug', message: 'Slug is taken' }] }, 400) });
    const user = userEvent.setup();
    renderPage('/dashboard/categories?tab=series');
    const table = await screen.findByTestId('series-table');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Prothoma'));
    const form = screen.getByRole('region', { name: 'Add a series' });
    await user.type(within(form).getByLabelText('Name in English'), 'Feluda');
    await user.type(within(form).getByLabelText('Name in Bangla'), 'ফেলুদা');
    await user.type(within(form).getByLabelText('Slug'), 'feluda');
    await user.selectOptions(within(form).getByLabelText('Publisher'), 'Anyaprokash');
    await user.click(within(form).getByRole('button', { name: 'Add series' }));
    await waitFor(() => expect(within(form).getByLabelText('Slug')).toHaveAccessibleDescription(/^Slug is taken/));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/series', body: { nameEn: 'Feluda', nameBn: 'ফেলুদা', slug: 'feluda', publisherId: ID(7) } });
  });
});

describe('Catalogue page in Bangla', () => {
  it('names the categories in Bangla with Bangla digits', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    try {
      stubApi();
      renderPage('/bn/dashboard/categories');
      expect(screen.getByRole('heading', { level: 1, name: 'বিভাগ, প্রকাশনী ও সিরিজ' })).toBeInTheDocument();
      await screen.findByTestId('category-tree');
      expect(rowOf('উপন্যাস')).toHaveTextContent('১২টি বই');
      expect(rowOf('কথাসাহিত্য')).toHaveTextContent('মূল');
      expect(within(rowOf('উপন্যাস')).getByRole('button', { name: 'উপন্যাস সংরক্ষণাগারে পাঠান' })).toBeInTheDocument();
    } finally {
      activateLocale('en');
    }
  });
});
