import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { TrackPage } from './track-page';

const TRACKED = {
  orderNumber: 'BP-000042',
  status: 'processing',
  placedAt: '2026-11-21T09:05:00.000Z',
  fulfilment: [
    { step: 'packed', courier: null, consignmentId: null, trackingUrl: null, returnReason: null, createdAt: '2026-11-21T10:00:00.000Z' },
    { step: 'with_courier', courier: 'Steadfast', consignmentId: '1424107', trackingUrl: 'https://steadfast.com.bd/t/15BAEB8A', returnReason: null, createdAt: '2026-11-21T12:00:00.000Z' },
  ],
};

function stubApi(answer: () => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return answer();
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Track your order', () => {
  it('asks for both fields, then shows the status and the track with the courier’s link', async () => {
    const urls = stubApi(() => json({ success: true, message: 'Order found', data: TRACKED }));
    const ui = userEvent.setup();
    renderWithProviders(<TrackPage />, { route: '/track?number=BP-000042' });
    expect(await screen.findByLabelText('Order number')).toHaveValue('BP-000042');
    await ui.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(urls).toHaveLength(0);
    await ui.type(screen.getByLabelText('Phone number'), '01711000000');
    await ui.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { name: 'Order BP-000042' })).toBeInTheDocument();
    expect(urls[0]).toContain('/api/track?number=BP-000042&phone=01711000000');
    const track = screen.getByRole('list', { name: 'From the shelf to your door' });
    expect(within(track).getByText('With the courier')).toBeInTheDocument();
    expect(within(track).getByRole('link', { name: 'Follow the parcel' })).toHaveAttribute('href', 'https://steadfast.com.bd/t/15BAEB8A');
    expect(screen.getByText(/Being prepared and delivered/)).toBeInTheDocument();
  });

  it('says so when no order has that number and phone, in Bangla on a Bangla page', async () => {
    stubApi(() => json({ success: false, message: 'এই নম্বর ও ফোনের কোনো অর্ডার নেই' }, 404));
    await loadLocale('bn');
    activateLocale('bn');
    try {
      const ui = userEvent.setup();
      renderWithProviders(<TrackPage />, { route: '/bn/track' });
      await ui.type(await screen.findByLabelText('অর্ডার নম্বর'), 'BP-000999');
      await ui.type(screen.getByLabelText('ফোন নম্বর'), '০১৭১১০০০০০০');
      await ui.click(screen.getByRole('button', { name: 'খোঁজ নিন' }));
      expect(await screen.findByText('এই নম্বর ও ফোনের কোনো অর্ডার পাওয়া যায়নি। দুটোই দেখে আবার চেষ্টা করুন।')).toBeInTheDocument();
    } finally {
      activateLocale('en');
    }
  });
});
