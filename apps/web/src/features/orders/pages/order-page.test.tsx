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
import { goToPaymentPage } from '../../../lib/payments';
import type { OrderDetail, OrderPayment } from '@boipoka/shared';

// Leaving for the provider's page is a whole page load; the tests see where the reader would have gone.
vi.mock('../../../lib/payments', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../lib/payments')>()), goToPaymentPage: vi.fn() }));

const ORDER = orderDetail();
let fetchMock: ReturnType<typeof vi.fn>;

function renderPage({ state, site, search = '' }: { state?: unknown; site?: object; search?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (site) client.setQueryData(siteInfoQuery().queryKey, { demo: false, ...site });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: `/dashboard/user-orders/${ORDER._id}`, search, state }]}>
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
  vi.mocked(goToPaymentPage).mockReset();
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
  describe('its payment (issue 32)', () => {
    // Far enough ahead to be still held; 2:35 PM in the reader's own time zone.
    const DUE = new Date(2099, 0, 1, 14, 35).toISOString();
    const pay = (payment: Partial<OrderPayment>): OrderPayment => ({ method: 'bkash', state: 'awaiting', paid: 0, refunded: 0, transactionId: null, dueAt: DUE, ...payment });
    const taka = (payment: Partial<OrderPayment>, overrides: Partial<OrderDetail> = {}) =>
      orderDetail({ status: 'pending', currency: 'BDT', totalPrice: 1250, subtotal: 1190, shippingCost: 60, tax: 0, paymentMethod: payment.method ?? 'bkash', payment: pay(payment), ...overrides });
    const METHODS = { currency: 'BDT', methods: ['cod', 'bkash', 'sslcommerz'], holdMinutes: 30 };
    /** The server: the order as `answers` give it, one after another (the last one kept), and the payment calls. */
    function serve(...answers: OrderDetail[]) {
      const calls: { url: string; body: unknown }[] = [];
      fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') calls.push({ url, body: init.body ? JSON.parse(init.body as string) : undefined });
        if (url === `/api/orders/${ORDER._id}`) return json({ success: true, message: 'ok', data: answers.length > 1 ? answers.shift() : answers[0] });
        if (url === '/api/payments/methods') return json({ success: true, message: 'ok', data: METHODS });
        if (url === `/api/payments/orders/${ORDER._id}/start`) return json({ success: true, message: 'Payment started', data: { redirectUrl: 'https://pay.example/bkash?id=42' } });
        if (url === `/api/payments/orders/${ORDER._id}/cash-on-delivery`) return json({ success: true, message: 'ok', data: null });
        return json({ success: true, message: 'ok', data: { demo: false, deliveryDays: { min: 3, max: 5 } } });
      });
      return calls;
    }
    const paymentCard = () => screen.getByRole('heading', { name: 'Payment' }).closest('section')!;

    it.each([
      [{ state: 'paid', paid: 1250, transactionId: '8N7A6D5XQ2', dueAt: null }, 'bKash', ['Paid by bKash — ৳1,250', 'Transaction 8N7A6D5XQ2']],
      [{ state: 'awaiting' }, 'bKash', ['Waiting for your payment — books held until 2:35 PM']],
      [{ state: 'failed', method: 'sslcommerz' }, 'Card, Nagad, Rocket or bank (SSLCommerz)', ['Payment failed — your books are held until 2:35 PM']],
      [{ state: 'failed', dueAt: null }, 'bKash', ['Payment failed']],
      [{ state: 'refunded', paid: 1250, refunded: 1250, dueAt: null }, 'bKash', ['Refunded ৳1,250']],
      [{ state: 'refund_due', paid: 1250, dueAt: null }, 'bKash', ['Refund due — the shop will return your money by hand']],
      [{ method: 'cod', state: 'unpaid', dueAt: null }, 'Cash on delivery', ['Pay ৳1,250 in cash when the books arrive.']],
    ] as const)('says where the money stands: %j', async (payment, method, lines) => {
      serve(taka(payment as Partial<OrderPayment>));
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
      const card = paymentCard();
      expect(within(card).getByText(method)).toBeInTheDocument();
      for (const line of lines) expect(within(card).getByText(line)).toBeInTheDocument();
    });

    it('offers to pay again, or on delivery, only while a pending order’s payment is awaited or failed', async () => {
      for (const [order, offered] of [
        [taka({ state: 'awaiting' }), true],
        [taka({ state: 'failed' }), true],
        [taka({ state: 'paid', paid: 1250, dueAt: null }), false],
        [taka({ state: 'awaiting' }, { status: 'cancelled' }), false],
        [taka({ method: 'cod', state: 'unpaid', dueAt: null }), false],
      ] as const) {
        serve(order);
        const view = renderPage();
        await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
        if (offered) {
          expect(await screen.findByRole('button', { name: 'Pay with bKash' })).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Pay by card (SSLCommerz)' })).toBeInTheDocument();
          expect(screen.getByRole('button', { name: 'Pay cash on delivery instead' })).toBeInTheDocument();
        } else {
          expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
        }
        view.unmount();
      }
    });

    it('Pay with bKash starts the payment in the page’s language and sends the reader to bKash', async () => {
      const user = userEvent.setup();
      const calls = serve(taka({ state: 'failed' }));
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Pay with bKash' }));
      await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('https://pay.example/bkash?id=42'));
      expect(calls).toEqual([{ url: `/api/payments/orders/${ORDER._id}/start`, body: { method: 'bkash', locale: 'en' } }]);
    });

    it('says why a payment could not start (the provider unreachable), and cash on delivery stays on offer', async () => {
      const user = userEvent.setup();
      serve(taka({ state: 'awaiting' }));
      const served = fetchMock.getMockImplementation() as (url: string, init?: RequestInit) => Promise<Response>;
      fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
        url.endsWith('/start') ? json({ success: false, message: 'bKash cannot be reached just now' }, 503) : served(url, init),
      );
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Pay with bKash' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('bKash cannot be reached just now');
      expect(screen.getByRole('button', { name: 'Pay cash on delivery instead' })).toBeEnabled();
      expect(goToPaymentPage).not.toHaveBeenCalled();
    });

    it('Pay cash on delivery instead switches the order and shows it read again', async () => {
      const user = userEvent.setup();
      const calls = serve(taka({ state: 'failed' }), taka({ method: 'cod', state: 'unpaid', dueAt: null }));
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Pay cash on delivery instead' }));
      expect(calls).toEqual([{ url: `/api/payments/orders/${ORDER._id}/cash-on-delivery`, body: undefined }]);
      expect(await within(paymentCard()).findByText('Pay ৳1,250 in cash when the books arrive.')).toBeInTheDocument();
      expect(within(paymentCard()).getByText('Cash on delivery')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pay with bKash' })).not.toBeInTheDocument();
    });

    it('shows the checkout’s reason when it could not open the provider’s page', async () => {
      serve(taka({ state: 'awaiting' }));
      renderPage({ state: { placed: true, paymentError: 'bKash cannot be reached just now' } });
      expect(await screen.findByRole('alert')).toHaveTextContent('bKash cannot be reached just now');
      expect(screen.getByRole('button', { name: 'Pay cash on delivery instead' })).toBeInTheDocument();
    });

    it.each([
      ['paid', taka({ state: 'paid', paid: 1250, dueAt: null }), 'Thank you — your payment is confirmed.'],
      ['failed', taka({ state: 'failed' }), 'The payment did not go through. Your order is kept: try again or pay on delivery.'],
      ['cancelled', taka({ state: 'failed' }), 'The payment did not go through. Your order is kept: try again or pay on delivery.'],
      ['refunded', taka({ state: 'refunded', paid: 1250, refunded: 1250, dueAt: null }, { status: 'cancelled' }), 'Your payment arrived after the order was released; it has been refunded.'],
    ] as const)('back from the provider with ?payment=%s: says so', async (outcome, order, message) => {
      serve(order);
      renderPage({ search: `?payment=${outcome}` });
      // Told as a status message, once the order is on screen.
      expect((await screen.findByText(message)).closest('[role="status"]')).not.toBeNull();
    });

    it('?payment=unknown says nothing special', async () => {
      serve(taka({ state: 'awaiting' }));
      renderPage({ search: '?payment=unknown' });
      await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('?payment=pending: says it is being confirmed and reads the order again until the provider has confirmed', async () => {
      serve(taka({ state: 'awaiting' }), taka({ state: 'paid', paid: 1250, transactionId: '8N7A6D5XQ2', dueAt: null }));
      renderPage({ search: '?payment=pending' });
      expect((await screen.findByText('We are confirming your payment with the provider…')).closest('[role="status"]')).not.toBeNull();
      expect(await screen.findByText('Thank you — your payment is confirmed.', undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByText('We are confirming your payment with the provider…')).not.toBeInTheDocument();
      expect(within(paymentCard()).getByText('Paid by bKash — ৳1,250')).toBeInTheDocument();
    }, 10_000);

    it('tells the payment’s events in the timeline', async () => {
      const at = (minute: number) => `2026-11-21T09:${String(minute).padStart(2, '0')}:00.000Z`;
      const money = (payment: NonNullable<OrderDetail['events'][number]['payment']>, minute: number) => event({ _id: `p${minute}`, kind: 'payment', payment, createdAt: at(minute) });
      serve(
        taka(
          { method: 'cod', state: 'unpaid', dueAt: null },
          {
            events: [
              event({ _id: 'e1', kind: 'placed', actorRole: 'user', createdAt: at(5) }),
              money({ event: 'started', method: 'bkash', amount: null }, 6),
              money({ event: 'failed', method: 'bkash', amount: null }, 7),
              money({ event: 'paid', method: 'bkash', amount: 1250 }, 8),
              money({ event: 'refunded', method: 'bkash', amount: 1250 }, 9),
              money({ event: 'switched_to_cod', method: 'cod', amount: null }, 10),
              money({ event: 'expired', method: 'bkash', amount: null }, 11),
            ],
          },
        ),
      );
      renderPage();
      const timeline = (await screen.findByRole('heading', { name: 'What happened' })).closest('section')!;
      expect(
        within(timeline)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('p')?.textContent),
      ).toEqual([
        'Order placed · by you',
        'Payment started with bKash',
        'Payment failed',
        'Paid ৳1,250 by bKash',
        'Refunded ৳1,250',
        'Switched to cash on delivery',
        'Payment time ran out: order released',
      ]);
    });

    it('in Bangla: the payment in Bangla words and digits, and the return message', async () => {
      await loadLocale('bn');
      activateLocale('bn');
      await catalogsReady();
      try {
        serve(taka({ state: 'paid', paid: 1250, transactionId: '8N7A6D5XQ2', dueAt: null }));
        renderPage({ search: '?payment=paid' });
        expect((await screen.findByText('ধন্যবাদ — আপনার পেমেন্ট নিশ্চিত হয়েছে।')).closest('[role="status"]')).not.toBeNull();
        const card = screen.getByRole('heading', { name: 'পেমেন্ট' }).closest('section')!;
        expect(within(card).getByText('বিকাশ-এ পরিশোধিত — ৳১,২৫০')).toBeInTheDocument();
        expect(within(card).getByText('লেনদেন নম্বর 8N7A6D5XQ2')).toBeInTheDocument();
      } finally {
        activateLocale('en');
      }
    });

    it('in Bangla: an awaited payment offers to pay again in Bangla, its hold in Bangla digits', async () => {
      await loadLocale('bn');
      activateLocale('bn');
      await catalogsReady();
      try {
        serve(taka({ state: 'awaiting' }));
        renderPage();
        expect(await screen.findByRole('button', { name: 'বিকাশে পেমেন্ট করুন' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'এর বদলে ক্যাশ অন ডেলিভারিতে দিন' })).toBeInTheDocument();
        expect(screen.getByTestId('payment-state')).toHaveTextContent('আপনার পেমেন্টের অপেক্ষায় — বইগুলো ১৪:৩৫ পর্যন্ত রাখা আছে');
      } finally {
        activateLocale('en');
      }
    });
  });
});
