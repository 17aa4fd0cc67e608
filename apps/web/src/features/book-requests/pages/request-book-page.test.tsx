import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { clearSession, setSession } from '../../../lib/session';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { RequestBookPage } from './request-book-page';

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
  auth: string | null;
  language: string | null;
}

/** The API as the form sees it: POST /api/book-requests answered by `answer`. */
function stubApi(
  answer: (body: Record<string, unknown>) => Response = (body) =>
    json({ success: true, message: 'Thank you!', data: { _id: 'r1', title: body.title, author: body.author ?? null, createdAt: '2026-11-29T10:00:00.000Z' } }, 201),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const headers = new Headers(init?.headers);
      calls.push({ method: init?.method ?? 'GET', url: String(input), body, auth: headers.get('Authorization'), language: headers.get('Accept-Language') });
      return answer(body);
    }),
  );
  return calls;
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Request a book', () => {
  it('fills the title from ?title=, checks by the API’s rules (a visitor needs a contact) and sends nothing until it fits', async () => {
    const calls = stubApi();
    const ui = userEvent.setup();
    renderWithProviders(<RequestBookPage />, { route: '/request-a-book?title=Masud%20Rana' });
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Masud Rana');
    await ui.click(screen.getByRole('button', { name: 'Request this book' }));
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveAccessibleDescription('Give a phone number or an e-mail address so we can tell you');
    expect(screen.getByLabelText('E-mail (optional)')).toHaveAccessibleDescription('Give a phone number or an e-mail address so we can tell you');
    await ui.type(screen.getByLabelText('Mobile number (optional)'), '12345');
    await ui.click(screen.getByRole('button', { name: 'Request this book' }));
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveAccessibleDescription('Phone must be a Bangladeshi mobile number (01XXXXXXXXX)');
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveFocus();
    await ui.clear(title);
    await ui.click(screen.getByRole('button', { name: 'Request this book' }));
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(calls).toHaveLength(0);
  });

  it('sends a visitor’s request and thanks them; the form empties', async () => {
    const calls = stubApi();
    const ui = userEvent.setup();
    renderWithProviders(<RequestBookPage />, { route: '/request-a-book' });
    await ui.type(await screen.findByLabelText('Title'), 'Tin Goyenda 1');
    await ui.type(screen.getByLabelText('Author (optional)'), 'Rakib Hassan');
    await ui.type(screen.getByLabelText('Mobile number (optional)'), '01712 345678');
    await ui.click(screen.getByRole('button', { name: 'Request this book' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! We will tell you when “Tin Goyenda 1” is in the shop.');
    expect(calls).toEqual([{ method: 'POST', url: '/api/book-requests', body: { title: 'Tin Goyenda 1', author: 'Rakib Hassan', phone: '01712 345678' }, auth: null, language: 'en' }]);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('a signed-in reader needs no contact, and the request goes with the account', async () => {
    setSession({ user: { _id: 'u1', name: 'Karim', email: 'karim@example.test', role: 'user' }, accessToken: 'tok', refreshToken: 'ref' });
    const calls = stubApi();
    const ui = userEvent.setup();
    renderWithProviders(<RequestBookPage />, { route: '/request-a-book' });
    await ui.type(await screen.findByLabelText('Title'), 'Feluda Samagra');
    await ui.click(screen.getByRole('button', { name: 'Request this book' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ body: { title: 'Feluda Samagra' }, auth: 'Bearer tok' });
  });

  it('shows the server’s refusal under its field', async () => {
    stubApi(() => json({ success: false, message: 'Invalid email', errors: [{ path: 'email', message: 'Invalid email' }] }, 400));
    const ui = userEvent.setup();
    renderWithProviders(<RequestBookPage />, { route: '/request-a-book' });
    await ui.type(await screen.findByLabelText('Title'), 'Himu');
    await ui.type(screen.getByLabelText('E-mail (optional)'), 'a@b.co');
    await ui.click(screen.getByRole('button', { name: 'Request this book' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail (optional)')).toHaveAccessibleDescription('Invalid email'));
  });

  it('reads in Bangla and thanks in Bangla', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    try {
      const calls = stubApi();
      const ui = userEvent.setup();
      renderWithProviders(<RequestBookPage />, { route: '/bn/request-a-book?title=%E0%A6%89%E0%A6%AA%E0%A6%A8%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%B8' });
      expect(await screen.findByRole('heading', { level: 1, name: 'বইয়ের অনুরোধ' })).toBeInTheDocument();
      expect(screen.getByLabelText('বইয়ের নাম')).toHaveValue('উপন্যাস');
      await ui.click(screen.getByRole('button', { name: 'বইটি চাই' }));
      expect(screen.getByLabelText('ইমেইল (ঐচ্ছিক)')).toHaveAccessibleDescription('আপনাকে জানাতে একটি ফোন নম্বর বা ইমেইল ঠিকানা দিন');
      await ui.type(screen.getByLabelText('ইমেইল (ঐচ্ছিক)'), 'pathok@example.test');
      await ui.click(screen.getByRole('button', { name: 'বইটি চাই' }));
      expect(await screen.findByRole('status')).toHaveTextContent('ধন্যবাদ! “উপন্যাস” দোকানে এলেই আমরা আপনাকে জানাব।');
      expect(calls[0]).toMatchObject({ language: 'bn', body: { title: 'উপন্যাস', email: 'pathok@example.test' } });
    } finally {
      activateLocale('en');
    }
  });
});
