import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../../lib/session';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { publicSettings } from '../../../test/shop-settings-fixture';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

const BOOK = { _id: 'book-1', title: 'Himu', price: 25, quantity: 5, orderQuantity: 2 };
const FROM_CHECKOUT = { from: { pathname: '/checkout', search: '', hash: '', state: { book: BOOK } }, reason: 'checkout' };
const USER = { _id: 'u9', name: 'Nabila', email: 'nabila@boipoka.test', role: 'user' };

function CheckoutProbe() {
  const location = useLocation();
  return <p>checkout page {JSON.stringify(location.state)}</p>;
}

function renderAt(path: string, state: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/checkout" element={<CheckoutProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('sign-up on the way to the checkout', () => {
  it("login → 'Sign up' → account created → signed in → back at the checkout with the same book and quantity", async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/api/users/register') return json({ success: true, message: 'Registration successful', data: USER }, 201);
      if (url === '/api/users/login') return json({ success: true, message: 'Login successful', data: { user: USER, accessToken: 'a', refreshToken: 'r' } });
      return json({ success: false, message: 'not here' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/login', FROM_CHECKOUT);
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    fireEvent.change(await screen.findByLabelText('Full Name'), { target: { value: 'Nabila' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nabila@boipoka.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const landed = await screen.findByText(/checkout page/);
    expect(JSON.parse(landed.textContent!.replace('checkout page ', ''))).toEqual({ book: BOOK });
    expect(getSession()?.user.email).toBe('nabila@boipoka.test');
    const login = fetchMock.mock.calls.find(([url]) => url === '/api/users/login')!;
    expect(JSON.parse((login[1] as RequestInit).body as string)).toEqual({ email: 'nabila@boipoka.test', password: 'secret123' });
  });

  it("'Sign in' from the sign-up page keeps where the shopper was going", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, message: 'Login successful', data: { user: USER, accessToken: 'a', refreshToken: 'r' } })),
    );
    const user = userEvent.setup();
    renderAt('/register', FROM_CHECKOUT);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'nabila@boipoka.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const landed = await screen.findByText(/checkout page/, undefined, { timeout: 4000 });
    expect(landed.textContent).toContain('"orderQuantity":2');
  });
});

describe('the terms box', () => {
  it('links “Terms of Service” and “Privacy Policy” to their pages in a new tab, and ticking the box stays a separate act', async () => {
    const user = userEvent.setup();
    renderAt('/register', null);
    fireEvent.change(await screen.findByLabelText('Full Name'), { target: { value: 'Nabila' } });
    const box = screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    const terms = screen.getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute('href', '/privacy');
    await user.click(box);
    expect(box).toBeChecked();
    // What was typed is still there: the page never left.
    expect(screen.getByLabelText('Full Name')).toHaveValue('Nabila');
  });
});

describe("the new member's discount at sign-up (issue 35)", () => {
  it('is promised only while the shop gives it, with its percent', () => {
    const claim = renderWithProviders(<RegisterPage />, { route: '/register', path: '/register', settings: publicSettings('USD', { newMemberDiscountPercent: 15 }) });
    expect(screen.getByTestId('member-claim')).toHaveTextContent('New members get 15% off their first order.');
    claim.unmount();
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register', settings: publicSettings('USD') });
    expect(screen.queryByTestId('member-claim')).not.toBeInTheDocument();
    expect(screen.queryByText(/new members/i)).not.toBeInTheDocument();
  });
});
