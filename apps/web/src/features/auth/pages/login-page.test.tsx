import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteInfo } from '@boipoka/shared';
import { clearSession } from '../../../lib/session';
import { siteInfoQuery } from '../../../lib/site-info';
import { jsonResponse } from '../../../test/render-with-providers';
import { LoginPage } from './login-page';

const DEMO_SITE: SiteInfo = {
  demo: true,
  demoAccounts: [
    { role: 'user', email: 'reader@demo.example', password: 'reader-demo-pass' },
    { role: 'admin', email: 'admin@demo.example', password: 'admin-demo-pass' },
  ],
};

/** The server's word on the shop (GET /api/site), as the page would have read it. */
function renderLogin(site: SiteInfo = DEMO_SITE) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(siteInfoQuery().queryKey, site);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LoginPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('in a demo shop, fills the reader demo account the server named 200 ms after User Login', () => {
    renderLogin();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    fireEvent.click(screen.getByRole('button', { name: 'User Login' }));
    act(() => vi.advanceTimersByTime(199));
    expect(email).toHaveValue('');
    act(() => vi.advanceTimersByTime(1));
    expect(email).toHaveValue('reader@demo.example');
    expect(password).toHaveValue('reader-demo-pass');
  });

  it('in a demo shop, fills the admin demo account 200 ms after Admin Login', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Admin Login' }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.example');
    expect(screen.getByLabelText('Password')).toHaveValue('admin-demo-pass');
  });

  it('in a real shop, offers no demo account at all', () => {
    renderLogin({ demo: false });
    expect(screen.queryByRole('button', { name: 'User Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin Login' })).toBeNull();
    expect(screen.queryByText('Try a demo account')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('keeps the language the person signs in with on their account (the shop’s e-mails use it)', async () => {
    vi.useRealTimers();
    const user = { _id: 'u1', name: 'Reader', email: 'a@b.test', role: 'user', createdAt: '2026-11-01T00:00:00.000Z', locale: 'bn' };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/users/login')) return jsonResponse({ success: true, message: 'Login successful', data: { user, accessToken: 'a', refreshToken: 'r' } });
      return jsonResponse({ success: true, message: 'Profile updated successfully', data: { ...user, locale: JSON.parse(String(init?.body)).locale } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/users/profile'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/users/profile'))!;
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ locale: 'en' });
    vi.unstubAllGlobals();
    clearSession();
  });

  it('shows and hides the password with a pressed toggle', () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: /show password/i });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: /hide password/i })).toHaveAttribute('aria-pressed', 'true');
  });
});
