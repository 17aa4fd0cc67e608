import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { CheckoutPage } from './checkout-page';

const BOOK = { _id: 'book-1', title: 'Himu', author: 'Humayun Ahmed', category: 'Fiction', price: 25, quantity: 5, image: '', inStock: true, orderQuantity: 2 };

function LoginProbe() {
  const location = useLocation();
  return <p>login page {JSON.stringify(location.state)}</p>;
}

function renderCheckout(state: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/checkout', state }]}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/dashboard/user-orders" element={<p>my orders page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signIn() {
  setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
}

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('CheckoutPage', () => {
  it('without a book: No Product Selected and Continue Shopping', () => {
    signIn();
    renderCheckout(null);
    expect(screen.getByRole('heading', { name: 'No Product Selected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/all-products');
  });

  it('without a session: goes to /login carrying the book back', () => {
    renderCheckout({ book: BOOK });
    const text = screen.getByText(/login page/).textContent ?? '';
    expect(text).toContain('"reason":"checkout"');
    expect(text).toContain('"pathname":"/checkout"');
    expect(text).toContain('"_id":"book-1"');
  });

  it('prefills name and email and validates the six fields', async () => {
    signIn();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderCheckout({ book: BOOK });
    expect(screen.getByLabelText('Full Name')).toHaveValue('Nusrat');
    expect(screen.getByLabelText('Email')).toHaveValue('nusrat@boipoka.test');
    for (const label of ['Phone', 'Street Address', 'City', 'Postal Code']) expect(screen.getByLabelText(label)).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Street Address is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('places one order with an Idempotency-Key and shows the server message on failure', async () => {
    signIn();
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ success: false, message: 'Not enough stock for "Himu"' }), { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    renderCheckout({ book: BOOK });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+880 1711-000000' } });
    fireEvent.change(screen.getByLabelText('Street Address'), { target: { value: '12 Road 5' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dhaka' } });
    fireEvent.change(screen.getByLabelText('Postal Code'), { target: { value: '1205' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough stock for "Himu"');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/orders');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(init.body as string)).toMatchObject({ books: [{ book: 'book-1', quantity: 2 }], paymentMethod: 'cod', totalAmount: 59.99 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  });

  it('shows Order Successful! at step 3, then goes to My Orders after 2 s', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ success: true, message: 'ok', data: { _id: 'o1' } }), { status: 201 })));
    renderCheckout({ book: BOOK });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01711000000' } });
    fireEvent.change(screen.getByLabelText('Street Address'), { target: { value: '12 Road 5' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dhaka' } });
    fireEvent.change(screen.getByLabelText('Postal Code'), { target: { value: '1205' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Confirmation').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByText('my orders page', undefined, { timeout: 3000 })).toBeInTheDocument();
  });
});
