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
const id = (n: number) => `aaaaaaaa-bbbb-cccc-dddd-${String(n).padStart(12, '0')}`;

function order(n: number, status: OrderStatus, name = 'Rahim'): Order {
  return {
    _id: id(n),
    orderNumber: `BP-${String(n).padStart(6, '0')}`,
    user: { _id: 'u1', name, email: 'rahim@boipoka.test' },
    books: [{ book: { _id: 'b1', title: 'Gitanjali', image: '', price: 12.5 }, quantity: 2 }],
    shippingDetails: { name, email: 'rahim@boipoka.test', phone: '01700000000', address: `Road ${n}`, city: 'Dhaka', postalCode: '1205' },
    paymentMethod: 'cod',
    payment: { method: 'cod', state: 'unpaid', paid: 0, refunded: 0, transactionId: null, dueAt: null },
    currency: 'USD',
    delivery: null,
    subtotal: 25,
    discount: 0,
    promoCode: null,
    memberDiscount: 0,
    shippingCost: 5.99,
    tax: 2,
    totalPrice: 32.99,
    status,
    createdAt: '2026-11-21T15:05:00.000Z',
    updatedAt: '2026-11-21T15:05:00.000Z',
  };
}

const SERIES = { days: [], byStatus: { pending: 1, processing: 3, completed: 0, cancelled: 0 } };
const page = (orders: Order[]): AdminOrdersPage => ({ orders, pagination: { currentPage: 1, totalPages: 1, totalOrders: orders.length, limit: 5 } });
const consignment = (n: number, consignmentId: string) => ({
  orderId: id(n),
  courier: 'steadfast',
  courierName: 'Steadfast',
  consignmentId,
  trackingCode: null,
  trackingUrl: null,
  courierStatus: 'in_review',
  cashToCollect: 32.99,
});

interface Sent {
  method: string;
  url: string;
  body?: unknown;
}

/** The shop's API as the list sees it: four orders (one pending, three processing), and what the couriers answer. */
function stubApi(answers: { bookings?: unknown; handedOver?: unknown; couriers?: unknown } = {}) {
  const sent: Sent[] = [];
  let orders = [order(1, 'pending'), order(2, 'processing'), order(3, 'processing', 'রহিম'), order(4, 'processing')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/admin/couriers')
        return ok(
          answers.couriers ?? [
            { id: 'steadfast', name: 'Steadfast' },
            { id: 'manual', name: 'manual' },
          ],
        );
      if (url === '/api/admin/couriers/bookings') return ok(answers.bookings);
      if (url === '/api/admin/couriers/handed-over') return ok(answers.handedOver);
      if (method === 'PATCH') {
        const { status } = JSON.parse(String(init!.body)) as { status: OrderStatus };
        orders = orders.map((o) => (url.includes(o._id) ? { ...o, status } : o));
        return ok(orders.find((o) => url.includes(o._id)));
      }
      if (url.startsWith('/api/orders/revenue-series')) return ok(SERIES);
      if (url.startsWith('/api/orders/revenue')) return ok({ totalRevenue: 0, totalOrders: 0 });
      return ok(page(orders));
    }),
  );
  return { sent, listLoads: () => sent.filter((s) => s.url.startsWith('/api/orders/all')).length };
}

async function tickThree(user: ReturnType<typeof userEvent.setup>) {
  for (const n of [2, 3, 4]) await user.click(await screen.findByRole('checkbox', { name: `Tick order BP-00000${n}` }));
}

beforeEach(() => {
  vi.clearAllMocks();
  setSession({ user: { _id: 'admin', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'tok', refreshToken: 'ref' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the orders list in batches', () => {
  it('ticks processing orders only; the page box ticks every processing order of the page; the toolbar appears when some are ticked', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<OrderDashboardPage />);
    await screen.findByRole('checkbox', { name: 'Tick order BP-000002' });
    expect(screen.queryByRole('checkbox', { name: 'Tick order BP-000001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ticked orders' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tick every processing order on this page' }));
    for (const n of [2, 3, 4]) expect(screen.getByRole('checkbox', { name: `Tick order BP-00000${n}` })).toBeChecked();
    const toolbar = screen.getByRole('region', { name: 'Ticked orders' });
    expect(toolbar).toHaveTextContent('3 processing orders ticked');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Untick all', 'Book with courier', 'Print packing slips', 'Mark handed over']);
    await user.click(screen.getByRole('checkbox', { name: 'Tick order BP-000003' }));
    expect(toolbar).toHaveTextContent('2 processing orders ticked');
    expect(screen.getByRole('checkbox', { name: 'Tick every processing order on this page' })).not.toBeChecked();
    await user.click(within(toolbar).getByRole('button', { name: 'Untick all' }));
    expect(screen.queryByRole('region', { name: 'Ticked orders' })).not.toBeInTheDocument();
  });

  it('books three ticked orders with Steadfast in one request, shows each outcome, refreshes the list and unticks the booked ones', async () => {
    const api = stubApi({
      bookings: {
        results: [
          { orderId: id(2), ok: true, consignment: consignment(2, '1001') },
          { orderId: id(3), ok: false, message: 'The courier refused this parcel' },
          { orderId: id(4), ok: true, consignment: consignment(4, '1003') },
        ],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OrderDashboardPage />);
    await tickThree(user);
    await user.click(screen.getByRole('button', { name: 'Book with courier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book 3 orders with a courier' });
    // The couriers the API offers; Steadfast numbers the parcels itself.
    await waitFor(() => expect(within(dialog).getByLabelText('Courier')).toHaveValue('steadfast'));
    expect(within(dialog).getByText('The courier gives each parcel its number.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note for the courier (optional)'), 'Fragile');
    const loadsBefore = api.listLoads();
    await user.click(within(dialog).getByRole('button', { name: 'Book with the courier' }));

    const outcome = await screen.findByTestId('batch-outcome');
    const bookings = api.sent.filter((s) => s.url === '/api/admin/couriers/bookings');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.body).toEqual({ courier: 'steadfast', parcels: [2, 3, 4].map((n) => ({ orderId: id(n), note: 'Fragile' })) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(outcome).getByRole('heading', { name: 'Booked with the courier' })).toBeInTheDocument();
    expect(outcome).toHaveTextContent('Done: 2. Refused: 1.');
    const lines = within(outcome).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'BP-000002booked with Steadfast, parcel 1001',
      'BP-000003refused: The courier refused this parcel',
      'BP-000004booked with Steadfast, parcel 1003',
    ]);
    await waitFor(() => expect(api.listLoads()).toBeGreaterThan(loadsBefore));
    // The booked leave the batch; the refused one stays ticked, to try again.
    expect(screen.getByRole('checkbox', { name: 'Tick order BP-000002' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tick order BP-000003' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tick order BP-000004' })).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Ticked orders' })).toHaveTextContent('1 processing order ticked');
  });

  it('with the own rider: asks the rider and each order’s tracking number before it sends them', async () => {
    const api = stubApi({
      couriers: [{ id: 'manual', name: 'manual' }],
      bookings: { results: [2, 3, 4].map((n) => ({ orderId: id(n), ok: true, consignment: { ...consignment(n, `R-${n}`), courier: 'manual', courierName: 'Rafiq' } })) },
    });
    const user = userEvent.setup();
    renderWithProviders(<OrderDashboardPage />);
    await tickThree(user);
    await user.click(screen.getByRole('button', { name: 'Book with courier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book 3 orders with a courier' });
    await user.click(within(dialog).getByRole('button', { name: 'Book with the courier' }));
    expect(within(dialog).getByText('Name the rider or courier.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Type the tracking number.')).toHaveLength(3);
    expect(api.sent.some((s) => s.url === '/api/admin/couriers/bookings')).toBe(false);
    await user.type(within(dialog).getByLabelText('Rider or courier name'), 'Rafiq');
    for (const n of [2, 3, 4]) await user.type(within(dialog).getByLabelText(`Tracking number of BP-00000${n}`), `R-${n}`);
    await user.type(within(dialog).getByLabelText('Tracking link of BP-000003 (optional)'), 'https://track.example/R-3');
    await user.click(within(dialog).getByRole('button', { name: 'Book with the courier' }));
    await screen.findByTestId('batch-outcome');
    expect(api.sent.find((s) => s.url === '/api/admin/couriers/bookings')!.body).toEqual({
      courier: 'manual',
      courierName: 'Rafiq',
      parcels: [
        { orderId: id(2), consignmentId: 'R-2' },
        { orderId: id(3), consignmentId: 'R-3', trackingUrl: 'https://track.example/R-3' },
        { orderId: id(4), consignmentId: 'R-4' },
      ],
    });
    expect(notify.success).toHaveBeenCalledWith('Booked with the courier');
    expect(screen.queryByRole('region', { name: 'Ticked orders' })).not.toBeInTheDocument();
  });

  it('prints one packing slip per ticked order, on A4 or on 4×6 inch labels', async () => {
    stubApi();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderWithProviders(<OrderDashboardPage />);
    await tickThree(user);
    expect(document.querySelectorAll('.packing-slip')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Print packing slips' }));
    const dialog = screen.getByRole('dialog', { name: 'Print the packing slips of 3 orders' });
    expect(within(dialog).getByRole('radio', { name: 'A4, one order per page (packing slip and invoice)' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '4×6 inch labels, one per parcel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const slips = screen.getAllByTestId('packing-slip');
    expect(slips).toHaveLength(3);
    for (const slip of slips) {
      expect(slip.parentElement).toBe(document.body);
      expect(slip).toHaveAttribute('data-format', 'label');
    }
    expect(slips.map((slip) => slip.querySelector('.font-mono')?.textContent)).toEqual(['BP-000002', 'BP-000003', 'BP-000004']);
    expect(slips[1]).toHaveTextContent('Road 3');
    expect(within(slips[1]!).getByText('রহিম')).toHaveAttribute('lang', 'bn');
    expect(slips[0]).toHaveTextContent('Cash to collect on delivery$32.99');
    expect(slips[0]).toHaveTextContent('2 books');
    // After the browser printed, the slips leave the page; the paper chosen last is offered again; A4 this time.
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryAllByTestId('packing-slip')).toHaveLength(0));
    await user.click(screen.getByRole('button', { name: 'Print packing slips' }));
    expect(screen.getByRole('radio', { name: '4×6 inch labels, one per parcel' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'A4, one order per page (packing slip and invoice)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(screen.getAllByTestId('packing-slip').map((slip) => slip.dataset.format)).toEqual(['a4', 'a4', 'a4']);
    expect(within(screen.getAllByTestId('packing-slip')[0]!).getByText('Gitanjali')).toBeInTheDocument();
  });

  it('marks the ticked orders handed over in one request and shows each outcome', async () => {
    const api = stubApi({
      handedOver: {
        results: [
          { orderId: id(2), ok: true, consignment: consignment(2, '1001') },
          { orderId: id(3), ok: false, message: 'This order is not booked with a courier' },
          { orderId: id(4), ok: true, consignment: consignment(4, '1003') },
        ],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OrderDashboardPage />);
    await tickThree(user);
    await user.click(screen.getByRole('button', { name: 'Mark handed over' }));
    const outcome = await screen.findByTestId('batch-outcome');
    expect(api.sent.filter((s) => s.url === '/api/admin/couriers/handed-over').map((s) => s.body)).toEqual([{ orderIds: [id(2), id(3), id(4)] }]);
    expect(within(outcome).getByRole('heading', { name: 'Marked handed over' })).toBeInTheDocument();
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['BP-000002handed over to Steadfast, parcel 1001', 'BP-000003refused: This order is not booked with a courier', 'BP-000004handed over to Steadfast, parcel 1003']);
    expect(screen.getByRole('checkbox', { name: 'Tick order BP-000003' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tick order BP-000002' })).not.toBeChecked();
  });

  it('Complete and Cancel ask once and do nothing on Not now; cancelling a processing order asks its reason and sends it', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<OrderDashboardPage />);
    const patches = () => api.sent.filter((s) => s.method === 'PATCH');

    await user.click(await screen.findByRole('button', { name: 'Complete order BP-000002' }));
    const complete = screen.getByRole('dialog', { name: 'Complete order BP-000002?' });
    expect(complete).toHaveTextContent('It is marked delivered and paid, and the customer is told.');
    await user.click(within(complete).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order BP-000001' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel order BP-000001?' })).getByRole('button', { name: 'Not now' }));
    expect(patches()).toEqual([]);

    // A processing order: the reason first.
    await user.click(screen.getByRole('checkbox', { name: 'Tick order BP-000004' }));
    await user.click(screen.getByRole('button', { name: 'Cancel order BP-000004' }));
    const cancel = screen.getByRole('dialog', { name: 'Cancel order BP-000004?' });
    await user.click(within(cancel).getByRole('button', { name: 'Yes, go ahead' }));
    expect(within(cancel).getByRole('alert')).toHaveTextContent('Write the reason first.');
    expect(patches()).toEqual([]);
    await user.type(within(cancel).getByLabelText('Reason (the customer sees it)'), 'Out of print at the publisher');
    await user.click(within(cancel).getByRole('button', { name: 'Yes, go ahead' }));
    await waitFor(() => expect(patches().map((p) => [p.url, p.body])).toEqual([[`/api/orders/${id(4)}/status`, { status: 'cancelled', reason: 'Out of print at the publisher' }]]));
    // A cancelled order leaves the batch.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ticked orders' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Complete order BP-000002' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Complete order BP-000002?' })).getByRole('button', { name: 'Yes, go ahead' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]!.body).toEqual({ status: 'completed' });
    expect(notify.success).toHaveBeenCalledWith('Order status updated to Completed');
  });
});
