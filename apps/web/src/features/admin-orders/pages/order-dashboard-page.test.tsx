import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrdersPage, Order, OrderStatus } from '@boipoka/shared';
import { clearSession, setSession } from '../../../lib/session';
import { OrderDashboardPage } from './order-dashboard-page';
import { renderWithProviders, jsonResponse as json } from '../../../test/render-with-providers';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

const ok = (data: unknown) => json({ success: true, message: 'ok', data });

function order(id: string, status: OrderStatus, createdAt = '2026-11-21T15:05:00'): Order {
  return {
    _id: id,
    orderNumber: `BP-${id.replace(/\D/g, '').slice(-6).padStart(6, '0')}`,
    user: { _id: 'u1', name: 'Rahim', email: 'rahim@boipoka.test' },
    books: [
      { book: { _id: 'b1', title: 'Gitanjali', image: '', price: 12.5 }, quantity: 2 },
      { book: { _id: 'b2', title: 'Himu', image: '', price: 8 }, quantity: 1 },
    ],
    shippingDetails: { name: 'Rahim', email: 'rahim@boipoka.test', phone: '01700000000', address: 'Road 1', city: 'Dhaka', postalCode: '1205' },
    paymentMethod: 'cod',
    payment: { method: 'cod', state: 'unpaid', paid: 0, refunded: 0, transactionId: null, dueAt: null },
    currency: 'USD',
    delivery: null,
    subtotal: 33,
    discount: 0,
    promoCode: null,
    memberDiscount: 0,
    shippingCost: 5.99,
    tax: 2.64,
    totalPrice: 41.63,
    status,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(createdAt).toISOString(),
  };
}

const SERIES = {
  days: [
    { date: '2026-11-20', revenue: 0, orders: 1 },
    { date: '2026-11-21', revenue: 41.63, orders: 3 },
  ],
  byStatus: { pending: 1, processing: 1, completed: 1, cancelled: 0 },
};

function ordersPage(orders: Order[], totalPages = 1): AdminOrdersPage {
  return { orders, pagination: { currentPage: 1, totalPages, totalOrders: orders.length, limit: 5 } };
}

function renderPage() {
  return renderWithProviders(<OrderDashboardPage />);
}

beforeEach(() => {
  vi.clearAllMocks();
  setSession({ user: { _id: 'admin', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'tok', refreshToken: 'ref' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Order Dashboard', () => {
  it('fetches orders and revenue in parallel and shows the cards, with 0 average when there are no orders', async () => {
    const started: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        started.push(url);
        await gate;
        if (url.startsWith('/api/orders/revenue-series')) return ok({ days: [], byStatus: { pending: 0, processing: 0, completed: 0, cancelled: 0 } });
        if (url.startsWith('/api/orders/revenue')) return ok({ totalRevenue: 0, totalOrders: 0 });
        return ok(ordersPage([]));
      }),
    );
    renderPage();
    await waitFor(() => expect(started.some((u) => u.startsWith('/api/orders/all'))).toBe(true));
    // Both calls left before either answered.
    expect(started.some((u) => u === '/api/orders/revenue')).toBe(true);
    release();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-total-revenue')).getByText('$0.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-total-orders')).getByText('0')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-average-order')).getByText('$0.00')).toBeInTheDocument();
    expect(screen.queryByText(/NaN/)).not.toBeInTheDocument();
    expect(screen.getByText(/count completed orders only/)).toBeInTheDocument();
    const listUrl = new URL(started.find((u) => u.startsWith('/api/orders/all')) ?? '', 'http://localhost');
    expect(listUrl.searchParams.get('limit')).toBe('5');
    expect(listUrl.searchParams.get('page')).toBe('1');
    expect(listUrl.searchParams.get('sortOrder')).toBe('desc');
  });

  it('shows the order number, customer email, item lines, USD total, long date and actions from the status machine', async () => {
    const orders = [
      order('aaaaaaaa-bbbb-cccc-dddd-000000000001', 'pending'),
      order('aaaaaaaa-bbbb-cccc-dddd-000000000002', 'processing'),
      order('aaaaaaaa-bbbb-cccc-dddd-000000000003', 'completed'),
      order('aaaaaaaa-bbbb-cccc-dddd-000000000004', 'cancelled'),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.startsWith('/api/orders/revenue-series')) return ok(SERIES);
        if (url.startsWith('/api/orders/revenue')) return ok({ totalRevenue: 100, totalOrders: 4 });
        return ok(ordersPage(orders));
      }),
    );
    renderPage();
    const row = (await screen.findByText('BP-000001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('rahim@boipoka.test')).toBeInTheDocument();
    expect(within(row).getByText('Gitanjali').closest('li')).toHaveTextContent('2 x Gitanjali');
    expect(within(row).getByText('Himu').closest('li')).toHaveTextContent('1 x Himu');
    expect(within(row).getByText('$41.63')).toBeInTheDocument();
    expect(within(row).getByText('November 21, 2026 at 3:05 PM')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toHaveClass('bg-yellow-100');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Process', 'Cancel']);
    // Where to deliver, and whom to call.
    expect(within(row).getByText('Deliver to')).toBeInTheDocument();
    expect(within(row).getByText('Rahim')).toBeInTheDocument();
    expect(within(row).getByText('Road 1')).toBeInTheDocument();
    expect(within(row).getByText('Dhaka 1205')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Call Rahim at 01700000000' })).toHaveAttribute('href', 'tel:01700000000');

    const processing = screen.getByText('BP-000002').closest('tr') as HTMLElement;
    expect(
      within(processing)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Complete', 'Cancel']);
    // Only a processing order can join a batch.
    expect(within(processing).getByRole('checkbox', { name: 'Tick order BP-000002' })).not.toBeChecked();
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(processing).getByText('Processing')).toHaveClass('bg-blue-100');
    for (const id of ['BP-000003', 'BP-000004']) expect(within(screen.getByText(id).closest('tr') as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    expect(within(screen.getByTestId('card-average-order')).getByText('$25.00')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Revenue, last 30 days/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByTestId('status-tile-processing')).getByText('1')).toBeInTheDocument();
    expect(document.title).toMatch(/^Order Management/);
  });

  it('moves an order on and reloads the list and the revenue', async () => {
    let status: OrderStatus = 'pending';
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (init?.method === 'PATCH') {
          status = JSON.parse(String(init.body)).status;
          return ok(order('o-00000042', status));
        }
        if (url.startsWith('/api/orders/revenue-series')) return ok(SERIES);
        if (url.startsWith('/api/orders/revenue')) return ok({ totalRevenue: 0, totalOrders: 0 });
        return ok(ordersPage([order('o-00000042', status)]));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Process order BP-000042' }));
    expect(await screen.findByRole('button', { name: 'Complete order BP-000042' })).toBeInTheDocument();
    expect(calls).toContain('PATCH /api/orders/o-00000042/status');
    expect(calls.filter((c) => c === 'GET /api/orders/revenue').length).toBe(2);
    expect(notify.success).toHaveBeenCalledWith('Order status updated to Processing');
  });

  it('filters by status from page 1 and pages through all orders on the server', async () => {
    const urls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/orders/revenue-series') return ok(SERIES);
        if (url.pathname === '/api/orders/revenue') return ok({ totalRevenue: 0, totalOrders: 0 });
        urls.push(url);
        return ok(ordersPage([order(`o-${url.searchParams.get('page')}${url.searchParams.get('status') ?? 'all'}`.padEnd(12, 'x'), 'pending')], 3));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('button', { name: /^Process order/ });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('page')).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Status'), 'processing');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('status')).toBe('processing'));
    expect(urls.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('filters by where the money stands, every state named in words, from page 1', async () => {
    const urls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/orders/revenue-series') return ok(SERIES);
        if (url.pathname === '/api/orders/revenue') return ok({ totalRevenue: 0, totalOrders: 0 });
        urls.push(url);
        return ok(ordersPage([order(`o-${url.searchParams.get('page')}${url.searchParams.get('paymentState') ?? 'all'}`.padEnd(12, 'x'), 'pending')], 3));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('button', { name: /^Process order/ });
    expect(urls.at(-1)?.searchParams.has('paymentState')).toBe(false);
    const filter = screen.getByRole('combobox', { name: 'Payment' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Not paid (cash on delivery)', 'Awaiting payment', 'Payment failed', 'Paid', 'Refunded', 'Partly refunded', 'Refund due']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('page')).toBe('2'));
    await user.selectOptions(filter, 'Refund due');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('paymentState')).toBe('refund_due'));
    expect(urls.at(-1)?.searchParams.get('page')).toBe('1');
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('status')).toBe('cancelled'));
    expect(urls.at(-1)?.searchParams.get('paymentState')).toBe('refund_due');
    await user.selectOptions(filter, 'All');
    await waitFor(() => expect(urls.at(-1)?.searchParams.has('paymentState')).toBe(false));
  });

  it("names fetch failures: 'Failed to fetch data' on a non-OK answer, the other on no answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, message: 'x' }, 500)),
    );
    const first = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data');
    first.unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching data');
  });

  it("shows 'Failed to update order status' when a move is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (init?.method === 'PATCH') return json({ success: false, message: 'Conflict' }, 409);
        if (url.startsWith('/api/orders/revenue-series')) return ok(SERIES);
        if (url.startsWith('/api/orders/revenue')) return ok({ totalRevenue: 0, totalOrders: 0 });
        return ok(ordersPage([order('o-00000042', 'pending')]));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel order BP-000042' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel order BP-000042?' })).getByRole('button', { name: 'Yes, go ahead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update order status');
  });

  it('links each row to the order’s page and searches by number, e-mail or phone, kept in the URL as ?q=', async () => {
    const urls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/orders/revenue-series') return ok(SERIES);
        if (url.pathname === '/api/orders/revenue') return ok({ totalRevenue: 0, totalOrders: 0 });
        urls.push(url);
        const q = url.searchParams.get('q');
        return ok(ordersPage(q === 'nobody@example.test' ? [] : [order('aaaaaaaa-bbbb-cccc-dddd-000000000042', 'pending')]));
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<OrderDashboardPage />, { route: '/dashboard/order-dashboard?q=BP-000042', path: '/dashboard/order-dashboard', extraRoutes: null });
    expect(await screen.findByRole('link', { name: 'Open order BP-000042' })).toHaveAttribute('href', '/dashboard/order-dashboard/aaaaaaaa-bbbb-cccc-dddd-000000000042');
    expect(urls.at(-1)?.searchParams.get('q')).toBe('BP-000042');
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(box).toHaveValue('BP-000042');
    await user.clear(box);
    await user.type(box, 'nobody@example.test{Enter}');
    expect(await screen.findByText('No orders match', { exact: false })).toHaveTextContent('No orders match "nobody@example.test".');
    expect(urls.at(-1)?.searchParams.get('q')).toBe('nobody@example.test');
    expect(urls.at(-1)?.searchParams.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.has('q')).toBe(false));
    expect(container).toBeTruthy();
  });

  it('downloads the filtered list as CSV with the same filters', async () => {
    const requests: { url: URL; headers: Record<string, string> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/orders/export.csv') {
          requests.push({ url, headers: init?.headers as Record<string, string> });
          return new Response('\uFEFFOrder number\r\nBP-000042\r\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="boipoka-orders-2026-11-25.csv"' },
          });
        }
        if (url.pathname === '/api/orders/revenue-series') return ok(SERIES);
        if (url.pathname === '/api/orders/revenue') return ok({ totalRevenue: 0, totalOrders: 0 });
        return ok(ordersPage([order('o-00000042', 'pending')]));
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<OrderDashboardPage />, { route: '/dashboard/order-dashboard?q=rahim%40boipoka.test', path: '/dashboard/order-dashboard' });
    await screen.findByRole('link', { name: 'Open order BP-000042' });
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Awaiting payment');
    await user.click(screen.getByRole('button', { name: 'Download CSV of the orders these filters show' }));
    await waitFor(() => expect(clicked).toEqual(['boipoka-orders-2026-11-25.csv']));
    expect(requests[0]!.url.searchParams.get('q')).toBe('rahim@boipoka.test');
    expect(requests[0]!.url.searchParams.get('status')).toBe('pending');
    expect(requests[0]!.url.searchParams.get('paymentState')).toBe('awaiting');
    expect(requests[0]!.headers.Authorization).toBe('Bearer tok');
    click.mockRestore();
  });
});
