import { defaultSettings, type ShopSettings } from '@boipoka/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { clearSession, setSession } from '../../../lib/session';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { SettingsPage } from './settings-page';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

interface Call {
  method: string;
  url: string;
  body: unknown;
  language: string | null;
}

/** The API as the page sees it: GET answers `settings`; PATCH and POST are answered by the test's functions. */
function stubApi(settings: ShopSettings, answers: { patch?: (body: unknown) => Response; post?: (body: unknown) => Response; orders?: number } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: String(input), body, language: new Headers(init?.headers).get('Accept-Language') });
      if (method === 'PATCH' && answers.patch) return answers.patch(body);
      if (method === 'POST' && answers.post) return answers.post(body);
      if (String(input).startsWith('/api/orders/all'))
        return json({ success: true, message: 'Orders fetched successfully', data: { orders: [], pagination: { currentPage: 1, totalPages: 1, totalOrders: answers.orders ?? 0, limit: 1 } } });
      return json({ success: true, message: 'Settings fetched successfully', data: settings });
    }),
  );
  return calls;
}

function renderPage(route = '/dashboard/settings') {
  return renderWithProviders(<SettingsPage />, { route });
}

beforeEach(() => {
  vi.clearAllMocks();
  setSession({ user: { _id: 'admin', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'tok', refreshToken: 'ref' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Settings page', () => {
  it('saves a zone’s new charge as minor units in the shop’s currency, with the Delivery section only', async () => {
    const settings = defaultSettings('USD');
    const calls = stubApi(settings, {
      patch: (body) => json({ success: true, message: 'Settings saved', data: { ...settings, ...(body as object) } }),
    });
    const ui = userEvent.setup();
    renderPage();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    const charge = within(delivery).getByLabelText('Charge ($)');
    expect(charge).toHaveValue('5.99');
    await ui.clear(charge);
    await ui.type(charge, '6.49');
    // The new member's discount (issue 35): off in a new dollar shop, turned on here.
    const member = within(delivery).getByLabelText("New member's discount (%)");
    expect(member).toHaveValue('0');
    await ui.clear(member);
    await ui.type(member, '10');
    await ui.click(within(delivery).getByRole('button', { name: 'Save Delivery' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Delivery saved'));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe('/api/admin/settings');
    expect(Object.keys(patch.body as object).sort()).toEqual(['cashOnDelivery', 'freeDeliveryOver', 'newMemberDiscountPercent', 'taxPercent', 'zones']);
    expect(patch.body).toMatchObject({
      newMemberDiscountPercent: 10,
      zones: [{ id: 'standard', name: { en: 'Standard delivery' }, everywhereElse: true, charge: { amountMinor: 649, currency: 'USD' }, days: { min: 3, max: 5 } }],
      freeDeliveryOver: { amountMinor: 5000, currency: 'USD' },
      taxPercent: 8,
      cashOnDelivery: true,
    });
    expect(within(delivery).getByLabelText('Charge ($)')).toHaveValue('6.49');
  });

  it('shows the server’s 400 beside the field it names, and a check of its own before sending', async () => {
    const settings = defaultSettings('BDT');
    const calls = stubApi(settings, {
      patch: () => json({ success: false, message: 'Amount is too large', errors: [{ path: 'zones.1.charge.amountMinor', message: 'Amount is too large' }] }, 400),
    });
    const ui = userEvent.setup();
    renderPage();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    const suburbs = within(delivery).getAllByTestId('zone')[1]!;
    expect(within(suburbs).getByRole('heading', { name: 'Dhaka suburbs' })).toBeInTheDocument();
    const charge = within(suburbs).getByLabelText('Charge (৳)');
    expect(charge).toHaveValue('100');

    // The form's own check (the shared schema): nothing is sent.
    await ui.clear(charge);
    await ui.type(charge, '-5');
    await ui.click(within(delivery).getByRole('button', { name: 'Save Delivery' }));
    expect(await within(suburbs).findByText('The amount cannot be negative.')).toBeInTheDocument();
    expect(charge).toHaveAccessibleDescription('The amount cannot be negative.');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    // The server's word, under the field it names.
    await ui.clear(charge);
    await ui.type(charge, '900');
    await ui.click(within(delivery).getByRole('button', { name: 'Save Delivery' }));
    expect(await within(suburbs).findByText('Amount is too large')).toBeInTheDocument();
    expect(charge).toHaveAccessibleDescription('Amount is too large');
    expect(within(delivery).getByRole('alert')).toHaveTextContent('Please correct the marked fields. Nothing in this section was saved.');
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({ zones: [{}, { charge: { amountMinor: 90000, currency: 'BDT' } }, {}] });
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('saves the shop’s hours with Friday closed, the week listed from Saturday', async () => {
    const settings = defaultSettings('BDT');
    const calls = stubApi(settings, { patch: (body) => json({ success: true, message: 'Settings saved', data: { ...settings, ...(body as object) } }) });
    const ui = userEvent.setup();
    renderPage();
    const shop = await screen.findByRole('region', { name: 'Shop details' });
    const days = within(shop)
      .getAllByTestId(/^hours-/)
      .map((row) => row.dataset.testid);
    expect(days).toEqual(['hours-sat', 'hours-sun', 'hours-mon', 'hours-tue', 'hours-wed', 'hours-thu', 'hours-fri']);
    expect(within(shop).getByLabelText('Closed on Friday')).toBeChecked();
    await ui.click(within(shop).getByLabelText('Closed on Thursday'));
    await ui.click(within(shop).getByRole('button', { name: 'Add a phone number' }));
    await ui.type(within(shop).getByLabelText('Phone 1'), '+880 1712-345678');
    await ui.click(within(shop).getByRole('button', { name: 'Save Shop details' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Shop details saved'));
    const body = calls.find((call) => call.method === 'PATCH')!.body as { shop: ShopSettings['shop'] };
    expect(Object.keys(body)).toEqual(['shop']);
    expect(body.shop.hours).toMatchObject({ thu: null, fri: null, sat: { open: '09:00', close: '21:00' } });
    expect(body.shop.phones).toEqual(['+880 1712-345678']);
  });

  it('shows how prices will change before the currency changes, and the server’s refusal once the shop has orders', async () => {
    const settings = defaultSettings('USD');
    const calls = stubApi(settings, {
      post: () => json({ success: false, message: 'The shop has orders in USD: its currency can no longer change', errors: [{ path: 'currency', message: 'The shop has orders in USD' }] }, 409),
    });
    const ui = userEvent.setup();
    renderPage();
    const currency = await screen.findByRole('region', { name: 'Currency' });
    expect(within(currency).getByTestId('current-currency')).toHaveTextContent('The shop trades in US dollars (USD, $).');
    await ui.type(within(currency).getByLabelText('Rate: BDT for 1 USD'), '120');
    await ui.click(within(currency).getByLabelText('Up to the next 10'));
    await ui.click(within(currency).getByRole('button', { name: 'Review the change' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change the currency to BDT?' });
    const examples = within(dialog).getByTestId('currency-examples');
    expect(examples).toHaveTextContent('A book$8.49 → becomes ৳1,020');
    expect(examples).toHaveTextContent('Standard delivery$5.99 → becomes ৳720');
    expect(examples).toHaveTextContent('Free delivery over$50.00 → becomes ৳6,000');
    await ui.click(within(dialog).getByRole('button', { name: 'Change the currency' }));

    expect(await within(currency).findByTestId('currency-locked')).toHaveTextContent('The shop has orders in USD: its currency can no longer change');
    expect(within(currency).queryByRole('button', { name: 'Review the change' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/admin/settings/currency', body: { currency: 'BDT', rate: 120, rounding: 'ten' } });
  });

  it('says at once that a shop with orders keeps its currency, in place of the form', async () => {
    stubApi(defaultSettings('USD'), { orders: 3 });
    renderPage();
    const currency = await screen.findByRole('region', { name: 'Currency' });
    expect(await within(currency).findByTestId('currency-locked')).toHaveTextContent('This shop has taken orders, so its currency (US dollars (USD, $)) can no longer change');
    expect(within(currency).queryByRole('button', { name: 'Review the change' })).not.toBeInTheDocument();
  });

  it('reads in Bangla: Bangla digits in the fields, its checks in Bangla, and asks the server in Bangla', async () => {
    await loadLocale('bn');
    activateLocale('bn');
    try {
      const settings = defaultSettings('BDT');
      const calls = stubApi(settings, { patch: (body) => json({ success: true, message: 'সেটিংস সংরক্ষণ করা হয়েছে', data: { ...settings, ...(body as object) } }) });
      const ui = userEvent.setup();
      renderPage('/bn/dashboard/settings');
      const delivery = await screen.findByRole('region', { name: 'ডেলিভারি' });
      const [inside] = within(delivery).getAllByTestId('zone');
      const charge = within(inside!).getByLabelText('চার্জ (৳)');
      expect(charge).toHaveValue('৬০');
      await ui.clear(within(inside!).getByLabelText('নাম (বাংলা)'));
      await ui.click(within(delivery).getByRole('button', { name: 'ডেলিভারি সংরক্ষণ করুন' }));
      expect(await within(inside!).findByText('এই ঘরটি পূরণ করুন।')).toBeInTheDocument();

      await ui.type(within(inside!).getByLabelText('নাম (বাংলা)'), 'ঢাকা শহর');
      await ui.clear(charge);
      await ui.type(charge, '৭০');
      await ui.click(within(delivery).getByRole('button', { name: 'ডেলিভারি সংরক্ষণ করুন' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('ডেলিভারি সংরক্ষণ করা হয়েছে'));
      const patch = calls.find((call) => call.method === 'PATCH')!;
      expect(patch.language).toBe('bn');
      expect(patch.body).toMatchObject({ zones: [{ name: { bn: 'ঢাকা শহর' }, charge: { amountMinor: 7000, currency: 'BDT' } }, {}, {}] });
    } finally {
      activateLocale('en');
    }
  });
});
