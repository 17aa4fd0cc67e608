import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { clearCart } from '../../../lib/cart-store';
import { publicSettings } from '../../../test/shop-settings-fixture';
import { PhoneCheck } from '../components/phone-check';
import { CheckoutPage } from './checkout-page';

/** Decision 051: a new phone confirms the code sent to it by SMS before its first cash-on-delivery order. */
const BOOK = { _id: 'book-1', title: 'Himu', author: 'Humayun Ahmed', category: 'Fiction', price: 25, quantity: 5, image: '', inStock: true, orderQuantity: 1 };
const PHONE = '01711000000';
const CODE = '123456';

const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, message: 'ok', data }), { status });
const fail = (status: number, message: string, errors?: unknown) => new Response(JSON.stringify({ success: false, message, ...(errors ? { errors } : {}) }), { status });

/** The server of a signed-in checkout whose phone is new: it takes a code, refuses a wrong one, then the order. */
function newPhoneServer() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(init.body as string) : undefined;
    if (url === '/api/addresses') return ok([]);
    if (url === '/api/settings') return ok(publicSettings());
    if (url === `/api/phone-checks?phone=${PHONE}`) return ok({ phone: PHONE, needed: true });
    if (url === '/api/phone-checks') return ok({ phone: PHONE, needed: true, expiresInSeconds: 600, resendInSeconds: 60 });
    if (url === '/api/phone-checks/confirm')
      return body.code === CODE
        ? ok({ phone: PHONE, confirmed: true })
        : fail(400, 'That code is not right; check the SMS and try again', [{ path: 'code', message: 'That code is not right; check the SMS and try again' }]);
    if (url === '/api/orders') return ok({ _id: 'order-1' }, 201);
    return new Response('{}', { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const callsTo = (fetchMock: ReturnType<typeof newPhoneServer>, url: string) => fetchMock.mock.calls.filter(([called]) => called === url);

function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/checkout', state: { book: BOOK } }]}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/dashboard/user-orders/:id" element={<p>order page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setSession(null);
  clearCart();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  activateLocale('en');
});

describe('the phone check at checkout', () => {
  it('a new phone confirms its code before its first cash-on-delivery order', async () => {
    setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
    const fetchMock = newPhoneServer();
    renderCheckout();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+880 1711-000000' } });
    fireEvent.change(screen.getByLabelText('House and road'), { target: { value: '12 Road 5' } });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });

    // Cash on delivery to a new phone: the checkout asks for the code inline.
    const box = await screen.findByRole('group', { name: 'Confirm your phone' });
    expect(box).toHaveTextContent('A first cash-on-delivery order to a new number needs a one-time code.');

    // Place Order too soon: it says why and takes the reader to the box; no order is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Confirm your phone with the code from the SMS before you place the order.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toHaveFocus());
    expect(callsTo(fetchMock, '/api/orders')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code by SMS. It works for 10 minutes.')).toBeInTheDocument();
    const code = screen.getByLabelText('Code from the SMS');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // Another code only after the cool-down.
    expect(screen.getByRole('button', { name: 'Send again in 60 seconds' })).toBeDisabled();
    expect(JSON.parse(callsTo(fetchMock, '/api/phone-checks')[0]![1]!.body as string)).toEqual({ phone: PHONE });

    // Too short: said at once, nothing sent.
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Type the 6-digit code from the SMS');
    expect(callsTo(fetchMock, '/api/phone-checks/confirm')).toHaveLength(0);

    // A wrong code: the server's reason, bound to the field.
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(box).getByRole('alert')).toHaveTextContent('That code is not right; check the SMS and try again'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code.getAttribute('aria-describedby')).toBe(within(box).getByRole('alert').id);

    fireEvent.change(code, { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Phone confirmed. You can place your order.')).toBeInTheDocument();
    // The page's banner of Place Order pressed too soon goes with it.
    expect(screen.queryByText('Confirm your phone with the code from the SMS before you place the order.')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Confirm your phone' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/orders')).toHaveLength(1));
    expect(JSON.parse(callsTo(fetchMock, '/api/orders')[0]![1]!.body as string)).toMatchObject({ paymentMethod: 'cod', shippingDetails: { phone: PHONE } });
  });

  it('in Bangla, with Bangla digits; the resend counts down and comes back', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
    newPhoneServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PhoneCheck phone={PHONE} confirmed={false} onConfirmed={() => {}} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('group', { name: 'আপনার ফোন নম্বর নিশ্চিত করুন' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'কোড পাঠান' }));
    expect(await screen.findByText('এসএমএসে একটি কোড পাঠানো হয়েছে। এটি ১০ মিনিট চলবে।')).toBeInTheDocument();
    expect(screen.getByLabelText('এসএমএসের কোড')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '৬০ সেকেন্ড পরে আবার পাঠান' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByRole('button', { name: 'আবার পাঠান' })).toBeEnabled();
  });
});
