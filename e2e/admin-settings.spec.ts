import type { APIRequestContext, Page } from '@playwright/test';
import { axeFindings, describeFindings, type AxeFinding } from './support/a11y';
import { apiBase, bearer, DEMO_ADMIN, DEMO_READER, expect, loginViaApi, newestOrderIdOf, saveElementScreenshot, saveScreenshot, signInInBrowser, test } from './support/fixtures';

interface Zone {
  id: string;
  name: { en: string; bn: string };
  districts: string[];
  upazilas: string[];
  everywhereElse: boolean;
  charge: { amountMinor: number; currency: 'USD' | 'BDT' };
  days: { min: number; max: number };
}
interface Settings {
  currency: 'USD' | 'BDT';
  zones: Zone[];
}

/**
 * The browser suite's shop is SPEC's (one standard zone at $5.99) and other journeys price their orders by it while
 * this one runs: the zone changed here is a Dhaka city zone of one thana (Lalbagh), which no other journey's address
 * names, added before and taken away after.
 */
const DHAKA: Omit<Zone, 'charge'> = {
  id: 'e2e-inside-dhaka',
  name: { en: 'Inside Dhaka (Lalbagh)', bn: 'ঢাকার ভেতরে (লালবাগ)' },
  districts: [],
  upazilas: ['dhaka/lalbagh'],
  everywhereElse: false,
  days: { min: 1, max: 2 },
};

async function adminSettings(request: APIRequestContext, token: { accessToken: string }): Promise<Settings> {
  const response = await request.get(apiBase('/admin/settings'), { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Settings }).data;
}

async function setZones(request: APIRequestContext, token: { accessToken: string }, zones: Zone[]): Promise<void> {
  const response = await request.patch(apiBase('/admin/settings'), { headers: bearer(token), data: { zones } });
  expect(response.status(), await response.text()).toBe(200);
}

async function withDhakaZone(request: APIRequestContext, journey: (settings: Settings) => Promise<void>): Promise<void> {
  const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const before = await adminSettings(request, admin);
  const others = before.zones.filter((zone) => zone.id !== DHAKA.id);
  await setZones(request, admin, [...others, { ...DHAKA, charge: { amountMinor: 350, currency: before.currency } }]);
  try {
    await journey(before);
  } finally {
    await setZones(request, admin, others);
  }
}

test('the admin changes the Dhaka zone’s charge in Settings; the storefront reads it and the audit log shows the change', async ({ page, request }) => {
  test.setTimeout(90_000);
  await withDhakaZone(request, async (settings) => {
    // The browser suite's shop is in dollars (SPEC): the amounts below are written as its pages write them.
    expect(settings.currency).toBe('USD');
    await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();

    const delivery = page.getByRole('region', { name: 'Delivery' });
    const zone = delivery.getByTestId('zone').filter({ has: page.getByRole('heading', { name: DHAKA.name.en }) });
    const charge = zone.getByLabel('Charge ($)');
    await expect(charge).toHaveValue('3.50');
    await charge.fill('4.25');
    await delivery.getByRole('button', { name: 'Save Delivery' }).click();
    await expect(page.getByText('Delivery saved')).toBeVisible();

    // What the storefront reads now: the zone's new charge, in minor units.
    const publicSettings = (await (await request.get(apiBase('/settings'))).json()) as { data: Settings };
    expect(publicSettings.data.zones.find((z) => z.id === DHAKA.id)?.charge).toEqual({ amountMinor: 425, currency: 'USD' });
    // The standard zone every other journey is priced by is as it was.
    expect(publicSettings.data.zones.filter((z) => z.id !== DHAKA.id)).toEqual(settings.zones.filter((z) => z.id !== DHAKA.id));

    // The zone's areas, with the district list open and searched: in English on a desktop and in Bangla on a phone.
    await zone.getByRole('button', { name: 'Choose districts' }).click();
    await zone.getByPlaceholder('Search districts').fill('Syl');
    await expect(zone.getByRole('checkbox', { name: 'Sylhet' })).toBeVisible();
    await saveElementScreenshot(zone, 'admin-settings-zone-en-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/bn/dashboard/settings');
    const zoneBn = page.getByTestId('zone').filter({ has: page.getByRole('heading', { name: DHAKA.name.bn }) });
    await expect(zoneBn.getByLabel('চার্জ ($)')).toHaveValue('৪.২৫');
    await zoneBn.getByRole('button', { name: 'জেলা বাছাই করুন' }).click();
    await zoneBn.getByPlaceholder('জেলা খুঁজুন').fill('সিল');
    await expect(zoneBn.getByRole('checkbox', { name: 'সিলেট' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveElementScreenshot(zoneBn, 'admin-settings-zone-bn-360');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Kind of change').selectOption({ label: 'Setting changed' });
    const change = page.getByTestId('audit-entry').filter({ hasText: 'Inside Dhaka (Lalbagh): $3.50, 1–2 days' }).filter({ hasText: '$4.25, 1–2 days' });
    await expect(change).toHaveCount(1);
    await expect(change).toContainText('Delivery zones');
    await expect(change).toContainText(DEMO_ADMIN.email);
  });
});

test('a shop with orders says at once that its currency stays (a change sent anyway is a 409), and a bad charge is named beside its field', async ({ page, request }) => {
  // The demo shop has the reader's orders.
  await newestOrderIdOf(request, DEMO_READER.email, DEMO_READER.password);
  await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/dashboard/settings');
  const currency = page.getByRole('region', { name: 'Currency' });
  await expect(currency.getByTestId('current-currency')).toHaveText('The shop trades in US dollars (USD, $).');
  await expect(currency.getByTestId('currency-locked')).toHaveText(
    'This shop has taken orders, so its currency (US dollars (USD, $)) can no longer change: each order keeps the currency it was placed in.',
  );
  await expect(currency.getByRole('button', { name: 'Review the change' })).toHaveCount(0);
  // The server is the authority: the change sent anyway is refused, and nothing is repriced.
  const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const before = (await (await request.get(apiBase('/books?limit=1'))).json()).data[0] as { _id: string; price: number };
  const refused = await request.post(apiBase('/admin/settings/currency'), { headers: bearer(admin), data: { currency: 'BDT', rate: 120, rounding: 'ten' } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('The shop has orders in USD: its currency can no longer change');
  expect((await (await request.get(apiBase(`/books/${before._id}`))).json()).data.price).toBe(before.price);

  // A charge the form cannot send: said beside the field, and nothing is sent.
  const delivery = page.getByRole('region', { name: 'Delivery' });
  const charge = delivery.getByTestId('zone').first().getByLabel('Charge ($)');
  await charge.fill('5.999');
  await delivery.getByRole('button', { name: 'Save Delivery' }).click();
  await expect(charge).toHaveAccessibleDescription('At most two decimals.');
  await saveElementScreenshot(delivery, 'admin-settings-delivery-error-en');
});

async function look(page: Page, findings: AxeFinding[], lang: '' | '/bn', width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
  await page.goto(`${lang}/dashboard/settings`);
  await expect(page.getByRole('heading', { level: 1, name: lang ? 'দোকানের সেটিংস' : 'Shop settings' })).toBeVisible();
  await expect(page.getByTestId('zone').first()).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  findings.push(...(await axeFindings(page, `${lang}/dashboard/settings (${width})`)));
  await saveScreenshot(page, `admin-settings-${lang ? 'bn' : 'en'}-${width}`);
}

test('the Settings page fits a phone and a desktop in English and Bangla, and passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const findings: AxeFinding[] = [];
  for (const lang of ['', '/bn'] as const) for (const width of [1280, 360]) await look(page, findings, lang, width);
  expect(findings, describeFindings(findings)).toEqual([]);
});
