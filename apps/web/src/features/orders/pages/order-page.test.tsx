import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteInfoQuery } from '../../../lib/site-info';
import { clearSession, setSession } from '../../../lib/session';
import { activateLocale, catalogsReady, loadLocale } from '../../../lib/i18n';
import { event, orderDetail } from '../../../test/order-fixtures';
import { jsonResponse as json } from '../../../test/render-with-providers';
import { OrderPage } from './order-page';

const ORDER = orderDetail();
let fetchMock: ReturnType<typeof vi.fn>;

function renderPage({ state, site }: { state?: unknown; site?: object } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (site) client.setQueryData(siteInfoQuery().queryKey, { demo: false, ...site });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: `/dashboard/user-orders/${ORDER._id}`, state }]}>
        <Routes>
          <Route path="/dashboard/user-orders/:id" element={<OrderPage />} />
          <Route path="/dashboard/user-orders" element={<p>my orders</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
  fetchMock = vi.fn(async (url: string) => {
    if (url === `/api/orders/${ORDER._id}`) return json({ success: true, message: 'ok', data: ORDER });
    if (url === '/api/site') return json({ success: true, message: 'ok', data: { demo: false, deliveryDays: { min: 3, max: 5 } } });
    return json({ success: false, message: 'Order not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the customer’s order page', () => {
  it('shows the number, the lines and totals, the address, cash on delivery, the delivery window and the timeline', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' })).toBeInTheDocument();
    expect(document.title).toContain('Order BP-000042');
    expect(screen.getByText('Processing', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Gitanjali')).toBeInTheDocument();
    expect(screen.getByText('হিমু রিমান্ডে')).toHaveAttribute('lang', 'bn');
    const totals = screen.getByText('Total').closest('dl')!;
    expect(within(totals).getByText('$33.00')).toBeInTheDocument();
    expect(within(totals).getByText('$5.99')).toBeInTheDocument();
    expect(within(totals).getByText('$41.63')).toBeInTheDocument();
    expect(screen.getByText('12 Road 5, Dhanmondi')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('Pay $41.63 in cash when the books arrive.')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('Within 3–5 business days of your order.');
    const timeline = screen.getByRole('heading', { name: 'What happened' }).closest('section')!;
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Order placed · by you'), expect.stringContaining('Processing: the shop is packing your books · by the shop')]);
    expect(screen.queryByText('Thank you, your order is placed!')).not.toBeInTheDocument();
  });

  it('takes the shop’s delivery window from the site settings', async () => {
    renderPage({ site: { deliveryDays: { min: 1, max: 2 } } });
    expect(await screen.findByTestId('delivery-window')).toHaveTextContent('Within 1–2 business days of your order.');
  });

  it('greets a shopper who has just placed the order with a confirmation banner naming its number', async () => {
    renderPage({ state: { placed: true } });
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Thank you, your order is placed! Your order number is BP-000042.');
    // Shown once: a reload (which keeps the history state) does not greet again.
    expect(screen.getByText('Thank you, your order is placed!')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the phone number the courier will call', async () => {
    renderPage();
    expect(await screen.findByTestId('customer-phone')).toHaveTextContent('The courier will call +880 1711-000000');
  });

  it('offers Cancel only while the order is pending; the dialog names the order by its number; Yes, cancel cancels it', async () => {
    const user = userEvent.setup();
    let current = orderDetail({ status: 'pending', events: [ORDER.events[0]!] });
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH' && url === `/api/orders/${ORDER._id}/status`) {
        current = { ...current, status: 'cancelled', events: [...current.events, event({ _id: 'e9', kind: 'status_changed', fromStatus: 'pending', toStatus: 'cancelled', actorRole: 'user' })] };
        return json({ success: true, message: 'Order status updated successfully', data: current });
      }
      if (url === `/api/orders/${ORDER._id}`) return json({ success: true, message: 'ok', data: current });
      return json({ success: true, message: 'ok', data: { demo: false, deliveryDays: { min: 3, max: 5 } } });
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel order BP-000042?' });
    expect(dialog).not.toHaveTextContent(ORDER._id);
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel order BP-000042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    const patch = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');
    expect(JSON.parse((patch?.[1] as RequestInit).body as string)).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(screen.getByText('Cancelled', { selector: 'span' })).toBeInTheDocument());
    // No courier comes for a cancelled order: the phone is only named.
    expect(screen.getByTestId('customer-phone')).toHaveTextContent('Phone: +880 1711-000000');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no Cancel for an order the shop has moved on (processing)', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('tells why a cancel failed (the shop moved the order meanwhile) in a dismissible banner', async () => {
    const user = userEvent.setup();
    const pending = orderDetail({ status: 'pending' });
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') return json({ success: false, message: 'Cannot change order status from processing to cancelled' }, 409);
      if (url === `/api/orders/${ORDER._id}`) return json({ success: true, message: 'ok', data: pending });
      return json({ success: true, message: 'ok', data: { demo: false, deliveryDays: { min: 3, max: 5 } } });
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot change order status from processing to cancelled');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('in Bangla: the Cancel dialog names the order by its number and the courier’s number is in Bangla digits', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    try {
      const user = userEvent.setup();
      const pending = orderDetail({ status: 'pending' });
      fetchMock.mockImplementation(async (url: string) =>
        url === `/api/orders/${ORDER._id}` ? json({ success: true, message: 'ok', data: pending }) : json({ success: true, message: 'ok', data: { demo: false, deliveryDays: { min: 3, max: 5 } } }),
      );
      renderPage();
      expect(await screen.findByTestId('customer-phone')).toHaveTextContent('কুরিয়ার +৮৮০ ১৭১১-০০০০০০ নম্বরে ফোন করবেন');
      await user.click(screen.getByRole('button', { name: 'অর্ডার বাতিল করুন' }));
      expect(screen.getByRole('dialog', { name: 'অর্ডার BP-000042 বাতিল করবেন?' })).toBeInTheDocument();
    } finally {
      activateLocale('en');
    }
  });

  it('says when there is no such order in the account, with a way back to the list', async () => {
    fetchMock.mockImplementation(async () => json({ success: false, message: 'Order not found' }, 404));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order not available' })).toBeInTheDocument();
    expect(screen.getByText('We could not find this order in your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/dashboard/user-orders');
  });
});
