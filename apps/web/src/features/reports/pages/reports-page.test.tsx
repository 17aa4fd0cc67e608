import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LowStockReport, SalesReport } from '@boipoka/shared';
import { clearSession, setSession } from '../../../lib/session';
import { renderWithProviders, jsonResponse as json } from '../../../test/render-with-providers';
import { ReportsPage } from './reports-page';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

const ok = (data: unknown) => json({ success: true, message: 'ok', data });

function sales(groupBy: SalesReport['groupBy']): SalesReport {
  const byCategory = groupBy === 'category';
  return {
    from: '2026-03-01',
    to: '2026-03-10',
    groupBy,
    timeZone: 'Asia/Dhaka',
    totals: { revenue: 77.37, orders: 3, copies: 5, averageOrder: 25.79 },
    placedByStatus: { pending: 1, processing: 1, completed: 3, cancelled: 1 },
    groups: byCategory
      ? [
          { key: 'Fiction', revenue: 20, orders: 2, copies: 2, averageOrder: 10 },
          { key: 'Poetry', revenue: 15, orders: 1, copies: 2, averageOrder: 15 },
        ]
      : [
          { key: '2026-02-23', revenue: 16.79, orders: 1, copies: 1, averageOrder: 16.79 },
          { key: '2026-03-02', revenue: 22.19, orders: 1, copies: 2, averageOrder: 22.19 },
          { key: '2026-03-09', revenue: 38.39, orders: 1, copies: 2, averageOrder: 38.39 },
        ],
    topBooks: [
      { bookId: 'b1', title: 'Nondito Noroke', author: 'Humayun Ahmed', copies: 2, revenue: 20 },
      { bookId: 'b2', title: 'Banalata Sen', author: 'Jibanananda Das', copies: 2, revenue: 15 },
    ],
    topAuthors: [{ author: 'Humayun Ahmed', copies: 3, revenue: 40 }],
    topCategories: [{ category: 'SelfDevelopment', copies: 1, revenue: 20 }],
    customers: { newCustomers: 1, returningCustomers: 1, newRevenue: 55.18, returningRevenue: 22.19 },
    payments: [{ method: 'bkash', taken: 40, refunded: 12.5, payments: 2 }],
    promoCodes: [{ code: 'BOIMELA25', orders: 3, discount: 37.5 }],
    memberDiscount: { orders: 2, discount: 4.5 },
  };
}

const LOW: LowStockReport = { threshold: 5, books: [{ _id: 'b9', title: 'Padma Nadir Majhi', author: 'Manik Bandopadhyay', category: 'Fiction', quantity: 0 }] };

/** Every request, with its method and body; answers by path. */
function stubApi(lowStock: () => LowStockReport = () => LOW) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === '/api/reports/sales') return ok(sales((url.searchParams.get('groupBy') ?? 'day') as SalesReport['groupBy']));
      if (url.pathname === '/api/reports/low-stock' && method === 'GET') return ok(lowStock());
      if (url.pathname === '/api/reports/low-stock/b9') return ok({ ...LOW.books[0], quantity: 30 });
      return json({ success: false, message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

// The chart library is a large lazy chunk: its first import in jsdom takes seconds on a busy machine.
describe('Reports page', { timeout: 20_000 }, () => {
  beforeEach(() => setSession({ user: { _id: 'a1', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'token', refreshToken: 'refresh' }));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the figures of the range in tables: totals, the pipeline, weeks, top books, authors, categories and customers', async () => {
    const calls = stubApi();
    renderWithProviders(<ReportsPage />, { route: '/dashboard/reports?from=2026-03-01&to=2026-03-10&groupBy=week' });
    expect(await screen.findByRole('heading', { name: 'Sales by week' })).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname === '/api/reports/sales')!.url.searchParams;
    expect([asked.get('from'), asked.get('to'), asked.get('groupBy')]).toEqual(['2026-03-01', '2026-03-10', 'week']);

    expect(screen.getByText(/Revenue counts completed orders only/)).toBeInTheDocument();
    expect(within(screen.getByTestId('report-revenue')).getByText('$77.37')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-orders')).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-copies')).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-average')).getByText('$25.79')).toBeInTheDocument();
    expect(screen.getByTestId('report-pipeline')).toHaveTextContent('Orders placed in this range: 1 pending, 1 processing, 3 completed, 1 cancelled.');

    expect(rowsOf('report-groups')).toEqual([
      ['Week of Feb 23, 2026', '$16.79', '1', '1', '$16.79'],
      ['Week of Mar 2, 2026', '$22.19', '1', '2', '$22.19'],
      ['Week of Mar 9, 2026', '$38.39', '1', '2', '$38.39'],
    ]);
    expect(
      within(screen.getByTestId('report-groups'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Week', 'Revenue', 'Orders', 'Copies', 'Average order']);
    expect(rowsOf('report-top-books')).toEqual([
      ['Nondito Noroke', 'Humayun Ahmed', '2', '$20.00'],
      ['Banalata Sen', 'Jibanananda Das', '2', '$15.00'],
    ]);
    expect(rowsOf('report-top-authors')).toEqual([['Humayun Ahmed', '3', '$40.00']]);
    expect(rowsOf('report-top-categories')).toEqual([['Self Development', '1', '$20.00']]);
    expect(rowsOf('report-customers')).toEqual([
      ['New', '1', '$55.18'],
      ['Returning', '1', '$22.19'],
    ]);
    // Issue 32: what the providers took and gave back, per provider.
    expect(rowsOf('report-payments')).toEqual([['bKash', '2', '$40.00', '$12.50']]);
    // Issue 35: the promo codes of the completed orders and what they took off.
    expect(rowsOf('report-promo-codes')).toEqual([['BOIMELA25', '3', '$37.50']]);
    expect(screen.getByTestId('report-member-discount')).toHaveTextContent('2 first orders, $4.50 taken off.');
    // Every table has its CSV download, named after the table.
    for (const name of ['Sales by week', 'Top books', 'Top authors', 'Top categories', 'New and returning customers', 'Low stock']) {
      expect(screen.getByRole('button', { name: `Download ${name} as CSV` })).toBeInTheDocument();
    }
    // The chart is one named image; its figures are in the table above.
    expect(await screen.findByRole('img', { name: 'Chart of sales by Week' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks again when the grouping changes, and says what is wrong with a range instead of asking', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<ReportsPage />, { route: '/dashboard/reports?from=2026-03-01&to=2026-03-10&groupBy=week' });
    await screen.findByRole('heading', { name: 'Sales by week' });
    await user.selectOptions(screen.getByLabelText('Group by'), 'category');
    expect(await screen.findByRole('heading', { name: 'Sales by category' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/reports/sales').map((c) => c.url.searchParams.get('groupBy'))).toEqual(['week', 'category']);
    expect(rowsOf('report-groups')).toEqual([
      ['Fiction', '$20.00', '2', '2', '$10.00'],
      ['Poetry', '$15.00', '1', '2', '$15.00'],
    ]);
    expect(screen.getAllByText(/Book sales are price × copies/).length).toBeGreaterThan(0);

    const salesCalls = calls.filter((c) => c.url.pathname === '/api/reports/sales').length;
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2026-02-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date must be on or after the start date.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url.pathname === '/api/reports/sales').length).toBe(salesCalls);
  });

  it('lists low stock with the stored threshold, saves a new threshold and restocks a book from the list', async () => {
    let current = LOW;
    const calls = stubApi(() => current);
    const user = userEvent.setup();
    renderWithProviders(<ReportsPage />, { route: '/dashboard/reports?from=2026-03-01&to=2026-03-10' });
    expect(await screen.findByText('Listed books with 5 or fewer copies, emptiest first.')).toBeInTheDocument();
    expect(rowsOf('report-low-stock')[0]!.slice(0, 4)).toEqual(['Padma Nadir Majhi', 'Manik Bandopadhyay', 'Fiction', '0']);

    await user.type(screen.getByLabelText('New stock for Padma Nadir Majhi'), '30');
    current = { threshold: 5, books: [] };
    await user.click(screen.getByRole('button', { name: 'Restock Padma Nadir Majhi' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.url.pathname === '/api/reports/low-stock/b9')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH' && c.url.pathname === '/api/reports/low-stock/b9')!.body).toEqual({ quantity: 30 });
    expect(notify.success).toHaveBeenCalledWith('Padma Nadir Majhi: stock set to 30.');
    expect(await screen.findByText('No book has 5 or fewer copies.')).toBeInTheDocument();
  });
});
