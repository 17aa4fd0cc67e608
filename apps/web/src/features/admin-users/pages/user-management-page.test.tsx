import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@boipoka/shared';
import { clearSession, setSession } from '../../../lib/session';
import { UserManagementPage } from './user-management-page';
import { renderWithProviders, jsonResponse as json } from '../../../test/render-with-providers';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

function user(index: number, role: User['role'] = 'user'): User {
  return { _id: `u${index}`, name: `Reader ${index}`, email: `reader${index}@boipoka.test`, role, locale: 'en', createdAt: '2026-03-05T10:00:00.000Z' };
}

function renderPage() {
  return renderWithProviders(<UserManagementPage />);
}

beforeEach(() => {
  vi.clearAllMocks();
  setSession({ user: { _id: 'admin', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'tok', refreshToken: 'ref' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('User Management', () => {
  it('shows 5 users per page with Block on customers and nothing on admins', async () => {
    const users = [user(1, 'admin'), user(2), user(3, 'Blocked'), user(4), user(5), user(6), user(7)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, message: 'ok', data: users })),
    );
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const adminRow = within(table).getByText('Reader 1').closest('tr') as HTMLElement;
    expect(within(adminRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(adminRow).getByText('admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block Reader 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock Reader 3' })).toBeInTheDocument();
    expect(within(adminRow).getByText('March 5, 2026')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Reader 7')).toBeInTheDocument();
    expect(screen.queryByText('Reader 2')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^User Management/);
  });

  it('blocks a user and updates the row from data.role of the answer', async () => {
    let sent: unknown;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          expect(String(input)).toBe('/api/users/u2/status');
          sent = JSON.parse(String(init.body));
          return json({ success: true, message: 'ok', data: { ...user(2), role: 'Blocked' } });
        }
        return json({ success: true, message: 'ok', data: [user(2)] });
      }),
    );
    const ui = userEvent.setup();
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Block Reader 2' }));
    await ui.click(within(screen.getByRole('dialog', { name: 'Block Reader 2?' })).getByRole('button', { name: 'Yes, block' }));
    expect(await screen.findByRole('button', { name: 'Unblock Reader 2' })).toBeInTheDocument();
    expect(sent).toEqual({ status: 'Blocked' });
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith('User blocked');
  });

  it('asks once before Block, and does nothing on Not now; Unblock goes at once', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          sent.push(JSON.parse(String(init.body)));
          return json({ success: true, message: 'ok', data: { ...user(3), role: 'user' } });
        }
        return json({ success: true, message: 'ok', data: [user(2), user(3, 'Blocked')] });
      }),
    );
    const ui = userEvent.setup();
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Block Reader 2' }));
    const asked = screen.getByRole('dialog', { name: 'Block Reader 2?' });
    expect(asked).toHaveTextContent('They can no longer sign in or place orders until you unblock them.');
    // The name is the reader's own, marked with its script.
    expect(within(asked).getByText('Reader 2')).toHaveAttribute('lang', 'en');
    await ui.click(within(asked).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Block Reader 2' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Unblock Reader 3' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'user' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Failed to update user status' in a red banner when the change is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'PATCH' ? json({ success: false, message: 'x' }, 500) : json({ success: true, message: 'ok', data: [user(2)] }),
      ),
    );
    const ui = userEvent.setup();
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Block Reader 2' }));
    await ui.click(screen.getByRole('button', { name: 'Yes, block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update user status');
    expect(screen.getByRole('button', { name: 'Block Reader 2' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch users' on a non-OK answer and the token message without a session", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, message: 'boom' }, 500)),
    );
    const first = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
    first.unmount();
    clearSession();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not found. Please log in again.');
  });

  it('searches by name or email and goes back to page 1', async () => {
    const users = Array.from({ length: 12 }, (_, i) => user(i + 1));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, message: 'ok', data: users })),
    );
    const ui = userEvent.setup();
    renderPage();
    await ui.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Reader 11')).toBeInTheDocument();
    await ui.type(screen.getByPlaceholderText('Search by name or email...'), 'reader1');
    await waitFor(() => expect(screen.getByText('Reader 1')).toBeInTheDocument());
    expect(screen.getAllByRole('row')).toHaveLength(5); // header + Reader 1, 10, 11, 12
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
