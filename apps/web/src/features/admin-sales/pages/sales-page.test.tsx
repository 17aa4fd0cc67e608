import type { Sale } from '@boipoka/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { clearSession, setSession } from '../../../lib/session';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { publicSettings } from '../../../test/shop-settings-fixture';
import { SalesPage } from './sales-page';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

interface Call {
  method: string;
  url: string;
  body: unknown;
  language: string | null;
}

const DAY = 86_400_000;

function sale(overrides: Partial<Sale> = {}): Sale {
  return {
    _id: 's1',
    name: { en: 'Boi Mela Sale', bn: 'বইমেলা সেল' },
    kind: 'percent',
    percent: 20,
    amountMinor: null,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 10 * DAY).toISOString(),
    categories: [],
    categoryIds: [],
    seriesIds: [],
    publishers: ['Anyaprokash'],
    authors: [],
    bookIds: [],
    active: true,
    booksOnSale: 12,
    createdAt: '2027-02-01T00:00:00.000Z',
    updatedAt: '2027-02-01T00:00:00.000Z',
    ...overrides,
  };
}

const SALES = [
  sale(),
  sale({
    _id: 's2',
    name: { en: 'Poetry Week', bn: 'কবিতা সপ্তাহ' },
    kind: 'amount',
    percent: null,
    amountMinor: 5000,
    publishers: [],
    categories: ['Poetry'],
    startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
    booksOnSale: 0,
  }),
  sale({ _id: 's3', name: { en: 'Paused Sale', bn: 'থামানো সেল' }, active: false, publishers: [], authors: ['Humayun Ahmed'], booksOnSale: 0 }),
  sale({
    _id: 's4',
    name: { en: 'Feluda Week', bn: 'ফেলুদা সপ্তাহ' },
    publishers: [],
    seriesIds: ['00000000-0000-4000-8000-00000000f001'],
    categoryIds: ['00000000-0000-4000-8000-00000000c002'],
    booksOnSale: 5,
  }),
];

const CATEGORIES = [
  { id: '00000000-0000-4000-8000-00000000c001', slug: 'fiction', nameEn: 'Fiction', nameBn: 'কথাসাহিত্য', parentId: null, position: 1, specValue: 'Fiction', archived: false, bookCount: 40 },
  { id: '00000000-0000-4000-8000-00000000c002', slug: 'children', nameEn: 'Children', nameBn: 'শিশু-কিশোর', parentId: null, position: 6, specValue: null, archived: false, bookCount: 12 },
];
const SERIES = [{ id: '00000000-0000-4000-8000-00000000f001', slug: 'feluda', nameEn: 'Feluda', nameBn: 'ফেলুদা', publisherId: null, bookCount: 5 }];

/** The API as the page sees it: GET answers `sales`; POST and PATCH are answered by the test's functions. */
function stubApi(sales: Sale[], answers: { post?: (body: unknown) => Response; patch?: (body: unknown, url: string) => Response } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: String(input), body, language: new Headers(init?.headers).get('Accept-Language') });
      if (method === 'POST' && answers.post) return answers.post(body);
      if (method === 'PATCH' && answers.patch) return answers.patch(body, String(input));
      if (String(input).includes('/api/categories')) return json({ success: true, message: 'Categories fetched successfully', data: { categories: CATEGORIES } });
      if (String(input).includes('/api/series')) return json({ success: true, message: 'Series fetched successfully', data: { series: SERIES } });
      return json({ success: true, message: 'Sales fetched successfully', data: sales });
    }),
  );
  return calls;
}

function renderPage(route = '/dashboard/sales') {
  return renderWithProviders(<SalesPage />, { route, settings: publicSettings('BDT') });
}

beforeEach(() => {
  vi.clearAllMocks();
  setSession({ user: { _id: 'admin', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'tok', refreshToken: 'ref' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Sales page', () => {
  it('lists the sales: what each takes off, its books, how many are on sale, and where it stands', async () => {
    const calls = stubApi(SALES);
    renderPage();
    const rows = within(await screen.findByTestId('sales'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Boi Mela Sale');
    expect(rows[0]).toHaveTextContent('20% off');
    expect(rows[0]).toHaveTextContent('Publishers: Anyaprokash');
    expect(rows[0]).toHaveTextContent('12');
    expect(rows[0]).toHaveTextContent('Running');
    expect(rows[1]).toHaveTextContent('৳50 off each book');
    expect(rows[1]).toHaveTextContent('Categories: Poetry');
    expect(rows[1]).toHaveTextContent('Scheduled');
    expect(rows[2]).toHaveTextContent('Authors: Humayun Ahmed');
    expect(rows[2]).toHaveTextContent('Paused');
    // Series and categories of the tree, named from their lists.
    expect(rows[3]).toHaveTextContent('Series: Feluda');
    expect(rows[3]).toHaveTextContent('Categories: Children');
    expect(within(rows[2]!).getByRole('button', { name: 'Resume Paused Sale' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'GET' && call.url === '/api/sales')).toBe(true);
  });

  it('creates a sale: names in both languages, the percent, dates as ISO moments, the books by publisher; checks before sending', async () => {
    const calls = stubApi([], { post: (body) => json({ success: true, message: 'Sale created', data: sale({ ...(body as object), _id: 'new', booksOnSale: 0 }) }, 201) });
    const ui = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('region', { name: 'New sale' });
    await ui.type(within(form).getByLabelText('Name in English'), 'Ekushey Boi Mela');
    await ui.click(within(form).getByRole('button', { name: 'Create sale' }));
    // The shared schema's check: nothing is sent, and each field says what it lacks.
    expect(within(form).getByLabelText('Name in Bangla')).toHaveAccessibleDescription('Required');
    expect(within(form).getByLabelText('Percent')).toHaveAccessibleDescription(/Required/);
    expect(await within(form).findByText('Choose the books: categories, series, publishers, authors or books')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await ui.type(within(form).getByLabelText('Name in Bangla'), 'একুশে বইমেলা');
    await ui.type(within(form).getByLabelText('Percent'), '25');
    await ui.type(within(form).getByLabelText('Starts'), '2027-02-01T00:00');
    await ui.type(within(form).getByLabelText('Ends'), '2027-02-28T23:59');
    await ui.type(within(form).getByLabelText('Publishers'), 'Anyaprokash, Prothoma ,');
    // A series, and a category of the tree beyond SPEC's five (SPEC's own are the checkboxes above).
    await ui.click(await within(form).findByRole('checkbox', { name: 'Feluda' }));
    await ui.click(within(form).getByRole('checkbox', { name: 'Children' }));
    expect(within(form).getAllByRole('checkbox', { name: 'Fiction' })).toHaveLength(1);
    await ui.click(within(form).getByRole('button', { name: 'Create sale' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Ekushey Boi Mela is created.'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/sales',
      body: {
        name: { en: 'Ekushey Boi Mela', bn: 'একুশে বইমেলা' },
        kind: 'percent',
        percent: 25,
        amountMinor: null,
        startsAt: new Date('2027-02-01T00:00').toISOString(),
        endsAt: new Date('2027-02-28T23:59').toISOString(),
        categories: [],
        categoryIds: ['00000000-0000-4000-8000-00000000c002'],
        seriesIds: ['00000000-0000-4000-8000-00000000f001'],
        publishers: ['Anyaprokash', 'Prothoma'],
        authors: [],
        bookIds: [],
        active: true,
      },
    });
    expect(within(await screen.findByTestId('sales')).getAllByRole('row')[1]).toHaveTextContent('Ekushey Boi Mela');
    expect(within(form).getByLabelText('Name in English')).toHaveValue('');
  });

  it('edits a sale: the form holds it, and saving sends the whole of it with PATCH', async () => {
    const calls = stubApi(SALES, { patch: (body) => json({ success: true, message: 'Sale updated', data: { ...SALES[0], ...(body as object) } }) });
    const ui = userEvent.setup();
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Edit Boi Mela Sale' }));
    const form = screen.getByRole('region', { name: 'Change Boi Mela Sale' });
    expect(within(form).getByLabelText('Percent')).toHaveValue('20');
    expect(within(form).getByLabelText('Publishers')).toHaveValue('Anyaprokash');
    await ui.clear(within(form).getByLabelText('Percent'));
    await ui.type(within(form).getByLabelText('Percent'), '30');
    await ui.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Boi Mela Sale is saved.'));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe('/api/sales/s1');
    expect(patch.body).toMatchObject({ percent: 30, publishers: ['Anyaprokash'], name: { en: 'Boi Mela Sale', bn: 'বইমেলা সেল' } });
    // The form is a new sale's again.
    expect(await screen.findByRole('region', { name: 'New sale' })).toBeInTheDocument();
  });

  it('pauses a sale with PATCH { active: false } and says so', async () => {
    const calls = stubApi(SALES, { patch: (body) => json({ success: true, message: 'Sale updated', data: { ...SALES[0], ...(body as object), booksOnSale: 0 } }) });
    const ui = userEvent.setup();
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Pause Boi Mela Sale' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Boi Mela Sale is paused: its books are back at their regular prices.'));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/sales/s1', body: { active: false } });
    const row = within(screen.getByTestId('sales')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Paused');
  });

  it('reads in Bangla: Bangla texts, names and digits; Bangla digits typed into the form', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    try {
      const calls = stubApi(SALES, { post: (body) => json({ success: true, message: 'সেল তৈরি হয়েছে', data: sale({ ...(body as object), _id: 'new' }) }, 201) });
      const ui = userEvent.setup();
      renderPage('/bn/dashboard/sales');
      expect(await screen.findByRole('heading', { level: 1, name: 'সেল' })).toBeInTheDocument();
      const rows = within(await screen.findByTestId('sales'))
        .getAllByRole('row')
        .slice(1);
      expect(rows[0]).toHaveTextContent('বইমেলা সেল');
      expect(rows[0]).toHaveTextContent('২০% ছাড়');
      expect(rows[0]).toHaveTextContent('চলছে');
      expect(rows[1]).toHaveTextContent('প্রতিটি বইয়ে ৳৫০ ছাড়');
      expect(screen.getByTestId('sales').textContent!.replace(/Anyaprokash|Humayun Ahmed|Poetry/g, '')).not.toMatch(/[0-9]/);
      const form = screen.getByRole('region', { name: 'নতুন সেল' });
      await ui.type(within(form).getByLabelText('ইংরেজিতে নাম'), 'Boishakh');
      await ui.type(within(form).getByLabelText('বাংলায় নাম'), 'বৈশাখ');
      await ui.type(within(form).getByLabelText('শতাংশ'), '৯৫');
      await ui.type(within(form).getByLabelText('শুরু'), '2027-04-14T00:00');
      await ui.type(within(form).getByLabelText('শেষ'), '2027-04-20T23:59');
      await ui.type(within(form).getByLabelText('লেখক'), 'humayun-ahmed');
      await ui.click(within(form).getByRole('button', { name: 'সেল তৈরি করুন' }));
      expect(within(form).getByLabelText('শতাংশ')).toHaveAccessibleDescription(/১ থেকে ৯০-এর মধ্যে পূর্ণ সংখ্যা/);
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      await ui.clear(within(form).getByLabelText('শতাংশ'));
      await ui.type(within(form).getByLabelText('শতাংশ'), '১৫');
      await ui.click(within(form).getByRole('button', { name: 'সেল তৈরি করুন' }));
      await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
      const post = calls.find((call) => call.method === 'POST')!;
      expect(post.language).toBe('bn');
      expect(post.body).toMatchObject({ percent: 15, authors: ['humayun-ahmed'], name: { en: 'Boishakh', bn: 'বৈশাখ' } });
    } finally {
      activateLocale('en');
    }
  });
});
