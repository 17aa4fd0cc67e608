import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { addToCart, clearCart, getCartLines } from '../../../lib/cart-store';
import { CheckoutPage } from './checkout-page';
import { publicSettings } from '../../../test/shop-settings-fixture';
import { setShopCurrency } from '../../../lib/format';
import { goToPaymentPage } from '../../../lib/payments';

// Leaving for the provider's page is a whole page load; the tests see where the reader would have gone.
vi.mock('../../../lib/payments', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../lib/payments')>()), goToPaymentPage: vi.fn() }));

const BOOK = { _id: 'book-1', title: 'Himu', author: 'Humayun Ahmed', category: 'Fiction', price: 25, quantity: 5, image: '', inStock: true, orderQuantity: 2 };

function LoginProbe() {
  const location = useLocation();
  return <p>login page {JSON.stringify(location.state)}</p>;
}

function renderCheckout(state: unknown, search = '', client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/checkout', search, state }]}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/login" element={<LoginProbe />} />
          <Route path="/dashboard/user-orders/:id" element={<OrderPageProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function OrderPageProbe() {
  const location = useLocation();
  return (
    <p>
      order page {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, message: 'ok', data }), { status });

/**
 * The server of a signed-in checkout: the shop's settings (SPEC's dollar shop unless given), the reader's saved
 * addresses (none unless given), and `orders` for everything else.
 */
function serverWith(orders: (url: string) => Response = () => new Response('{}', { status: 500 }), addresses: unknown[] = [], settings = publicSettings()) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (url === '/api/addresses' ? ok(addresses) : url === '/api/settings' ? ok(settings) : orders(url)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const orderCalls = (fetchMock: ReturnType<typeof serverWith>) => fetchMock.mock.calls.filter(([url]) => url === '/api/orders');

function signIn() {
  setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
}

afterEach(() => {
  vi.mocked(goToPaymentPage).mockReset();
  setSession(null);
  clearCart();
  sessionStorage.clear();
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
    const fetchMock = serverWith();
    renderCheckout({ book: BOOK });
    expect(screen.getByLabelText('Full Name')).toHaveValue('Nusrat');
    expect(screen.getByLabelText('Email')).toHaveValue('nusrat@boipoka.test');
    for (const label of ['Phone', 'Division', 'District', 'House and road', 'Area (optional)', 'Postal code (optional)', 'Landmark (optional)']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Upazila or thana')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('House and road is required')).toBeInTheDocument();
    expect(screen.getByText('District is required')).toBeInTheDocument();
    // Asked only of API clients without a district: the district's own message says what is missing.
    expect(screen.queryByText(/postal code/i, { selector: 'p' })).toBeNull();
    expect(orderCalls(fetchMock)).toEqual([]);
  });

  it('places one order with an Idempotency-Key and shows the server message on failure', async () => {
    signIn();
    const fetchMock = serverWith(() => new Response(JSON.stringify({ success: false, message: 'Not enough stock for "Himu"' }), { status: 409 }));
    renderCheckout({ book: BOOK });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+880 1711-000000' } });
    fireEvent.change(screen.getByLabelText('House and road'), { target: { value: '12 Road 5' } });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });
    fireEvent.change(screen.getByLabelText('Postal code (optional)'), { target: { value: '1205' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough stock for "Himu"');
    expect(orderCalls(fetchMock)).toHaveLength(1);
    const [url, init] = orderCalls(fetchMock)[0] as [string, RequestInit];
    expect(url).toBe('/api/orders');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(init.body as string)).toMatchObject({ books: [{ book: 'book-1', quantity: 2 }], paymentMethod: 'cod', totalAmount: 59.99 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  });

  it('shows Order Successful! at step 3, then goes to the new order’s page after 2 s, asking for its confirmation banner', async () => {
    signIn();
    serverWith(() => ok({ _id: 'o1' }, 201));
    renderCheckout({ book: BOOK });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01711000000' } });
    fireEvent.change(screen.getByLabelText('House and road'), { target: { value: '12 Road 5' } });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });
    fireEvent.change(screen.getByLabelText('Postal code (optional)'), { target: { value: '1205' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Confirmation').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByText('order page /dashboard/user-orders/o1 {"placed":true}', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  describe('the whole cart (/checkout?from=cart)', () => {
    const GITANJALI = { _id: 'book-2', title: 'Gitanjali', author: 'Rabindranath Tagore', category: 'Poetry', price: 10, quantity: 8, image: '', inStock: true };
    const fill = () => {
      fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01711000000' } });
      fireEvent.change(screen.getByLabelText('House and road'), { target: { value: '12 Road 5' } });
      fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });
      fireEvent.change(screen.getByLabelText('Postal code (optional)'), { target: { value: '1205' } });
    };
    const stubServer = (books: Record<string, unknown>, order = new Response(JSON.stringify({ success: true, message: 'ok', data: { _id: 'o1' } }), { status: 201 })) => {
      const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
        if (url === '/api/orders') return order;
        const book = books[url.split('/').pop()!];
        return new Response(JSON.stringify(book ? { success: true, message: 'ok', data: book } : { success: false, message: 'Book not found' }), { status: book ? 200 : 404 });
      });
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    };

    it('orders every line at the current prices, then empties the cart and keeps the success screen', async () => {
      signIn();
      addToCart(BOOK, 2);
      addToCart({ ...GITANJALI, price: 9 }, 3);
      const fetchMock = stubServer({ 'book-1': BOOK, 'book-2': GITANJALI });
      renderCheckout(null, '?from=cart');
      expect(await screen.findByText('Gitanjali')).toBeInTheDocument();
      // 2 × 25 + 3 × 10 (the price now, not the 9 it was added at) = 80: free shipping, tax 6.40
      await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$86.40'));
      fill();
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
      const order = fetchMock.mock.calls.find(([url]) => url === '/api/orders')!;
      expect(JSON.parse((order[1] as RequestInit).body as string)).toMatchObject({
        books: [
          { book: 'book-1', quantity: 2 },
          { book: 'book-2', quantity: 3 },
        ],
        totalAmount: 86.4,
      });
      expect(getCartLines()).toEqual([]);
      expect(screen.getByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
    });

    it('an order that sells out its own books still ends on Order Successful! with the cart emptied', async () => {
      signIn();
      addToCart({ ...GITANJALI, quantity: 3 }, 3);
      const books: Record<string, unknown> = { 'book-2': { ...GITANJALI, quantity: 3 } };
      let answerOrder: (response: Response) => void = () => undefined;
      const fetchMock = vi.fn(async (url: string) => {
        if (url === '/api/orders') {
          // The order takes the last three copies; the shop's answer comes after the books have been read again.
          books['book-2'] = { ...GITANJALI, quantity: 0, inStock: false };
          return new Promise<Response>((resolve) => (answerOrder = resolve));
        }
        return ok(books[url.split('/').pop()!]);
      });
      vi.stubGlobal('fetch', fetchMock);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
      renderCheckout(null, '?from=cart', client);
      await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$38.39'));
      fill();
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(1));
      // The books are read again (stale) before the shop's answer arrives: they are sold out now, by this very order.
      await client.invalidateQueries();
      await waitFor(() => expect(client.getQueryData(['books', 'detail', 'book-2'])).toMatchObject({ quantity: 0 }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByRole('button', { name: /Processing Order/ })).toBeInTheDocument();
      answerOrder(ok({ _id: 'o1' }, 201));
      expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
      expect(getCartLines()).toEqual([]);
      expect(screen.queryByText('Remove the books that cannot be ordered, then check out.')).not.toBeInTheDocument();
    });

    it('a sold-out line stops the checkout and points back to the cart', async () => {
      signIn();
      addToCart(BOOK, 1);
      stubServer({ 'book-1': { ...BOOK, quantity: 0, inStock: false } });
      renderCheckout(null, '?from=cart');
      expect(await screen.findByText('Remove the books that cannot be ordered, then check out.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
      expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    });

    it('signed out: goes to /login and comes back to the cart checkout', () => {
      addToCart(BOOK, 1);
      renderCheckout(null, '?from=cart');
      expect(screen.getByText(/login page/).textContent).toContain('"search":"?from=cart"');
    });

    it('with an empty cart: No Product Selected', () => {
      signIn();
      renderCheckout(null, '?from=cart');
      expect(screen.getByRole('heading', { name: 'No Product Selected' })).toBeInTheDocument();
    });
  });

  describe('kept for the session (a reload of /checkout)', () => {
    it('comes back to the same book and quantity, priced as the server says now', async () => {
      signIn();
      const first = renderCheckout({ book: BOOK });
      expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
      first.unmount();
      // A reload: no navigation state any more; the book is read again (its price went up to 30).
      const fetchMock = vi.fn(
        async (url: string) =>
          new Response(JSON.stringify({ success: true, message: 'ok', data: { ...BOOK, price: 30, orderQuantity: undefined } }), { status: url === '/api/books/book-1' ? 200 : 404 }),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderCheckout(null);
      expect(await screen.findByText('Quantity: 2')).toBeInTheDocument();
      expect(screen.getByText('Himu')).toBeInTheDocument();
      expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$60.00');
      expect(fetchMock).toHaveBeenCalledWith('/api/books/book-1', expect.anything());
    });

    it('the cart checkout comes back as the cart checkout', async () => {
      signIn();
      addToCart(BOOK, 1);
      renderCheckout(null, '?from=cart').unmount();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'ok', data: BOOK }), { status: 200 })),
      );
      renderCheckout(null);
      expect(await screen.findByText('Quantity: 1')).toBeInTheDocument();
    });

    it('a kept book that is gone: No Product Selected, and nothing kept any more', async () => {
      signIn();
      renderCheckout({ book: BOOK }).unmount();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'Book not found' }), { status: 404 })),
      );
      renderCheckout(null);
      expect(await screen.findByRole('heading', { name: 'No Product Selected' })).toBeInTheDocument();
      expect(sessionStorage.getItem('boipoka:checkout')).toBeNull();
    });
  });

  it('a phone that is no Bangladeshi mobile number is refused before sending, with the reason', async () => {
    signIn();
    const fetchMock = serverWith();
    renderCheckout({ book: BOOK });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+44 20 7946 0958' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please enter a Bangladeshi mobile number, like 01712345678')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(orderCalls(fetchMock)).toEqual([]);
  });

  it('the district is one of the 64, grouped by division; the summary and the total come before Place Order', () => {
    signIn();
    renderCheckout({ book: BOOK });
    const district = screen.getByLabelText('District');
    expect(district.tagName).toBe('SELECT');
    expect(district.querySelectorAll('option[value]:not([value=""])')).toHaveLength(64);
    expect(district.querySelectorAll('optgroup')).toHaveLength(8);
    expect(screen.getByLabelText('Division').querySelectorAll('option:not([value=""])')).toHaveLength(8);
    const button = screen.getByRole('button', { name: 'Place Order' });
    const summary = screen.getByRole('heading', { name: 'Order Summary' });
    const total = screen.getByTestId('pay-total');
    expect(total).toHaveTextContent('$59.99');
    expect(summary.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(total.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('division → district → upazila or city thana: each choice narrows the next, and the order carries the place', async () => {
    signIn();
    const fetchMock = serverWith(() => ok({ _id: 'o1' }, 201));
    renderCheckout({ book: BOOK });
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'Sylhet' } });
    expect([...screen.getByLabelText('District').querySelectorAll('option:not([value=""])')].map((o) => o.textContent)).toEqual(['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet']);
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: '' } });
    // A district chosen first sets its division; the upazilas come once their names have loaded.
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });
    expect(screen.getByLabelText('Division')).toHaveValue('Dhaka');
    const upazila = screen.getByLabelText('Upazila or thana');
    await waitFor(() => expect(upazila).toBeEnabled());
    const groups = [...upazila.querySelectorAll('optgroup')];
    expect(groups.map((g) => [g.getAttribute('label'), g.querySelectorAll('option').length])).toEqual([
      ['Dhaka city thanas', 50],
      ['Upazilas', 5],
    ]);
    fireEvent.change(upazila, { target: { value: 'dhaka/dhanmondi' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01711000000' } });
    fireEvent.change(screen.getByLabelText('House and road'), { target: { value: 'House 7, Road 27' } });
    fireEvent.change(screen.getByLabelText('Area (optional)'), { target: { value: 'Dhanmondi 27' } });
    fireEvent.change(screen.getByLabelText('Landmark (optional)'), { target: { value: 'Behind Rapa Plaza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
    const [, init] = orderCalls(fetchMock)[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string).shippingDetails).toEqual({
      name: 'Nusrat',
      email: 'nusrat@boipoka.test',
      phone: '01711000000',
      address: 'House 7, Road 27',
      city: 'Dhaka',
      postalCode: '',
      division: 'Dhaka',
      district: 'Dhaka',
      upazila: 'dhaka/dhanmondi',
      area: 'Dhanmondi 27',
      landmark: 'Behind Rapa Plaza',
    });
  });

  it('another division lets go of the district and upazila chosen before; a postal code is 4 digits', async () => {
    signIn();
    const fetchMock = serverWith();
    renderCheckout({ book: BOOK });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });
    await waitFor(() => expect(screen.getByLabelText('Upazila or thana')).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Upazila or thana'), { target: { value: 'dhaka/savar' } });
    expect(screen.getByLabelText('Upazila or thana')).toHaveValue('dhaka/savar');
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'Sylhet' } });
    expect(screen.getByLabelText('District')).toHaveValue('');
    expect(screen.getByLabelText('Upazila or thana')).toHaveValue('');
    expect(screen.getByLabelText('Upazila or thana')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Sylhet' } });
    fireEvent.change(screen.getByLabelText('Postal code (optional)'), { target: { value: '31000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('A postal code has 4 digits, like 1205')).toBeInTheDocument();
    expect(orderCalls(fetchMock)).toEqual([]);
  });

  it('after an order, the next checkout starts from the address it went to, not from the list cached before it', async () => {
    signIn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } });
    // What the cache held from the checkout before: no saved address yet.
    client.setQueryData(['addresses', 'u1'], []);
    const remembered = {
      _id: 'a1',
      label: '',
      isDefault: true,
      name: 'Nusrat Jahan',
      phone: '01712345678',
      address: 'House 7, Road 27',
      city: 'Dhaka',
      postalCode: '',
      division: 'Dhaka',
      district: 'Dhaka',
      upazila: 'dhaka/dhanmondi',
      area: 'Dhanmondi 27',
      landmark: 'Behind Rapa Plaza',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    serverWith(() => ok({ _id: 'o2' }, 201), [remembered]);
    renderCheckout({ book: BOOK }, '', client);
    await waitFor(() => expect(screen.getByLabelText('House and road')).toHaveValue('House 7, Road 27'));
    expect(screen.getByLabelText('District')).toHaveValue('Dhaka');
    expect(screen.getByLabelText('Area (optional)')).toHaveValue('Dhanmondi 27');
    expect(screen.getByLabelText('Landmark (optional)')).toHaveValue('Behind Rapa Plaza');
    await waitFor(() => expect(screen.getByLabelText('Upazila or thana')).toHaveValue('dhaka/dhanmondi'));
    expect(screen.getByLabelText('Deliver to a saved address')).toHaveValue('a1');
  });

  it('fills the delivery fields from the default saved address, and from another one when the reader picks it', async () => {
    signIn();
    const saved = (id: string, label: string, isDefault: boolean, fields: Record<string, string | null>) => ({
      _id: id,
      label,
      isDefault,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      ...fields,
    });
    const place = (district: string) => ({ city: district, division: district, district, upazila: null, area: '', landmark: '' });
    const home = saved('a1', 'Home', true, { name: 'Nusrat Jahan', phone: '01712345678', address: '12 Road 5, Dhanmondi', postalCode: '1205', ...place('Dhaka') });
    const office = saved('a2', 'Office', false, { name: 'Nusrat J.', phone: '01811111111', address: '3 Lake Road', postalCode: '3100', ...place('Sylhet') });
    const fetchMock = serverWith(() => ok({ _id: 'o1' }, 201), [home, office]);
    renderCheckout({ book: BOOK });
    await waitFor(() => expect(screen.getByLabelText('House and road')).toHaveValue('12 Road 5, Dhanmondi'));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Nusrat Jahan');
    expect(screen.getByLabelText('Phone')).toHaveValue('01712345678');
    expect(screen.getByLabelText('District')).toHaveValue('Dhaka');
    expect(screen.getByLabelText('Postal code (optional)')).toHaveValue('1205');
    expect(screen.getByLabelText('Email')).toHaveValue('nusrat@boipoka.test');

    const picker = screen.getByLabelText('Deliver to a saved address');
    expect(picker).toHaveValue('a1');
    fireEvent.change(picker, { target: { value: 'a2' } });
    expect(screen.getByLabelText('House and road')).toHaveValue('3 Lake Road');
    expect(screen.getByLabelText('District')).toHaveValue('Sylhet');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
    const [, init] = orderCalls(fetchMock)[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string).shippingDetails).toEqual({
      name: 'Nusrat J.',
      email: 'nusrat@boipoka.test',
      phone: '01811111111',
      address: '3 Lake Road',
      city: 'Sylhet',
      postalCode: '3100',
      division: 'Sylhet',
      district: 'Sylhet',
    });
  });

  describe('in a Taka shop (issue 31)', () => {
    afterEach(() => setShopCurrency('USD'));

    it('charges by the zone of the chosen district, says its days, shows no tax, and orders the total it showed', async () => {
      signIn();
      const fetchMock = serverWith(() => ok({ _id: 'o1' }, 201), [], publicSettings('BDT'));
      renderCheckout({ book: { ...BOOK, price: 350, orderQuantity: 1 } });
      const total = screen.getByTestId('pay-total');
      // No district yet: the range of the zones' charges.
      await waitFor(() => expect(total).toHaveTextContent('৳410–৳470'));
      fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Sylhet' } });
      expect(total).toHaveTextContent('৳470');
      expect(screen.getByTestId('summary-shipping')).toHaveTextContent('৳120');
      expect(screen.getByTestId('summary-zone')).toHaveTextContent('Outside Dhaka: 3–5 days');
      expect(screen.queryByTestId('summary-tax')).not.toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'Dhaka' } });
      fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Gazipur' } });
      expect(total).toHaveTextContent('৳450');
      expect(screen.getByTestId('summary-zone')).toHaveTextContent('Dhaka suburbs: 2–3 days');
      // Dhaka city's thanas are Inside Dhaka: the thana decides.
      fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });
      fireEvent.change(screen.getByLabelText('Upazila or thana'), { target: { value: 'dhaka/dhanmondi' } });
      expect(total).toHaveTextContent('৳410');
      expect(screen.getByTestId('summary-zone')).toHaveTextContent('Inside Dhaka: 1–2 days');
      fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'Sylhet' } });
      fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Sylhet' } });
      fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01711000000' } });
      fireEvent.change(screen.getByLabelText('House and road'), { target: { value: '3 Lake Road' } });
      fireEvent.change(screen.getByLabelText('Postal code (optional)'), { target: { value: '3100' } });
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
      const [, init] = orderCalls(fetchMock)[0] as [string, RequestInit];
      expect(JSON.parse(init.body as string)).toMatchObject({ totalAmount: 470, shippingDetails: { district: 'Sylhet' } });
    });
  });
  describe('paying online (issue 32)', () => {
    const METHODS = { currency: 'BDT', methods: ['cod', 'bkash', 'sslcommerz'], holdMinutes: 30 };
    const fill = () => {
      fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01711000000' } });
      fireEvent.change(screen.getByLabelText('House and road'), { target: { value: '12 Road 5' } });
      fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });
    };
    /** The shop offering `methods`; the order o7 placed; `start` answering the start of its payment. */
    const payingServer = (start: () => Response, methods: unknown = METHODS) =>
      serverWith((url) => {
        if (url === '/api/payments/methods') return ok(methods);
        if (url === '/api/orders') return ok({ _id: 'o7' }, 201);
        if (url === '/api/payments/orders/o7/start') return start();
        return new Response('{}', { status: 500 });
      });

    it('offers the methods the shop gives, in its order, the first chosen, with how long the books are held; no “Coming soon”', async () => {
      signIn();
      payingServer(() => ok({ redirectUrl: 'x' }));
      renderCheckout({ book: BOOK });
      const group = screen.getByRole('group', { name: 'Payment Method' });
      await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(3));
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.querySelector('.font-semibold')?.textContent),
      ).toEqual(['Cash on Delivery', 'bKash', 'Card, Nagad, Rocket or bank (SSLCommerz)']);
      expect(within(group).getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
      expect(screen.queryByText(/Coming soon/i)).not.toBeInTheDocument();
      expect(screen.queryByText(/Credit \/ Debit Card/)).not.toBeInTheDocument();
      // The hold is said under each online method only.
      expect(within(group).getAllByText("We hold your order's books for 30 minutes while you pay.")).toHaveLength(2);
      expect(within(group).getByRole('radio', { name: /bKash/ })).toHaveAccessibleDescription(/30 minutes/);
      expect(within(group).getByRole('radio', { name: /Cash on Delivery/ })).not.toHaveAccessibleDescription(/minutes/);
      expect(screen.getByTestId('pay-total')).toHaveTextContent('To pay on delivery');
      fireEvent.click(within(group).getByRole('radio', { name: /bKash/ }));
      expect(screen.getByTestId('pay-total')).toHaveTextContent('To pay now');
    });

    it('a shop offering only online payment starts on its first method', async () => {
      signIn();
      payingServer(() => ok({ redirectUrl: 'x' }), { currency: 'BDT', methods: ['sslcommerz'], holdMinutes: 15 });
      renderCheckout({ book: BOOK });
      expect(await screen.findByRole('radio', { name: /SSLCommerz/ })).toBeChecked();
      expect(screen.queryByRole('radio', { name: /Cash on Delivery/ })).not.toBeInTheDocument();
    });

    it('with bKash: places the order to be paid by bKash, starts its payment in the page’s language and sends the reader to bKash', async () => {
      signIn();
      const fetchMock = payingServer(() => ok({ redirectUrl: 'https://pay.example/bkash/checkout?id=7' }));
      renderCheckout({ book: BOOK });
      fireEvent.click(await screen.findByRole('radio', { name: /bKash/ }));
      fill();
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('https://pay.example/bkash/checkout?id=7'));
      expect(screen.getByRole('status')).toHaveTextContent('Taking you to bKash to pay...');
      const [, placed] = orderCalls(fetchMock)[0] as [string, RequestInit];
      expect(JSON.parse(placed.body as string)).toMatchObject({ paymentMethod: 'bkash', books: [{ book: 'book-1', quantity: 2 }] });
      const start = fetchMock.mock.calls.find(([url]) => url === '/api/payments/orders/o7/start')!;
      expect((start[1] as RequestInit).method).toBe('POST');
      expect(JSON.parse((start[1] as RequestInit).body as string)).toEqual({ method: 'bkash', locale: 'en' });
      // No trip to the order's page meanwhile: the reader is leaving for bKash.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(/order page/)).not.toBeInTheDocument();
    });

    it('when the provider cannot be reached, the reader lands on the order, told why (to try again or pay on delivery there)', async () => {
      signIn();
      payingServer(() => new Response(JSON.stringify({ success: false, message: 'bKash cannot be reached just now' }), { status: 503 }));
      renderCheckout({ book: BOOK });
      fireEvent.click(await screen.findByRole('radio', { name: /SSLCommerz/ }));
      fill();
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByText(/order page \/dashboard\/user-orders\/o7/)).toHaveTextContent('"paymentError":"bKash cannot be reached just now"');
      expect(goToPaymentPage).not.toHaveBeenCalled();
    });

    it('without an answer about the methods, offers cash on delivery as before', async () => {
      signIn();
      const fetchMock = serverWith(() => new Response('{}', { status: 500 }));
      renderCheckout({ book: BOOK });
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/payments/methods', expect.anything()));
      expect(screen.getAllByRole('radio')).toHaveLength(1);
      expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    });
  });
  describe('a promo code (issue 35)', () => {
    function fill() {
      fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+880 1711-000000' } });
      fireEvent.change(screen.getByLabelText('House and road'), { target: { value: '12 Road 5' } });
      fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Dhaka' } });
    }

    it('the server says what a code takes off; the summary and the order carry it, priced as the server will', async () => {
      signIn();
      const fetchMock = serverWith((url) =>
        url === '/api/promotions/check'
          ? ok({ code: 'BOIMELA25', kind: 'percent', percent: 25, amountMinor: null, currency: 'USD', eligibleBookIds: ['book-1'], discount: 12.5 })
          : ok({ _id: 'order-9' }, 201),
      );
      renderCheckout({ book: BOOK });
      fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'boimela25' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Code applied: $12.50 off.')).toBeInTheDocument();
      const [, checkInit] = fetchMock.mock.calls.find(([url]) => url === '/api/promotions/check')! as [string, RequestInit];
      expect(JSON.parse(checkInit.body as string)).toEqual({ code: 'boimela25', books: [{ book: 'book-1', quantity: 2 }] });
      // $50 of books, 25% off: $12.50; the $37.50 left pays $5.99 delivery and 8% tax ($3.00).
      expect(screen.getByTestId('summary-discount')).toHaveTextContent('−$12.50');
      expect(screen.getByTestId('summary-total')).toHaveTextContent('$46.49');
      expect(screen.getByLabelText('Promo code')).toHaveValue('BOIMELA25');
      fill();
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(1));
      const [, init] = orderCalls(fetchMock)[0] as [string, RequestInit];
      expect(JSON.parse(init.body as string)).toMatchObject({ promoCode: 'BOIMELA25', totalAmount: 46.49 });
    });

    it('a removed code prices the order without it again', async () => {
      signIn();
      serverWith((url) =>
        url === '/api/promotions/check' ? ok({ code: 'SHIPFREE', kind: 'free_delivery', percent: null, amountMinor: null, currency: 'USD', eligibleBookIds: ['book-1'], discount: 0 }) : ok({}),
      );
      renderCheckout({ book: BOOK });
      fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'shipfree' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Code applied: free delivery.')).toBeInTheDocument();
      expect(screen.getByTestId('summary-shipping')).toHaveTextContent('Free');
      expect(screen.getByTestId('summary-total')).toHaveTextContent('$54.00');
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
      expect(screen.getByTestId('summary-total')).toHaveTextContent('$59.99');
      expect(screen.getByLabelText('Promo code')).toHaveValue('');
    });

    it('a refused code says why, in the server’s words, and the order is priced without it', async () => {
      signIn();
      serverWith((url) =>
        url === '/api/promotions/check'
          ? new Response(JSON.stringify({ success: false, message: 'This promo code has expired', errors: [{ path: 'code', message: 'This promo code has expired' }] }), { status: 400 })
          : ok({}),
      );
      renderCheckout({ book: BOOK });
      fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'OLD10' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('This promo code has expired')).toBeInTheDocument();
      expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByTestId('summary-discount')).toBeNull();
      expect(screen.getByTestId('summary-total')).toHaveTextContent('$59.99');
    });
  });
});
