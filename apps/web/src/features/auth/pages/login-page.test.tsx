import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';

function renderLogin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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

  it('fills the reader demo account 200 ms after User Login', () => {
    renderLogin();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    fireEvent.click(screen.getByRole('button', { name: 'User Login' }));
    act(() => vi.advanceTimersByTime(199));
    expect(email).toHaveValue('');
    act(() => vi.advanceTimersByTime(1));
    expect(email).toHaveValue('reader@boipoka.test');
    expect(password).toHaveValue('reader123');
  });

  it('fills the admin demo account 200 ms after Admin Login', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Admin Login' }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@boipoka.test');
    expect(screen.getByLabelText('Password')).toHaveValue('admin123');
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
