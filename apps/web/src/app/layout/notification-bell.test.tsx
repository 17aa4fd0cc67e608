import type { Notification } from '@boipoka/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../lib/i18n';
import { setSession } from '../../lib/session';
import { jsonResponse as json, renderWithProviders } from '../../test/render-with-providers';
import { notificationLink, notificationText } from '../../features/notifications';
import { formatMoney } from '../../lib/format';
import { NotificationBell } from './notification-bell';

const ORDER = '11111111-aaaa-4aaa-8aaa-0000000000ab';
const NOTES: Notification[] = [
  { _id: 'n2', kind: 'order-status-changed', data: { orderId: ORDER, from: 'pending', to: 'processing' }, readAt: null, createdAt: '2026-11-25T10:00:00.000Z' },
  { _id: 'n1', kind: 'order-status-changed', data: { orderId: ORDER, from: 'processing', to: 'completed' }, readAt: '2026-11-25T11:00:00.000Z', createdAt: '2026-11-25T09:00:00.000Z' },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setSession({ user: { _id: 'u1', name: 'Nusrat', email: 'nusrat@boipoka.test', role: 'user' }, accessToken: 'token-u1', refreshToken: 'r' });
  let notes = [...NOTES];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url.endsWith('/read-all')) {
      notes = notes.map((n) => ({ ...n, readAt: n.readAt ?? '2026-11-25T12:00:00.000Z' }));
      return json({ success: true, message: 'ok', data: { unreadCount: 0 } });
    }
    const unreadCount = notes.filter((n) => !n.readAt).length;
    return json({ success: true, message: 'ok', data: { notifications: notes, unreadCount, pagination: { currentPage: 1, totalPages: 1, total: notes.length, limit: 10 }, pollSeconds: 30 } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe('the bell', () => {
  it('names its unread count, opens on its list with focus inside, links each to the order, marks all read, closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell userId="u1" />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('bell-count')).toHaveTextContent('1');
    // Asked as the signed-in user: only their own notifications exist for them.
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications?page=1&limit=10', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-u1' }) }));
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications, 1 unread' });
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    const link = within(panel).getByRole('link', { name: `Unread: Your order ${ORDER.slice(-8)} is now Processing.` });
    expect(link).toHaveAttribute('href', `/dashboard/user-orders/${ORDER}`);
    expect(within(panel).getByRole('link', { name: `Your order ${ORDER.slice(-8)} is now Completed.` })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications/read-all', expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ Authorization: 'Bearer token-u1' }) }));
    expect(screen.queryByTestId('bell-count')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toHaveFocus();
  });
});

describe('notification texts come from kind and data, in both languages', () => {
  const placed: Notification = { _id: 'a', kind: 'order-placed', data: { orderId: ORDER, customerName: 'Nusrat', totalPrice: 27.59, items: 2 }, readAt: null, createdAt: '2026-11-25T10:00:00.000Z' };
  const low: Notification = { _id: 'b', kind: 'low-stock', data: { bookId: 'b1', title: 'Lalsalu', quantity: 3 }, readAt: null, createdAt: '2026-11-25T10:00:00.000Z' };
  const out: Notification = { ...low, data: { ...low.data, quantity: 0 } };

  it('in English', () => {
    expect(notificationText(NOTES[0]!)).toBe(`Your order ${ORDER.slice(-8)} is now Processing.`);
    expect(notificationText(placed)).toBe(`New order ${ORDER.slice(-8)} from Nusrat: 2 books, $27.59.`);
    expect(notificationText(low)).toBe('Low stock: only 3 copies of “Lalsalu” left.');
    expect(notificationText(out)).toBe('Sold out: no copies of “Lalsalu” left.');
    // Orders are named by their number; a notification from before numbers, by its id's end.
    expect(notificationText({ ...placed, data: { ...placed.data, orderNumber: 'BP-000042' } })).toBe('New order BP-000042 from Nusrat: 2 books, $27.59.');
  });

  const cancelled: Notification = {
    _id: 'c',
    kind: 'order-cancelled',
    data: { orderId: ORDER, orderNumber: 'BP-000042', customerName: 'Nusrat', totalPrice: 27.59, items: 2 },
    readAt: null,
    createdAt: '2026-11-25T11:00:00.000Z',
  };
  const placedThenCancelled: Notification = { ...placed, readAt: '2026-11-25T11:00:00.000Z', data: { ...placed.data, orderNumber: 'BP-000042', cancelled: true } };

  it('a customer’s cancellation, and the new order it cancelled (no longer new), lead to the admin’s order page, in English', () => {
    expect(notificationText(cancelled)).toBe('Nusrat cancelled order BP-000042: 2 books, $27.59.');
    expect(notificationText({ ...cancelled, data: { ...cancelled.data, items: 1 } })).toBe('Nusrat cancelled order BP-000042: 1 book, $27.59.');
    expect(notificationText(placedThenCancelled)).toBe('Order BP-000042 from Nusrat (2 books, $27.59) was later cancelled.');
    expect(notificationText(placedThenCancelled)).not.toMatch(/new order/i);
    expect(notificationLink(cancelled)).toBe(`/dashboard/order-dashboard/${ORDER}`);
  });

  it('a customer’s cancellation, and the new order it cancelled, in Bangla with Bangla digits', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    expect(notificationText(cancelled)).toBe(`Nusrat অর্ডার BP-000042 বাতিল করেছেন: ২টি বই, ${formatMoney(27.59)}।`);
    expect(notificationText(placedThenCancelled)).toBe(`Nusrat-এর অর্ডার BP-000042 (২টি বই, ${formatMoney(27.59)}) পরে বাতিল হয়েছে।`);
    expect(notificationText(placedThenCancelled)).not.toContain('নতুন');
  });

  it('in Bangla, with Bangla digits', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    await catalogsReady();
    expect(notificationText(NOTES[0]!)).toBe(`আপনার অর্ডার ${ORDER.slice(-8)} এখন প্রসেসিং।`);
    expect(notificationText(placed)).toBe(`Nusrat নতুন অর্ডার ${ORDER.slice(-8)} দিয়েছেন: ২টি বই, ${formatMoney(27.59)}।`);
    expect(formatMoney(27.59)).toContain('২৭.৫৯');
    expect(notificationText(low)).toBe('স্টক কম: “Lalsalu” আর মাত্র ৩ কপি আছে।');
  });
});
