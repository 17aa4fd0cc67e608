import type { PromoCode } from '@boipoka/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { clearSession, setSession } from '../../../lib/session';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { publicSettings } from '../../../test/shop-settings-fixture';
import { PromotionsPage } from './promotions-page';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

interface Call {
  method: string;
  url: string;
  body: unknown;
  language: string | null;
}

function promo(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    _id: 'p1',
    code: 'BOIMELA25',
    kind: 'percent',
    percent: 25,
    amountMinor: null,
    currency: 'BDT',
    minSubtotalMinor: null,
    startsAt: null,
    endsAt: null,
    maxUses: 100,
    maxUsesPerCustomer: 1,
    firstOrderOnly: false,
    categories: [],
    publishers: [],
    bookIds: [],
    active: true,
    uses: 3,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

const CODES = [
  promo(),
  promo({ _id: 'p2', code: 'TAKA100', kind: 'amount', percent: null, amountMinor: 10000, minSubtotalMinor: 50000, maxUses: null, uses: 12, active: false }),
  promo({ _id: 'p3', code: 'FREESHIP', kind: 'free_delivery', percent: null, maxUses: 50, uses: 0, firstOrderOnly: true, categories: ['Poetry'] }),
];

/** The API as the page sees it: GET answers `codes`; POST and PATCH are answered by the test's functions. */
function stubApi(codes: PromoCode[], answers: { post?: (body: unknown) => Response; patch?: (body: unknown, url: string) => Response; books?: (url: URL) => Response } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: String(input), body, language: new Headers(init?.headers).get('Accept-Language') });
      if (method === 'POST' && answers.post) return answers.post(body);
      if (method === 'PATCH' && answers.patch) return answers.patch(body, String(input));
      if (String(input).startsWith('/api/books') && answers.books) return answers.books(new URL(String(input), 'http://localhost'));
      return json({ success: true, message: 'Promo codes fetched successfully', data: codes });
    }),
  );
  return calls;
}

function renderPage(route = '/dashboard/promotions') {
  return renderWithProviders(<PromotionsPage />, { route, settings: publicSettings('BDT') });
}

beforeEach(() => {
  vi.clearAllMocks();
  setSession({ user: { _id: 'admin', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'tok', refreshToken: 'ref' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Promo codes page', () => {
  it('lists the codes: what each takes off, its conditions, uses and status', async () => {
    const calls = stubApi(CODES);
    renderPage();
    const table = await screen.findByTestId('promo-codes');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('BOIMELA25');
    expect(rows[0]).toHaveTextContent('25% off');
    expect(rows[0]).toHaveTextContent('3 of 100');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('No dates');
    expect(rows[1]).toHaveTextContent('৳100 off');
    expect(rows[1]).toHaveTextContent('On books of ৳500 or more');
    expect(rows[1]).toHaveTextContent('12 (no limit)');
    expect(rows[1]).toHaveTextContent('Paused');
    expect(within(rows[1]!).getByRole('button', { name: 'Resume TAKA100' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Free delivery');
    expect(rows[2]).toHaveTextContent('First order only');
    expect(rows[2]).toHaveTextContent('Categories: Poetry');
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/promotions' });
  });

  it('creates a percent code: the code upper-cased, money in minor units of the shop’s currency, dates as ISO moments', async () => {
    const calls = stubApi([], { post: (body) => json({ success: true, message: 'Promo code created', data: promo({ ...(body as object), _id: 'new', uses: 0 }) }, 201) });
    const ui = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('region', { name: 'New promo code' });
    expect(within(form).queryByLabelText('Amount (৳)')).not.toBeInTheDocument();
    await ui.type(within(form).getByLabelText('Code'), 'boimela25');
    await ui.type(within(form).getByLabelText('Percent'), '25');
    await ui.type(within(form).getByLabelText('Minimum subtotal of the books (৳)'), '৫০০');
    await ui.type(within(form).getByLabelText('Ends'), '2026-03-31T23:59');
    await ui.type(within(form).getByLabelText('Uses in all'), '100');
    await ui.click(within(form).getByLabelText('Poetry'));
    await ui.click(within(form).getByLabelText('Fiction'));
    await ui.type(within(form).getByLabelText('Publishers'), 'Ananda, Prothoma ,');
    await ui.click(within(form).getByRole('button', { name: 'Create code' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Promo code BOIMELA25 created.'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/promotions');
    expect(post.body).toEqual({
      code: 'BOIMELA25',
      kind: 'percent',
      percent: 25,
      amountMinor: null,
      currency: 'BDT',
      minSubtotalMinor: 50000,
      startsAt: null,
      endsAt: new Date('2026-03-31T23:59').toISOString(),
      maxUses: 100,
      maxUsesPerCustomer: 1,
      firstOrderOnly: false,
      categories: ['Fiction', 'Poetry'],
      publishers: ['Ananda', 'Prothoma'],
      bookIds: [],
      active: true,
    });
    // The new code heads the list and the form starts again.
    const rows = within(await screen.findByTestId('promo-codes')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('BOIMELA25');
    expect(within(form).getByLabelText('Code')).toHaveValue('');
  });

  it('asks for an amount code’s amount, checks before sending, and shows the server’s 409 beside the code', async () => {
    const calls = stubApi([], {
      post: () => json({ success: false, message: 'A promo code TAKA100 already exists', errors: [{ path: 'code', message: 'A promo code TAKA100 already exists' }] }, 409),
    });
    const ui = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('region', { name: 'New promo code' });
    await ui.click(within(form).getByLabelText('An amount off the books'));
    expect(within(form).queryByLabelText('Percent')).not.toBeInTheDocument();
    await ui.type(within(form).getByLabelText('Code'), 'taka100');
    await ui.click(within(form).getByRole('button', { name: 'Create code' }));
    // The form's own check (the shared schema): nothing is sent.
    expect(await within(form).findByText('Fill in this field.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount (৳)')).toHaveAccessibleDescription('Fill in this field.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await ui.type(within(form).getByLabelText('Amount (৳)'), '100');
    await ui.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('A promo code TAKA100 already exists')).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription('A promo code TAKA100 already exists');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the marked fields. The code was not created.');
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ code: 'TAKA100', kind: 'amount', amountMinor: 10000, percent: null, currency: 'BDT' });
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('pauses a code with PATCH { active: false } and says so', async () => {
    const calls = stubApi(CODES, { patch: (body) => json({ success: true, message: 'Promo code saved', data: { ...CODES[0], ...(body as object) } }) });
    const ui = userEvent.setup();
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Pause BOIMELA25' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('BOIMELA25 is paused: readers can no longer use it.'));
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ url: '/api/promotions/p1', body: { active: false } });
    const row = within(screen.getByTestId('promo-codes')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Paused');
    expect(within(row).getByRole('button', { name: 'Resume BOIMELA25' })).toBeInTheDocument();
  });

  it('reads in Bangla: Bangla texts and digits, and Bangla digits typed into the form', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    try {
      const calls = stubApi(CODES, { post: (body) => json({ success: true, message: 'প্রোমো কোড তৈরি হয়েছে', data: promo({ ...(body as object), _id: 'new' }) }, 201) });
      const ui = userEvent.setup();
      renderPage('/bn/dashboard/promotions');
      expect(await screen.findByRole('heading', { level: 1, name: 'প্রোমো কোড' })).toBeInTheDocument();
      const rows = within(await screen.findByTestId('promo-codes'))
        .getAllByRole('row')
        .slice(1);
      expect(rows[0]).toHaveTextContent('২৫% ছাড়');
      expect(rows[0]).toHaveTextContent('১০০-এর মধ্যে ৩');
      expect(rows[0]).toHaveTextContent('চালু');
      expect(rows[1]).toHaveTextContent('৳১০০ ছাড়');
      expect(rows[1]).toHaveTextContent('১২ (সীমা নেই)');
      expect(rows[1]).toHaveTextContent('স্থগিত');
      expect(rows[2]).toHaveTextContent('ফ্রি ডেলিভারি');
      // Every figure in Bangla digits; the codes stay as written.
      expect(screen.getByTestId('promo-codes').textContent!.replace(/BOIMELA25|TAKA100|FREESHIP/g, '')).not.toMatch(/[0-9]/);

      const form = screen.getByRole('region', { name: 'নতুন প্রোমো কোড' });
      expect(within(form).getByLabelText('প্রতি ক্রেতার ব্যবহার')).toHaveValue('১');
      await ui.type(within(form).getByLabelText('কোড'), 'boishakh');
      await ui.click(within(form).getByRole('button', { name: 'কোড তৈরি করুন' }));
      expect(await within(form).findByText('এই ঘরটি পূরণ করুন।')).toBeInTheDocument();
      const percent = within(form).getByLabelText('শতাংশ');
      await ui.type(percent, '১৫০');
      await ui.click(within(form).getByRole('button', { name: 'কোড তৈরি করুন' }));
      expect(await within(form).findByText('১ থেকে ১০০-এর মধ্যে একটি পূর্ণসংখ্যা লিখুন।')).toBeInTheDocument();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
      await ui.clear(percent);
      await ui.type(percent, '১৫');
      await ui.click(within(form).getByRole('button', { name: 'কোড তৈরি করুন' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('প্রোমো কোড BOISHAKH তৈরি হয়েছে।'));
      const post = calls.find((call) => call.method === 'POST')!;
      expect(post.language).toBe('bn');
      expect(post.body).toMatchObject({ code: 'BOISHAKH', percent: 15, maxUsesPerCustomer: 1 });
    } finally {
      activateLocale('en');
    }
  });

  describe('editing a code', () => {
    const HIMU = { _id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427', title: 'Himu', author: 'Humayun Ahmed', altTitle: 'হিমু', altAuthor: 'হুমায়ূন আহমেদ', price: 300, quantity: 4, image: '' };
    const GITANJALI = { _id: '6fa459ea-ee8a-3ca4-894e-db77e160355e', title: 'Gitanjali', author: 'Rabindranath Tagore', altTitle: '', altAuthor: '', price: 250, quantity: 9, image: '' };
    /** The catalogue: a search finds Gitanjali; each book by its id. */
    const catalogue = (url: URL) => {
      if (url.pathname === '/api/books')
        return json({ success: true, message: 'ok', data: url.searchParams.get('q') === 'gitanjali' ? [GITANJALI] : [], meta: { page: 1, limit: 8, total: 1, totalPages: 1 } });
      const book = [HIMU, GITANJALI].find((each) => url.pathname.endsWith(each._id));
      return book ? json({ success: true, message: 'ok', data: book }) : json({ success: false, message: 'Book not found' }, 404);
    };
    const saved = (body: unknown, url: string) => json({ success: true, message: 'Promo code saved', data: { ...CODES.find((code) => url.endsWith(code._id)), ...(body as object) } });

    it('opens the code’s terms in the form, the code fixed, and sends only the changed percent', async () => {
      const calls = stubApi(CODES, { patch: saved, books: catalogue });
      const ui = userEvent.setup();
      renderPage();
      await ui.click(await screen.findByRole('button', { name: 'Edit BOIMELA25' }));
      const form = screen.getByRole('region', { name: 'Edit BOIMELA25' });
      expect(screen.queryByRole('region', { name: 'New promo code' })).toBeNull();
      expect(within(form).getByLabelText('Code')).toHaveValue('BOIMELA25');
      expect(within(form).getByLabelText('Code')).toHaveAttribute('readonly');
      expect(within(form).getByText('The code cannot change: readers may have it already.')).toBeInTheDocument();
      const percent = within(form).getByLabelText('Percent');
      expect(percent).toHaveValue('25');
      expect(within(form).getByLabelText('Uses in all')).toHaveValue('100');
      expect(within(form).getByText('No book chosen.')).toBeInTheDocument();
      await ui.clear(percent);
      await ui.type(percent, '30');
      await ui.click(within(form).getByRole('button', { name: 'Save changes' }));

      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('BOIMELA25 saved.'));
      const patches = calls.filter((call) => call.method === 'PATCH');
      expect(patches).toHaveLength(1);
      expect(patches[0]).toMatchObject({ url: '/api/promotions/p1', body: { percent: 30 } });
      expect(Object.keys(patches[0]!.body as object)).toEqual(['percent']);
      // The list shows the saved code; the form is the new-code form again.
      expect(within(screen.getByTestId('promo-codes')).getAllByRole('row')[1]).toHaveTextContent('30% off');
      expect(screen.getByRole('region', { name: 'New promo code' })).toBeInTheDocument();
    });

    it('saving with nothing changed sends nothing; Cancel goes back to a new code', async () => {
      const calls = stubApi(CODES, { patch: saved, books: catalogue });
      const ui = userEvent.setup();
      renderPage();
      await ui.click(await screen.findByRole('button', { name: 'Edit TAKA100' }));
      const form = screen.getByRole('region', { name: 'Edit TAKA100' });
      expect(within(form).getByLabelText('Amount (৳)')).toHaveValue('100');
      expect(within(form).getByLabelText('Minimum subtotal of the books (৳)')).toHaveValue('500');
      await ui.click(within(form).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Nothing was changed in TAKA100.'));
      expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
      await ui.click(await screen.findByRole('button', { name: 'Edit FREESHIP' }));
      await ui.click(within(screen.getByRole('region', { name: 'Edit FREESHIP' })).getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('region', { name: 'New promo code' })).toBeInTheDocument();
    });

    it('chooses the books: the chosen ones by title, a book found by search added, one removed; the PATCH has the new list', async () => {
      const codes = [promo({ bookIds: [HIMU._id] }), ...CODES.slice(1)];
      const calls = stubApi(codes, { patch: (body) => json({ success: true, message: 'Promo code saved', data: { ...codes[0], ...(body as object) } }), books: catalogue });
      const ui = userEvent.setup();
      renderPage();
      expect(within((await screen.findByTestId('promo-codes')).querySelectorAll('tr')[1]!).getByText('1 chosen book')).toBeInTheDocument();
      await ui.click(screen.getByRole('button', { name: 'Edit BOIMELA25' }));
      const form = screen.getByRole('region', { name: 'Edit BOIMELA25' });
      const chosen = within(form).getByRole('list', { name: 'Chosen books' });
      expect(await within(chosen).findByText('Himu')).toBeInTheDocument();

      await ui.type(within(form).getByRole('searchbox', { name: 'Find a book by its title or author' }), 'gitanjali');
      const results = await within(form).findByRole('list', { name: 'Books found' });
      await ui.click(within(results).getByRole('button', { name: 'Add Gitanjali' }));
      expect(within(results).getByRole('button', { name: 'Add Gitanjali' })).toBeDisabled();
      expect(within(chosen).getByText('Gitanjali')).toBeInTheDocument();
      await ui.click(within(chosen).getByRole('button', { name: 'Remove Himu' }));
      expect(within(chosen).queryByText('Himu')).toBeNull();

      await ui.click(within(form).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('BOIMELA25 saved.'));
      const search = calls.find((call) => call.url.startsWith('/api/books?'))!;
      expect(new URL(search.url, 'http://localhost').searchParams.get('q')).toBe('gitanjali');
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ bookIds: [GITANJALI._id] }]);
    });

    it('a new code can be for chosen books too', async () => {
      const calls = stubApi([], { post: (body) => json({ success: true, message: 'Promo code created', data: promo({ ...(body as object), _id: 'new', uses: 0 }) }, 201), books: catalogue });
      const ui = userEvent.setup();
      renderPage();
      const form = await screen.findByRole('region', { name: 'New promo code' });
      await ui.type(within(form).getByLabelText('Code'), 'tagore10');
      await ui.type(within(form).getByLabelText('Percent'), '10');
      await ui.type(within(form).getByRole('searchbox', { name: 'Find a book by its title or author' }), 'gitanjali');
      await ui.click(await within(form).findByRole('button', { name: 'Add Gitanjali' }));
      await ui.click(within(form).getByRole('button', { name: 'Create code' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Promo code TAGORE10 created.'));
      expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ code: 'TAGORE10', bookIds: [GITANJALI._id] });
    });

    it('a refusal from the server stands under the field it names, and nothing is saved', async () => {
      stubApi(CODES, {
        patch: () => json({ success: false, message: 'This code has been used 3 times already', errors: [{ path: 'maxUses', message: 'This code has been used 3 times already' }] }, 400),
        books: catalogue,
      });
      const ui = userEvent.setup();
      renderPage();
      await ui.click(await screen.findByRole('button', { name: 'Edit BOIMELA25' }));
      const form = screen.getByRole('region', { name: 'Edit BOIMELA25' });
      const maxUses = within(form).getByLabelText('Uses in all');
      await ui.clear(maxUses);
      await ui.type(maxUses, '2');
      await ui.click(within(form).getByRole('button', { name: 'Save changes' }));
      expect(await within(form).findByText('This code has been used 3 times already')).toBeInTheDocument();
      expect(maxUses).toHaveAccessibleDescription(expect.stringContaining('This code has been used 3 times already'));
      expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the marked fields. Nothing was saved.');
      expect(notify.success).not.toHaveBeenCalled();
      // Still editing, with what the admin typed.
      expect(maxUses).toHaveValue('2');
    });
  });
});
