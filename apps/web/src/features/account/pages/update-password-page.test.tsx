import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../../lib/session';
import { UpdatePasswordPage } from './update-password-page';
import { jsonResponse as json } from '../../../test/render-with-providers';

let fetchMock: ReturnType<typeof vi.fn>;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UpdatePasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    current: screen.getByLabelText('Current Password'),
    next: screen.getByLabelText('New Password'),
    confirm: screen.getByLabelText('Confirm New Password'),
    submit: screen.getByRole('button', { name: 'Update Password' }),
  };
}

beforeEach(() => {
  setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' }, accessToken: 'a', refreshToken: 'r' });
  fetchMock = vi.fn(async () => json({ success: true, message: 'Password updated', data: null }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('UpdatePasswordPage', () => {
  it('checks the four rules in order and clears the message on any edit', async () => {
    const user = userEvent.setup();
    const f = renderPage();

    await user.click(f.submit);
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');

    await user.type(f.current, 'secret1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(f.next, 'abc');
    await user.type(f.confirm, 'abd');
    await user.click(f.submit);
    // Too short wins over mismatch.
    expect(screen.getByRole('alert')).toHaveTextContent('New password must be at least 6 characters long');

    await user.clear(f.next);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(f.next, 'secret2');
    await user.click(f.submit);
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');

    await user.clear(f.next);
    await user.type(f.next, 'secret1');
    await user.clear(f.confirm);
    await user.type(f.confirm, 'secret1');
    await user.click(f.submit);
    expect(screen.getByRole('alert')).toHaveTextContent('New password must be different from current password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('updates the password, resets the form and keeps the shopper signed in', async () => {
    const user = userEvent.setup();
    const f = renderPage();
    await user.type(f.current, 'secret1');
    await user.type(f.next, 'secret2');
    await user.type(f.confirm, 'secret2');
    await user.click(f.submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully!');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/users/update-password');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({ currentPassword: 'secret1', newPassword: 'secret2' });
    expect(f.current).toHaveValue('');
    expect(f.next).toHaveValue('');
    expect(f.confirm).toHaveValue('');
    expect(getSession()).not.toBeNull();
    await user.type(f.current, 'x');
    expect(screen.queryByText('Password updated successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's message when the current password is wrong", async () => {
    fetchMock.mockImplementation(async () => json({ success: false, message: 'Current password is incorrect' }, 400));
    const user = userEvent.setup();
    const f = renderPage();
    await user.type(f.current, 'wrong1');
    await user.type(f.next, 'secret2');
    await user.type(f.confirm, 'secret2');
    await user.click(f.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });

  it('shows Updating Password... while the call runs', async () => {
    let finish: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    const f = renderPage();
    await user.type(f.current, 'secret1');
    await user.type(f.next, 'secret2');
    await user.type(f.confirm, 'secret2');
    await user.click(f.submit);
    expect(await screen.findByRole('button', { name: 'Updating Password...' })).toBeDisabled();
    finish(json({ success: true, message: 'ok', data: null }));
    expect(await screen.findByRole('button', { name: 'Update Password' })).toBeEnabled();
  });
});
