import type { Order } from '@boipoka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { MyOrdersPage } from './my-orders-page';
import { jsonResponse as json } from '../../../test/render-with-providers';

function order(id: string, status: Order['status'], title: string, price: number, quantity: number): Order {
  return {
    _id: id,
    orderNumber: `BP-00012${id.slice(-1)}`,
    user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test' },
    books: [{ book: { _id: `book-${id}`, title, image: '', price }, quantity }],
    shippingDetails: { name: 'Nusrat', email: 'nusrat@boipoka.test', phone: '01711000000', address: '1 Road', city: 'Dhaka', postalCode: '1205' },
    paymentMethod: 'cod',
    payment: { method: 'cod', state: 'unpaid', paid: 0, refunded: 0, transactionId: null, dueAt: null },
    currency: 'USD',
    delivery: null,
    subtotal: price * quantity,
    discount: 0,
    promoCode: null,
    memberDiscount: 0,
    shippingCost: 5.99,
    tax: 0,
    totalPrice: 31.99,
    status,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

const ORDERS = [
  order('11111111-aaaa-4aaa-8aaa-000000000001', 'pending', 'Gitanjali', 12.5, 2),
  order('11111111-aaaa-4aaa-8aaa-000000000002', 'cancelled', 'Himu Rimande', 9, 1),
  order('11111111-aaaa-4aaa-8aaa-000000000003', 'completed', 'Agnibina', 7.25, 1),
];

let fetchMock: ReturnType<typeof vi.fn>;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyOrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
  let orders = [...ORDERS];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/orders/my-orders') return json({ success: true, message: 'ok', data: orders });
    if (method === 'PATCH' && url.endsWith('/status')) {
      const id = url.split('/')[3];
      orders = orders.map((o) => (o._id === id ? { ...o, status: 'cancelled' as const } : o));
      return json({ success: true, message: 'ok', data: orders.find((o) => o._id === id) });
    }
    if (method === 'DELETE') {
      return json({ success: false, message: 'Only cancelled orders can be deleted' }, 409);
    }
    return json({ success: false, message: 'nope' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('MyOrdersPage', () => {
  it('shows each order with its number (a link to its page), status, quantity line and total', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: /BP-000121/ });
    expect(within(card).getByRole('link', { name: 'BP-000121' })).toHaveAttribute('href', '/dashboard/user-orders/11111111-aaaa-4aaa-8aaa-000000000001');
    expect(within(card).getByRole('link', { name: 'View order BP-000121' })).toHaveAttribute('href', '/dashboard/user-orders/11111111-aaaa-4aaa-8aaa-000000000001');
    expect(within(card).getByText('Pending')).toHaveClass('bg-yellow-100');
    expect(within(card).getByText('Quantity: 2 × $12.50')).toBeInTheDocument();
    expect(within(card).getByText('$25.00')).toBeInTheDocument();
    expect(within(card).getByText('Total: $31.99')).toBeInTheDocument();
    expect(within(card).getByText('Deliver to')).toBeInTheDocument();
    expect(within(card).getByText('Nusrat')).toBeInTheDocument();
    expect(within(card).getByText('1 Road')).toBeInTheDocument();
    expect(within(card).getByText('Dhaka 1205')).toBeInTheDocument();
    // The number the cash-on-delivery courier will call, as given at checkout.
    expect(within(card).getByTestId('customer-phone')).toHaveTextContent('The courier will call 01711000000');
    expect(within(card).getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const completed = screen.getByRole('article', { name: /BP-000123/ });
    expect(within(completed).queryByRole('button')).not.toBeInTheDocument();
    expect(within(completed).getByText('Completed')).toHaveClass('bg-green-100');
    expect(within(completed).getByTestId('customer-phone')).toHaveTextContent('Phone: 01711000000');
  });

  it('filters by book title ignoring case, with a no-match state', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Gitanjali');
    await user.type(screen.getByPlaceholderText('Search orders...'), 'gITAN');
    expect(screen.getByText('Gitanjali')).toBeInTheDocument();
    expect(screen.queryByText('Agnibina')).not.toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search orders...'));
    await user.type(screen.getByPlaceholderText('Search orders...'), 'zzz');
    expect(screen.getByText('No orders match "zzz"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('finds an order by its number, typed in any of its forms', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Gitanjali');
    for (const typed of ['BP-000123', 'bp000123', '123']) {
      await user.clear(screen.getByPlaceholderText('Search orders...'));
      await user.type(screen.getByPlaceholderText('Search orders...'), typed);
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Order number BP-000123']);
    }
  });

  it('shows the empty state when there are no orders', async () => {
    fetchMock.mockImplementation(async () => json({ success: true, message: 'ok', data: [] }));
    renderPage();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('When you make a purchase, your orders will appear here.')).toBeInTheDocument();
  });

  it('cancels a pending order only after Yes, cancel; Keep order closes without a call', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: /BP-000121/ });
    await user.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    // The dialog names the order by its number, never by its internal id.
    let dialog = screen.getByRole('dialog', { name: 'Cancel order BP-000121?' });
    expect(dialog).not.toHaveTextContent('11111111-aaaa');
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel order BP-000121?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    const patch = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/orders/11111111-aaaa-4aaa-8aaa-000000000001/status');
    expect(JSON.parse((patch?.[1] as RequestInit).body as string)).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(within(screen.getByRole('article', { name: /BP-000121/ })).getByText('Cancelled')).toBeInTheDocument());
  });

  it('asks before deleting and shows the server message in a dismissible banner on failure', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: /BP-000122/ });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete order BP-000122?' });
    expect(dialog).not.toHaveTextContent('11111111-aaaa');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only cancelled orders can be deleted');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes the card after a successful delete', async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? json({ success: true, message: 'deleted', data: null }) : json({ success: true, message: 'ok', data: ORDERS }),
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: /BP-000122/ });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /BP-000122/ })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says Failed to fetch orders when the list cannot load', async () => {
    fetchMock.mockImplementation(async () => json({ success: false, message: 'boom' }, 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders');
  });
  it('marks where an online order’s money stands; a cash-on-delivery order carries no payment badge', async () => {
    const online = (n: string, state: Order['payment']['state'], status: Order['status'] = 'pending'): Order => ({
      ...order(`11111111-aaaa-4aaa-8aaa-00000000000${n}`, status, 'Gitanjali', 12.5, 2),
      paymentMethod: 'bkash',
      payment: { method: 'bkash', state, paid: state === 'awaiting' || state === 'failed' ? 0 : 31.99, refunded: state === 'refunded' ? 31.99 : 0, transactionId: null, dueAt: null },
    });
    const orders = [online('4', 'paid', 'processing'), online('5', 'awaiting'), online('6', 'failed'), online('7', 'refunded', 'cancelled'), online('8', 'refund_due', 'cancelled'), ORDERS[0]!];
    fetchMock.mockImplementation(async () => json({ success: true, message: 'ok', data: orders }));
    renderPage();
    const badgeOf = (number: string) => within(screen.getByRole('article', { name: `Order number ${number}` }));
    expect((await screen.findAllByRole('article')).length).toBe(6);
    expect(badgeOf('BP-000124').getByText('Paid')).toHaveClass('bg-green-100');
    expect(badgeOf('BP-000125').getByText('Awaiting payment')).toBeInTheDocument();
    expect(badgeOf('BP-000126').getByText('Payment failed')).toHaveClass('bg-red-100');
    expect(badgeOf('BP-000127').getByText('Refunded')).toBeInTheDocument();
    expect(badgeOf('BP-000128').getByText('Refund due')).toBeInTheDocument();
    for (const text of ['Paid', 'Awaiting payment', 'Payment failed', 'Refunded', 'Refund due']) expect(badgeOf('BP-000121').queryByText(text)).not.toBeInTheDocument();
  });
});
