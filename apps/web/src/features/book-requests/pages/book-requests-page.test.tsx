import type { BookRequestGroup } from '@boipoka/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { clearSession, setSession } from '../../../lib/session';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { BookRequestsPage } from './book-requests-page';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

const BOOK_ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function group(overrides: Partial<BookRequestGroup> = {}): BookRequestGroup {
  return {
    titleKey: 'masud rana 1',
    authorKey: 'kazi anwar hossain',
    title: 'Masud Rana 1',
    author: 'Kazi Anwar Hossain',
    requests: 12,
    openRequests: 12,
    firstAskedAt: '2026-11-01T10:00:00.000Z',
    lastAskedAt: '2026-11-28T10:00:00.000Z',
    status: 'open',
    fulfilledBookId: null,
    fulfilledAt: null,
    ...overrides,
  };
}

const GROUPS = [
  group(),
  group({
    titleKey: 'pather dabi',
    authorKey: '',
    title: 'Pather Dabi',
    author: null,
    requests: 3,
    openRequests: 0,
    status: 'fulfilled',
    fulfilledBookId: BOOK_ID,
    fulfilledAt: '2026-11-28T11:00:00.000Z',
  }),
];

function stubApi(groups: BookRequestGroup[], fulfilled = 12) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: String(input), body });
      if (method === 'POST') return json({ success: true, message: 'Book requests fulfilled', data: { fulfilled } });
      return json({ success: true, message: 'Book requests fetched successfully', data: groups, meta: { currentPage: 1, totalPages: 1, total: groups.length, limit: 50 } });
    }),
  );
  return calls;
}

beforeEach(() => {
  vi.clearAllMocks();
  setSession({ user: { _id: 'admin', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'tok', refreshToken: 'ref' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Book requests page (admin)', () => {
  it('lists the groups as the API orders them: how many asked, when, open or fulfilled', async () => {
    const calls = stubApi(GROUPS);
    renderWithProviders(<BookRequestsPage />, { route: '/dashboard/book-requests' });
    const rows = within(await screen.findByTestId('book-requests'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Masud Rana 1');
    expect(rows[0]).toHaveTextContent('Kazi Anwar Hossain');
    expect(rows[0]).toHaveTextContent('12');
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[1]).toHaveTextContent('Fulfilled');
    expect(within(rows[1]!).getByRole('link', { name: 'See the book' })).toHaveAttribute('href', `/product-details/${BOOK_ID}`);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/book-requests?page=1' });
  });

  it('fulfils an open group by a book page’s address; refuses text that holds no book id', async () => {
    const calls = stubApi(GROUPS);
    const ui = userEvent.setup();
    renderWithProviders(<BookRequestsPage />, { route: '/dashboard/book-requests' });
    const field = await screen.findByLabelText('Book id or page address for “Masud Rana 1”');
    await ui.type(field, 'not a book');
    await ui.click(screen.getByRole('button', { name: 'Fulfil' }));
    expect(field).toHaveAccessibleDescription("Paste the book's id or the address of its page");
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await ui.clear(field);
    await ui.type(field, `https://shop.example/product-details/${BOOK_ID}`);
    await ui.click(screen.getByRole('button', { name: 'Fulfil' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('“Masud Rana 1”: 12 readers told.'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/book-requests/fulfil', body: { titleKey: 'masud rana 1', authorKey: 'kazi anwar hossain', bookId: BOOK_ID } });
  });

  it('reads in Bangla, with Bangla digits', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    try {
      stubApi(GROUPS);
      renderWithProviders(<BookRequestsPage />, { route: '/bn/dashboard/book-requests' });
      expect(await screen.findByRole('heading', { level: 1, name: 'বইয়ের অনুরোধ' })).toBeInTheDocument();
      const table = await screen.findByTestId('book-requests');
      expect(table).toHaveTextContent('১২');
      expect(table).toHaveTextContent('খোলা');
      expect(table.textContent!.replace(/Masud Rana 1|[0-9a-f]{8}-[0-9a-f-]+/g, '')).not.toMatch(/[0-9]/);
    } finally {
      activateLocale('en');
    }
  });
});
