import type { APIRequestContext, Page } from '@playwright/test';
import type { Book } from '@boipoka/shared';
import {
  apiBase,
  bearer,
  createBookAsAdmin,
  DEMO_ADMIN,
  expect,
  loginViaApi,
  registerUser,
  saveElementScreenshot,
  saveScreenshot,
  signInInBrowser,
  test,
  uniqueEmail,
  useTakaShop,
  waitUntilLive,
} from './support/fixtures';

/**
 * Issue 31's journey on a Taka shop (SHOP_CURRENCY=BDT): its default zones are Inside Dhaka ৳60 in 1–2 days, Dhaka
 * suburbs ৳100, Outside Dhaka ৳120 in 3–5 days, free delivery over ৳1,500, no tax. Every amount the reader and the
 * owner see is in Taka, and the same on the checkout, the order page, the receipt and the packing slip.
 */
useTakaShop();

interface Zone {
  id: string;
  charge: { amountMinor: number; currency: string };
}

async function adminZones(request: APIRequestContext): Promise<{ token: { accessToken: string }; zones: Zone[] }> {
  const token = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const response = await request.get(apiBase('/admin/settings'), { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return { token, zones: ((await response.json()) as { data: { zones: Zone[] } }).data.zones };
}

async function buyNow(page: Page, book: Book): Promise<void> {
  await page.goto(`/product-details/${book._id}`);
  await waitUntilLive(page);
  await expect(page.getByRole('heading', { name: book.title })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
}

/** Division → district → upazila, as a reader picks them (the districts listed are the division's). */
async function chooseAddress(page: Page, division: string, district: string, upazila: string): Promise<void> {
  await page.getByLabel('Division').selectOption(division);
  await page.getByLabel('District').selectOption(district);
  await page.getByLabel('Upazila or thana').selectOption({ label: upazila });
}

test('readers in Dhanmondi and Sylhet pay their zones in Taka; the order, receipt and packing slip agree; the owner’s new Dhaka charge prices the next checkout', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const settings = (await (await request.get(apiBase('/settings'))).json()) as { data: { currency: string } };
  expect(settings.data.currency).toBe('BDT');
  const book = await createBookAsAdmin(request, { title: 'Taka Journey Nondito Noroke', quantity: 20, price: 350 });
  const email = uniqueEmail('taka');
  await registerUser(request, { name: 'Sadia Rahman', email, password: 'Boipoka#2026' });
  await signInInBrowser(page, email, 'Boipoka#2026');

  // The book page and the checkout in Taka; before an address, the charge is the zones' range.
  await buyNow(page, book);
  await expect(page.getByTestId('summary-subtotal')).toHaveText('৳350');
  await expect(page.getByTestId('summary-tax')).toHaveCount(0);
  await page.getByLabel('Phone').fill('01711-000000');
  await page.getByLabel('House and road').fill('House 7, Road 27');

  // Dhanmondi is inside Dhaka: ৳60 in 1–2 days.
  await chooseAddress(page, 'Dhaka', 'Dhaka', 'Dhanmondi');
  await expect(page.getByTestId('summary-shipping')).toHaveText('৳60');
  await expect(page.getByTestId('summary-zone')).toHaveText('Inside Dhaka: 1–2 days');
  await expect(page.getByTestId('summary-total')).toHaveText('৳410');
  await saveScreenshot(page, 'taka-checkout-dhanmondi-1280-en');

  // Sylhet is outside Dhaka: ৳120 in 3–5 days. This reader orders to Sylhet.
  await chooseAddress(page, 'Sylhet', 'Sylhet', 'Sylhet Sadar');
  await expect(page.getByTestId('summary-shipping')).toHaveText('৳120');
  await expect(page.getByTestId('summary-zone')).toHaveText('Outside Dhaka: 3–5 days');
  await expect(page.getByTestId('summary-total')).toHaveText('৳470');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user-orders\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  const orderNumber = (await page
    .getByText(/BP-\d{6}/)
    .first()
    .textContent())!.match(/BP-\d{6}/)![0];
  await expect(page.getByText('৳470').first()).toBeVisible();
  await expect(page.getByText('Within 3–5 business days of your order.')).toBeVisible();
  await expect(page.getByText('Outside Dhaka', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'taka-order-page-1280-en');

  // The shop's side: the order page, the packing slip and the receipt in the outbox all say ৳470.
  const shop = await browser.newContext();
  const admin = await shop.newPage();
  await signInInBrowser(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto('/dashboard/order-dashboard');
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await admin.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await admin
    .locator('tr[data-order-id]')
    .getByRole('link', { name: `Open order ${orderNumber}` })
    .click();
  await expect(admin.getByText('Cash to collect: ৳470')).toBeVisible();
  await admin.evaluate(() => {
    window.print = () => {};
  });
  await admin.getByRole('button', { name: 'Print packing slip' }).click();
  await admin.emulateMedia({ media: 'print' });
  const slip = admin.getByTestId('packing-slip');
  await expect(slip).toContainText(orderNumber);
  await expect(slip).toContainText('৳470');
  await expect(slip).toContainText('Sylhet');
  await saveElementScreenshot(slip, 'taka-packing-slip');
  await admin.emulateMedia({ media: 'screen' });
  await admin.goto('/dashboard/outbox');
  const receipt = admin.getByRole('button', { name: new RegExp(`^Open the mail to ${email.replace(/[.+]/g, '\\$&')}: .*${orderNumber}`) });
  await expect(receipt).toBeVisible({ timeout: 15_000 });
  await receipt.click();
  await admin.getByRole('button', { name: 'Plain text' }).click();
  await expect(admin.getByTestId('mail-text')).toContainText('৳470');
  await expect(admin.getByTestId('mail-text')).toContainText('Outside Dhaka');

  // The owner raises the Inside Dhaka charge to ৳70 in Settings; the audit log shows it; the next checkout charges it.
  const { token, zones } = await adminZones(request);
  try {
    await admin.goto('/dashboard/settings');
    const delivery = admin.getByRole('region', { name: 'Delivery' });
    const zone = delivery.getByTestId('zone').filter({ has: admin.getByRole('heading', { name: 'Inside Dhaka' }) });
    await zone.getByLabel('Charge (৳)').fill('70');
    await delivery.getByRole('button', { name: 'Save Delivery' }).click();
    await expect(admin.getByText('Delivery saved')).toBeVisible();
    await admin.goto('/dashboard/audit');
    await expect(admin.getByRole('main')).toContainText('৳60');
    await expect(admin.getByRole('main')).toContainText('৳70');
    await saveScreenshot(admin, 'taka-audit-dhaka-charge');

    await buyNow(page, book);
    // The reader's last address is remembered (Sylhet); this time the books go to Dhanmondi.
    await expect(page.getByLabel('District')).toHaveValue('Sylhet');
    await expect(page.getByLabel('Upazila or thana')).toHaveValue('sylhet/sylhet-sadar');
    await chooseAddress(page, 'Dhaka', 'Dhaka', 'Dhanmondi');
    await expect(page.getByTestId('summary-shipping')).toHaveText('৳70');
    await expect(page.getByTestId('summary-total')).toHaveText('৳420');
  } finally {
    await request.patch(apiBase('/admin/settings'), { headers: bearer(token), data: { zones } });
    await shop.close();
  }
});

test('a cart crosses the free-delivery threshold, in English and in Bangla', async ({ page, request }) => {
  const book = await createBookAsAdmin(request, { title: 'Taka Journey Himu', quantity: 20, price: 300 });
  await page.goto(`/product-details/${book._id}`);
  await waitUntilLive(page);
  for (let i = 1; i < 4; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  // ৳1,200: free delivery is for more than ৳1,500.
  await expect(page.getByTestId('summary-subtotal')).toHaveText('৳1,200');
  await expect(page.getByText('Add ৳301 more for free delivery')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await saveScreenshot(page, 'taka-cart-under-threshold-360-en');
  await page.getByRole('button', { name: `One more ${book.title}` }).click();
  await page.getByRole('button', { name: `One more ${book.title}` }).click();
  await expect(page.getByTestId('summary-subtotal')).toHaveText('৳1,800');
  await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
  await expect(page.getByText(/more for free delivery/)).toHaveCount(0);
  await page.goto('/bn/cart');
  await expect(page.getByTestId('summary-subtotal')).toHaveText('৳১,৮০০');
  await saveScreenshot(page, 'taka-cart-free-360-bn');
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, 'taka-cart-free-1280-bn');
});
