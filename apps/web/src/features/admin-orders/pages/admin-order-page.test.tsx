import type { OrderDetail, OrderPayment, PublicSettings } from '@boipoka/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../../lib/i18n';
import { clearSession, setSession } from '../../../lib/session';
import { event, orderDetail } from '../../../test/order-fixtures';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { publicSettings, takaShop } from '../../../test/shop-settings-fixture';
import { AdminOrderPage } from './admin-order-page';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

let order: OrderDetail;
let fetchMock: ReturnType<typeof vi.fn>;
const ok = (data: unknown, status = 200) => json({ success: true, message: 'ok', data }, status);

function renderPage(settings?: PublicSettings) {
  return renderWithProviders(<AdminOrderPage />, { route: `/dashboard/order-dashboard/${order._id}`, path: '/dashboard/order-dashboard/:id', ...(settings ? { settings } : {}) });
}

beforeEach(() => {
  vi.clearAllMocks();
  setSession({ user: { _id: 'a1', name: 'Karim', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'tok', refreshToken: 'ref' });
  order = orderDetail({
    events: [
      event({ _id: 'e1', kind: 'placed', actorRole: 'user', createdAt: '2026-11-21T09:05:00.000Z' }),
      event({ _id: 'e2', kind: 'status_changed', fromStatus: 'pending', toStatus: 'processing', actorRole: 'admin', actor: { _id: 'a1', name: 'Karim' }, createdAt: '2026-11-21T11:00:00.000Z' }),
    ],
  });
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === `/api/orders/${order._id}` && (init.method ?? 'GET') === 'GET') return ok(order);
    if (url === `/api/orders/${order._id}/notes`) {
      const { note } = JSON.parse(init.body as string);
      return ok(event({ _id: 'e3', kind: 'note', actorRole: 'admin', actor: { _id: 'a1', name: 'Karim' }, note }), 201);
    }
    if (url === `/api/orders/${order._id}/status`) {
      const { status } = JSON.parse(init.body as string);
      order = {
        ...order,
        status,
        events: [...order.events, event({ _id: 'e4', kind: 'status_changed', fromStatus: order.status, toStatus: status, actorRole: 'admin', actor: { _id: 'a1', name: 'Karim' } })],
      };
      return ok(order);
    }
    return json({ success: false, message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the admin’s order page', () => {
  it('shows the customer with a tel: link, the address, the lines, the totals and the cash to collect', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' })).toBeInTheDocument();
    const customer = screen.getByRole('heading', { name: 'Customer' }).closest('section')!;
    expect(within(customer).getByText('nusrat@boipoka.test')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: 'gift@boipoka.test' })).toHaveAttribute('href', 'mailto:gift@boipoka.test');
    expect(within(customer).getByRole('link', { name: 'Call Nusrat Jahan at +880 1711-000000' })).toHaveAttribute('href', 'tel:+8801711000000');
    expect(within(customer).getByText('12 Road 5, Dhanmondi')).toBeInTheDocument();
    expect(screen.getAllByText('Gitanjali').length).toBeGreaterThan(0);
    expect(screen.getByText('Cash to collect: $41.63')).toBeInTheDocument();
  });

  it('adds a private note that appears in the timeline at once; an empty note is refused before it is sent', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a note first.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/notes'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Add a private note'), 'Customer asked for a call first');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const timeline = screen.getByRole('heading', { name: 'What happened' }).closest('section')!;
    expect(await within(timeline).findByText('Customer asked for a call first')).toBeInTheDocument();
    expect(within(timeline).getAllByRole('listitem').at(-1)).toHaveTextContent('Private note · by Karim (shop)');
    expect(notify.success).toHaveBeenCalledWith('Note added');
    expect(screen.getByLabelText('Add a private note')).toHaveValue('');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/notes'))!;
    expect(JSON.parse(init.body)).toEqual({ note: 'Customer asked for a call first' });
  });

  it('offers the moves of the status machine, asks once before Complete, and shows the move in the timeline', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    expect(screen.queryByRole('button', { name: 'Process order BP-000042' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete order BP-000042' }));
    const asked = screen.getByRole('dialog', { name: 'Complete order BP-000042?' });
    await userEvent.click(within(asked).getByRole('button', { name: 'Not now' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/status'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Complete order BP-000042' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Complete order BP-000042?' })).getByRole('button', { name: 'Yes, go ahead' }));
    await waitFor(() => expect(screen.getByText('Completed: delivered and paid', { exact: false })).toBeInTheDocument());
    expect(notify.success).toHaveBeenCalledWith('Order status updated to Completed');
    expect(await screen.findByText('No further steps for this order.')).toBeInTheDocument();
    expect(screen.queryByText('Cash to collect: $41.63')).not.toBeInTheDocument();
  });

  it('books the parcel with the own rider, then marks it delivered with its cash after asking once', async () => {
    const bodies: Record<string, unknown>[] = [];
    const base = fetchMock.getMockImplementation() as (url: string, init: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/admin/couriers') return ok([{ id: 'manual', name: 'manual' }]);
      if (url === '/api/admin/couriers/bookings') {
        bodies.push(JSON.parse(init.body as string));
        order = {
          ...order,
          fulfilment: [
            { _id: 'f1', step: 'packed', actorRole: 'admin', courier: null, consignmentId: null, trackingUrl: null, cashCollected: null, returnReason: null, createdAt: '2026-11-21T12:00:00.000Z' },
          ],
        };
        return ok({ results: [{ orderId: order._id, ok: true }] });
      }
      if (url === '/api/admin/couriers/handed-over') {
        order = {
          ...order,
          fulfilment: [
            ...order.fulfilment,
            {
              _id: 'f2',
              step: 'with_courier',
              actorRole: 'admin',
              courier: 'Rafiq',
              consignmentId: 'R-9',
              trackingUrl: null,
              cashCollected: null,
              returnReason: null,
              createdAt: '2026-11-21T13:00:00.000Z',
            },
          ],
        };
        return ok({ results: [{ orderId: order._id, ok: true }] });
      }
      if (url === `/api/orders/${order._id}/fulfilment`) {
        const body = JSON.parse(init.body as string);
        bodies.push(body);
        order = {
          ...order,
          status: 'completed',
          fulfilment: [
            ...order.fulfilment,
            {
              _id: 'f3',
              step: body.step,
              actorRole: 'admin',
              courier: null,
              consignmentId: null,
              trackingUrl: null,
              cashCollected: body.cashCollected,
              returnReason: null,
              createdAt: '2026-11-22T10:00:00.000Z',
            },
          ],
        };
        return ok(order);
      }
      return base(url, init);
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    await userEvent.type(screen.getByLabelText('Rider or courier name'), 'Rafiq');
    await userEvent.type(screen.getByLabelText('Tracking number'), 'R-9');
    await userEvent.click(screen.getByRole('button', { name: 'Book with the courier' }));
    await waitFor(() => expect(bodies[0]).toEqual({ courier: 'manual', courierName: 'Rafiq', parcels: [{ orderId: order._id, consignmentId: 'R-9' }] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handed over' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const asked = screen.getByRole('dialog', { name: 'Mark this order delivered?' });
    expect(asked).toHaveTextContent('$41.63 is recorded as collected in cash');
    await userEvent.click(within(asked).getByRole('button', { name: 'Yes, go ahead' }));
    await waitFor(() => expect(bodies[1]).toEqual({ step: 'delivered', cashCollected: 41.63 }));
    expect(await screen.findByText('Cash collected: $41.63')).toBeInTheDocument();
  });

  it('prints a packing slip with the number, address, lines, totals and the cash to collect', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    const slip = await screen.findByTestId('packing-slip');
    expect(slip.parentElement).toBe(document.body);
    expect(slip).toHaveTextContent('BP-000042');
    expect(slip).toHaveTextContent('Nusrat Jahan');
    expect(slip).toHaveTextContent('12 Road 5, Dhanmondi');
    expect(slip).toHaveTextContent('Phone: +880 1711-000000');
    expect(
      within(slip)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['BookQtyPriceAmount', 'Gitanjali2$12.50$25.00', 'হিমু রিমান্ডে1$8.00$8.00', 'Subtotal$33.00', 'Shipping$5.99', 'Tax$2.64', 'Total$41.63']);
    expect(slip).toHaveTextContent('Cash to collect on delivery$41.63');
    await userEvent.click(screen.getByRole('button', { name: 'Print packing slip' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("the packing slip's sender is the shop as its owner named it in Settings, with its phones", async () => {
    const base = takaShop();
    renderPage({ ...base, shop: { ...base.shop, name: { en: 'Nilkhet Boi Ghor', bn: 'নীলক্ষেত বই ঘর' }, phones: ['01712345678', '01898765432'] } });
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    const slip = await screen.findByTestId('packing-slip');
    expect(slip).toHaveTextContent('Nilkhet Boi Ghor');
    expect(slip).not.toHaveTextContent('Boipoka');
    expect(within(slip).getByTestId('packing-slip-shop-phones')).toHaveTextContent('01712345678, 01898765432');
  });

  it('a shop with no phone set prints no empty sender line', async () => {
    renderPage(publicSettings('USD'));
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    expect(within(await screen.findByTestId('packing-slip')).queryByTestId('packing-slip-shop-phones')).not.toBeInTheDocument();
  });

  it('says when there is no such order', async () => {
    fetchMock.mockImplementation(async () => json({ success: false, message: 'Order not found' }, 404));
    renderPage();
    expect(await screen.findByText('There is no such order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/dashboard/order-dashboard');
  });
  it('an order paid by bKash: no cash to collect, its payment and transaction shown, its payment events in the timeline', async () => {
    order = orderDetail({
      paymentMethod: 'bkash',
      currency: 'BDT',
      totalPrice: 1250,
      payment: { method: 'bkash', state: 'paid', paid: 1250, refunded: 0, transactionId: '8N7A6D5XQ2', dueAt: null },
      events: [event({ _id: 'p1', kind: 'payment', payment: { event: 'paid', method: 'bkash', amount: 1250 } })],
    });
    renderPage(takaShop());
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    expect(screen.getByTestId('order-payment')).toHaveTextContent('bKashPaidTransaction 8N7A6D5XQ2');
    expect(screen.queryByText(/Cash to collect/)).not.toBeInTheDocument();
    expect(screen.getByText('Paid ৳1,250 by bKash')).toBeInTheDocument();
  });

  it('an order placed with a promo code shows the code and what it took off, on the page and the packing slip', async () => {
    order = orderDetail({ subtotal: 33, discount: 8.25, promoCode: 'BOIMELA25', shippingCost: 5.99, tax: 1.98, totalPrice: 32.72 });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    expect(screen.getByTestId('order-discount')).toHaveTextContent('Discount (BOIMELA25)−$8.25');
    const slip = await screen.findByTestId('packing-slip');
    expect(
      within(slip)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toContain('Discount (BOIMELA25)−$8.25');
  });

  it('an order still waiting for its online payment can be cancelled, not processed', async () => {
    order = orderDetail({
      paymentMethod: 'bkash',
      currency: 'BDT',
      totalPrice: 1250,
      status: 'pending',
      payment: { method: 'bkash', state: 'awaiting', paid: 0, refunded: 0, transactionId: null, dueAt: '2026-11-29T10:15:00.000Z' },
    });
    renderPage(takaShop());
    await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
    expect(screen.getByRole('button', { name: 'Cancel order BP-000042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Process order BP-000042' })).not.toBeInTheDocument();
  });

  describe('refunds', () => {
    const PAID: OrderPayment = { method: 'bkash', state: 'paid', paid: 1250, refunded: 0, transactionId: '8N7A6D5XQ2', dueAt: null };
    /** What the refund endpoint answers next, and the requests it got. */
    let answer: { status: number; body: unknown };
    let refunds: unknown[];

    function paidOrder(payment: Partial<OrderPayment> = {}, overrides: Partial<OrderDetail> = {}) {
      order = orderDetail({ paymentMethod: 'bkash', currency: 'BDT', totalPrice: 1250, payment: { ...PAID, ...payment }, events: [], ...overrides });
    }

    beforeEach(() => {
      refunds = [];
      answer = { status: 200, body: { success: true, message: 'ok', data: { state: 'refunded' } } };
      const base = fetchMock.getMockImplementation() as (url: string, init: RequestInit) => Promise<Response>;
      fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
        if (url === `/api/payments/orders/${order._id}/refund`) {
          const body = JSON.parse(init.body as string);
          refunds.push(body);
          const state = (answer.body as { data?: { state?: string } }).data?.state;
          const back = order.payment.refunded + body.amount;
          if (state === 'refunded') order = { ...order, payment: { ...order.payment, refunded: back, state: back >= order.payment.paid ? 'refunded' : 'partly_refunded' } };
          if (state === 'refund_due')
            order = {
              ...order,
              payment: { ...order.payment, state: 'refund_due' },
              events: [...order.events, event({ _id: 'p9', kind: 'payment', payment: { event: 'refund_due', method: 'bkash', amount: body.amount } })],
            };
          return json(answer.body, answer.status);
        }
        return base(url, init);
      });
    });

    async function openRefund() {
      renderPage(takaShop());
      await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
      await userEvent.click(screen.getByRole('button', { name: 'Refund order BP-000042' }));
      return screen.getByRole('dialog', { name: 'Refund order BP-000042' });
    }

    it('offers what remains of the payment, sends the amount typed (Bangla digits too) and the reason, says it was refunded and shows the order again', async () => {
      paidOrder({ state: 'partly_refunded', refunded: 250 });
      const dialog = await openRefund();
      expect(dialog).toHaveTextContent('The money goes back to the customer through bKash. Paid ৳1,250; refunded so far ৳250.');
      const amount = within(dialog).getByLabelText('Amount to refund');
      expect(amount).toHaveValue('1000');
      expect(amount).toHaveAccessibleDescription('At most ৳1,000, what remains of the payment.');
      await userEvent.clear(amount);
      await userEvent.type(amount, '৫০০');
      await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), '  One copy arrived torn  ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send refund' }));

      expect(await screen.findByRole('status')).toHaveTextContent('bKash refunded ৳500 to the customer.');
      expect(refunds).toEqual([{ amount: 500, reason: 'One copy arrived torn' }]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The order is fetched again: ৳750 of ৳1,250 back now, ৳500 still refundable.
      await waitFor(() => expect(order.payment.refunded).toBe(750));
      expect(await within(screen.getByTestId('order-payment')).findByText('Partly refunded')).toBeInTheDocument();
      expect(fetchMock.mock.calls.filter(([url, init]) => url === `/api/orders/${order._id}` && (init.method ?? 'GET') === 'GET').length).toBeGreaterThan(1);
    });

    it('refunds all that remains by default; the Refund action goes once nothing remains', async () => {
      paidOrder();
      const dialog = await openRefund();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send refund' }));
      expect(await screen.findByRole('status')).toHaveTextContent('bKash refunded ৳1,250 to the customer.');
      expect(refunds).toEqual([{ amount: 1250 }]);
      expect(await within(screen.getByTestId('order-payment')).findByText('Refunded')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Refund order BP-000042' })).not.toBeInTheDocument();
    });

    it('says what the shop must do when the provider does not refund, and shows the refund due', async () => {
      paidOrder();
      answer = { status: 200, body: { success: true, message: 'ok', data: { state: 'refund_due' } } };
      const dialog = await openRefund();
      await userEvent.clear(within(dialog).getByLabelText('Amount to refund'));
      await userEvent.type(within(dialog).getByLabelText('Amount to refund'), '300');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send refund' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'bKash did not refund ৳300: the shop owes it. Check with bKash whether the money went back; if it did not, return it to the customer by hand, then press “Mark refunded by hand”.',
      );
      const notice = await screen.findByRole('region', { name: 'Refund due' });
      expect(notice).toHaveTextContent('bKash did not refund ৳300. Check with bKash, return the money to the customer by hand, then mark it.');
    });

    it('says when nothing was left to refund', async () => {
      paidOrder();
      answer = { status: 200, body: { success: true, message: 'ok', data: { state: 'nothing' } } };
      const dialog = await openRefund();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send refund' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Nothing was refunded: nothing remains to give back on this order.');
    });

    it('refuses an amount above what remains, or none, before sending; shows the server’s refusal in the dialog', async () => {
      paidOrder();
      const dialog = await openRefund();
      const amount = within(dialog).getByLabelText('Amount to refund');
      await userEvent.clear(amount);
      await userEvent.type(amount, '1,300');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send refund' }));
      expect(amount).toHaveAccessibleDescription('You can refund at most ৳1,250. At most ৳1,250, what remains of the payment.');
      expect(amount).toBeInvalid();
      await userEvent.clear(amount);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send refund' }));
      expect(within(dialog).getByText('Enter the amount to refund.')).toBeInTheDocument();
      expect(refunds).toEqual([]);

      answer = { status: 409, body: { success: false, message: 'This order is not paid online' } };
      await userEvent.type(amount, '100');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send refund' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order is not paid online');
      expect(screen.getByRole('dialog', { name: 'Refund order BP-000042' })).toBeInTheDocument();
    });

    it('in Bangla: offers what remains in Bangla digits and sends it as a number', async () => {
      await loadLocale('bn');
      activateLocale('bn');
      await catalogsReady();
      try {
        paidOrder();
        renderPage(takaShop());
        await userEvent.click(await screen.findByRole('button', { name: 'টাকা ফেরত দিন: অর্ডার BP-000042' }));
        const dialog = screen.getByRole('dialog', { name: 'অর্ডার BP-000042-এর টাকা ফেরত' });
        expect(within(dialog).getByLabelText('ফেরতের পরিমাণ')).toHaveValue('১২৫০');
        await userEvent.click(within(dialog).getByRole('button', { name: 'টাকা ফেরত পাঠান' }));
        expect(await screen.findByRole('status')).toHaveTextContent('বিকাশ গ্রাহককে ৳১,২৫০ ফেরত দিয়েছে।');
        expect(refunds).toEqual([{ amount: 1250 }]);
      } finally {
        activateLocale('en');
      }
    });

    it('offers no refund for an order not paid yet, nor for cash on delivery', async () => {
      paidOrder({ state: 'awaiting', paid: 0 });
      const first = renderPage(takaShop());
      await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
      expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
      first.unmount();
      order = orderDetail();
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Order BP-000042' });
      expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    });
  });

  describe('a refund due', () => {
    let marked: number;
    let markAnswer: { status: number; body: unknown };

    beforeEach(() => {
      marked = 0;
      markAnswer = { status: 200, body: { success: true, message: 'ok', data: null } };
      order = orderDetail({
        paymentMethod: 'bkash',
        currency: 'BDT',
        totalPrice: 1250,
        status: 'cancelled',
        payment: { method: 'bkash', state: 'refund_due', paid: 1250, refunded: 750, transactionId: '8N7A6D5XQ2', dueAt: null },
        events: [
          event({ _id: 'p1', kind: 'payment', payment: { event: 'paid', method: 'bkash', amount: 1250 } }),
          event({ _id: 'p2', kind: 'payment', payment: { event: 'refunded', method: 'bkash', amount: 750 } }),
          event({ _id: 'p3', kind: 'payment', payment: { event: 'refund_due', method: 'bkash', amount: 500 } }),
        ],
      });
      const base = fetchMock.getMockImplementation() as (url: string, init: RequestInit) => Promise<Response>;
      fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
        if (url === `/api/payments/orders/${order._id}/refunded-by-hand` && init.method === 'POST') {
          marked += 1;
          if (markAnswer.status === 200) order = { ...order, payment: { ...order.payment, state: 'refunded', refunded: 1250 } };
          return json(markAnswer.body, markAnswer.status);
        }
        return base(url, init);
      });
    });

    it('tells the shop what the provider did not refund and what to do; marks it refunded by hand after a confirmation', async () => {
      renderPage(takaShop());
      const notice = await screen.findByRole('region', { name: 'Refund due' });
      expect(notice).toHaveTextContent('bKash did not refund ৳500. Check with bKash, return the money to the customer by hand, then mark it.');
      await userEvent.click(within(notice).getByRole('button', { name: 'Mark refunded by hand' }));
      const dialog = screen.getByRole('dialog', { name: 'Mark the refund as returned by hand?' });
      expect(dialog).toHaveTextContent('Do this only once the customer of order BP-000042 has got ৳500 back.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(marked).toBe(0);

      await userEvent.click(within(notice).getByRole('button', { name: 'Mark refunded by hand' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark refunded' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Refund due' })).not.toBeInTheDocument());
      expect(marked).toBe(1);
      expect(notify.success).toHaveBeenCalledWith('Refund marked as returned by hand');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(screen.getByTestId('order-payment')).getByText('Refunded')).toBeInTheDocument();
    });

    it('shows the server’s refusal (409: no refund due any more) in the confirmation', async () => {
      markAnswer = { status: 409, body: { success: false, message: 'This order has no refund due' } };
      renderPage(takaShop());
      await userEvent.click(await screen.findByRole('button', { name: 'Mark refunded by hand' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark refunded' }));
      expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This order has no refund due');
      expect(notify.success).not.toHaveBeenCalled();
    });
  });

  describe('the packing slip’s payment line', () => {
    const online = (payment: Partial<OrderPayment>) =>
      orderDetail({
        paymentMethod: 'bkash',
        currency: 'BDT',
        totalPrice: 1250,
        payment: { method: 'bkash', state: 'paid', paid: 1250, refunded: 0, transactionId: '8N7A6D5XQ2', dueAt: null, ...payment },
      });

    async function slipPaymentLine() {
      renderPage(takaShop());
      await screen.findByRole('heading', { level: 1 });
      return within(await screen.findByTestId('packing-slip')).getByTestId('packing-slip-payment');
    }

    it('an order paid by bKash: paid, nothing to collect', async () => {
      order = online({});
      expect(await slipPaymentLine()).toHaveTextContent(/^Paid by bKash — collect ৳0$/);
    });

    it('an order paid through SSLCommerz and partly refunded: still paid, nothing to collect', async () => {
      order = online({ method: 'sslcommerz', state: 'partly_refunded', refunded: 250 });
      expect(await slipPaymentLine()).toHaveTextContent(/^Paid by SSLCommerz — collect ৳0$/);
    });

    it.each([
      ['awaiting', 'Payment not yet received — do not ship'],
      ['failed', 'Payment not yet received — do not ship'],
      ['refunded', 'Payment refunded — do not ship'],
    ] as const)('an online order %s: %s', async (state, line) => {
      order = online({ state, paid: state === 'refunded' ? 1250 : 0, refunded: state === 'refunded' ? 1250 : 0 });
      const payment = await slipPaymentLine();
      expect(payment).toHaveTextContent(new RegExp(`^${line}$`));
      expect(payment).not.toHaveTextContent(/collect/i);
    });

    it('cash on delivery is unchanged: the cash to collect while on its way, nothing once completed', async () => {
      const first = await slipPaymentLine();
      expect(first).toHaveTextContent(/^Cash to collect on delivery\$41\.63$/);
      cleanup();
      order = orderDetail({ status: 'completed' });
      expect(await slipPaymentLine()).toHaveTextContent(/^Nothing to collect$/);
    });

    it('in Bangla: paid by bKash, nothing to collect, in Bangla digits', async () => {
      await loadLocale('bn');
      activateLocale('bn');
      await catalogsReady();
      try {
        order = online({});
        expect(await slipPaymentLine()).toHaveTextContent(/^বিকাশ-এ পরিশোধিত — আদায় করতে হবে ৳০$/);
        cleanup();
        order = online({ state: 'awaiting', paid: 0 });
        expect(await slipPaymentLine()).toHaveTextContent(/^পেমেন্ট এখনো পাওয়া যায়নি — পাঠাবেন না$/);
      } finally {
        activateLocale('en');
      }
    });
  });
});
