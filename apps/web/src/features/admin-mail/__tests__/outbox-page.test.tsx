import type { OutboxSms } from '@boipoka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, catalogsReady, loadLocale } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { jsonResponse as json } from '../../../test/render-with-providers';
import { OutboxPage } from '../pages/outbox-page';

const SMS: OutboxSms[] = [
  {
    _id: 's1',
    to: '01711000000',
    kind: 'order-placed',
    locale: 'bn',
    text: 'বইপোকা: আপনার অর্ডার BP-000123 পেয়েছি, মোট ৳১,২৩,৪৫৬।',
    encoding: 'UCS-2',
    segments: 2,
    status: 'unsent',
    attempts: 0,
    providerMessageId: null,
    lastError: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    sentAt: null,
  },
  {
    _id: 's2',
    to: '01811000000',
    kind: 'order-cancelled',
    locale: 'en',
    text: 'Boipoka: we are sorry, your order BP-000124 was cancelled by the shop.',
    encoding: 'GSM-7',
    segments: 1,
    status: 'failed',
    attempts: 6,
    providerMessageId: null,
    lastError: 'BulkSMSBD refused the SMS (code 1007: Balance Insufficient)',
    createdAt: '2026-11-29T09:00:00.000Z',
    sentAt: null,
  },
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OutboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  setSession({ user: { _id: 'a1', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'a', refreshToken: 'r' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const meta = { page: 1, limit: 10, total: 2, totalPages: 1 };
      if (url.startsWith('/api/admin/sms-outbox')) return json({ success: true, message: 'ok', data: SMS, meta });
      if (url.startsWith('/api/admin/outbox')) return json({ success: true, message: 'ok', data: [], meta: { ...meta, total: 0, totalPages: 0 } });
      return json({ success: false, message: 'nope' }, 404);
    }),
  );
  await catalogsReady();
});

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe('OutboxPage: the SMS tab', () => {
  it('lists each SMS with its recipient, kind, text, encoding and segment count, and whether it was sent', async () => {
    renderPage();
    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SMS' }));
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [bangla, english] = items;
    expect(within(bangla!).getByText('Not sent: no gateway')).toBeInTheDocument();
    expect(within(bangla!).getByText('Order placed')).toBeInTheDocument();
    expect(within(bangla!).getByText('To:', { exact: false })).toHaveTextContent('To: 01711000000');
    expect(within(bangla!).getByText(SMS[0]!.text)).toHaveAttribute('lang', 'bn');
    expect(within(bangla!).getByText('Unicode (UCS-2) · segments: 2')).toBeInTheDocument();
    expect(within(english!).getByText('Failed')).toBeInTheDocument();
    expect(within(english!).getByText('Order cancelled by the shop')).toBeInTheDocument();
    expect(within(english!).getByText('GSM-7 · segments: 1')).toBeInTheDocument();
    expect(within(english!).getByText(/code 1007/)).toBeInTheDocument();
    expect(screen.getByText('No SMS gateway is set (SMS_PROVIDER), so SMS are kept here and not sent.')).toBeInTheDocument();
  });

  it('in Bangla, with Bangla digits', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'এসএমএস' }));
    const [bangla] = await screen.findAllByRole('listitem');
    expect(within(bangla!).getByText('পাঠানো হয়নি: গেটওয়ে নেই')).toBeInTheDocument();
    expect(within(bangla!).getByText('প্রাপক:', { exact: false })).toHaveTextContent('প্রাপক: ০১৭১১০০০০০০');
    expect(within(bangla!).getByText('ইউনিকোড (ইউসিএস-২) · সেগমেন্ট: ২')).toBeInTheDocument();
  });
});
