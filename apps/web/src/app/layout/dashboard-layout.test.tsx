import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, type SessionUser } from '../../lib/session';
import { DashboardLayout } from './dashboard-layout';
import { jsonResponse as json } from '../../test/render-with-providers';

function renderShell(user: SessionUser | null) {
  if (user) setSession({ user, accessToken: 'a', refreshToken: 'r' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayout />}>
            <Route index element={<p>welcome content</p>} />
          </Route>
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ success: true, message: 'ok', data: { role: 'user', myOrders: 7, pendingOrders: 2, totalSpent: 80 } })),
  );
});
afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('DashboardLayout', () => {
  it('sends a visitor without a signed-in role to /login', () => {
    renderShell(null);
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it("shows a customer's menu, name, role and real order count", async () => {
    renderShell({ _id: 'u1', name: 'Nusrat', email: 'n@boipoka.test', role: 'user' });
    const menu = screen.getAllByRole('navigation', { name: 'Dashboard menu' })[0];
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Update Password', '/dashboard/user-pass'],
      ['My Orders', '/dashboard/user-orders'],
      ['My Wishlist', '/dashboard/wishlist'],
      ['My Addresses', '/dashboard/addresses'],
      ['My Profile', '/dashboard/user-route3'],
    ]);
    expect(screen.getByText('user Account')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('sidebar-figure')).toHaveTextContent('7'));
    expect(screen.getByText('welcome content')).toBeInTheDocument();
  });

  it("shows an admin's menu; 'User' when the name is missing", () => {
    renderShell({ _id: 'a1', name: '', email: 'a@boipoka.test', role: 'admin' });
    const menu = screen.getAllByRole('navigation', { name: 'Dashboard menu' })[0];
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/dashboard/book-form',
      '/dashboard/book-list',
      '/dashboard/categories',
      '/dashboard/user-management',
      '/dashboard/order-dashboard',
      '/dashboard/promotions',
      '/dashboard/sales',
      '/dashboard/book-requests',
      '/dashboard/reports',
      '/dashboard/audit',
      '/dashboard/messages',
      '/dashboard/outbox',
      '/dashboard/reviews',
      '/dashboard/settings',
    ]);
    expect(screen.getByText('User')).toBeInTheDocument();
    expect(screen.getByText('admin Account')).toBeInTheDocument();
  });

  it('opens the small-screen drawer and closes it on Escape and on an outside click', () => {
    renderShell({ _id: 'u1', name: 'Nusrat', email: 'n@boipoka.test', role: 'user' });
    const toggle = screen.getByRole('button', { name: 'Dashboard menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByTestId('dashboard-overlay'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
