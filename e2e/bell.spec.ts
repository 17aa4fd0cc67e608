import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { apiBase, bearer, createBookAsAdmin, DEMO_ADMIN, expect, loginViaApi, registerUser, signInInBrowser, test, uniqueEmail, waitUntilLive } from './support/fixtures';

/** The open bell is at the top of the page: the viewport is the picture (a full-page one is slow on a busy machine). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: fileURLToPath(new URL(`./artifacts/screenshots/${name}.png`, import.meta.url)), timeout: 60_000 });
}

const SHIPPING = { name: 'Bell Reader', email: 'bell@boipoka.test', phone: '01711000000', address: 'House 1, Road 2', city: 'Dhaka', postalCode: '1205' };

/**
 * Issue 14, 'The bell': the admin moves a customer's order and the customer's bell count rises on the page they
 * have open, without a reload (the journeys' server polls every 2 s: NOTIFICATIONS_POLL_SECONDS in global-setup);
 * opening it shows the notification, in English and in Bangla; the admin's own bell has the new order.
 */
test("the admin processes an order: the customer's bell rises without reload and says so in English and Bangla", async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const book = await createBookAsAdmin(request, { title: 'Bell Journey', quantity: 20, price: 10 });
  const email = uniqueEmail('bell');
  await registerUser(request, { name: 'Bell Reader', email, password: 'Boipoka#2026' });
  const customer = await loginViaApi(request, email, 'Boipoka#2026');
  const placed = await request.post(apiBase('/orders'), {
    headers: bearer(customer),
    data: { books: [{ book: book._id, quantity: 1 }], shippingDetails: SHIPPING, paymentMethod: 'cod', totalAmount: 16.79 },
  });
  expect(placed.status()).toBe(201);
  const { _id: orderId, orderNumber } = (await placed.json()).data as { _id: string; orderNumber: string };
  expect(orderNumber).toMatch(/^BP-\d{6,}$/);

  await signInInBrowser(page, email, 'Boipoka#2026');
  await page.goto('/');
  await waitUntilLive(page);
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, none unread');

  // The shop moves the order on; the page stays as it is.
  const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  expect((await request.patch(apiBase(`/orders/${orderId}/status`), { headers: bearer(admin), data: { status: 'processing' } })).status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 10_000 });
  await expect(page.getByTestId('bell-count')).toHaveText('1');

  await bell.click();
  const text = `Your order ${orderNumber} is now Processing.`;
  const link = page.getByRole('link', { name: `Unread: ${text}` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/dashboard/user-orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  await shoot(page, 'bell-open-en');
  await page.setViewportSize({ width: 360, height: 800 });
  // On a phone the open panel stays on the screen.
  const panel = (await page.getByRole('region', { name: /^Notifications, / }).boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(360);
  await shoot(page, 'bell-open-360-en');
  await page.keyboard.press('Escape');
  await expect(bell).toBeFocused();

  // In Bangla: the same notification, written in Bangla from its kind and data.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bn');
  await waitUntilLive(page);
  const bnBell = page.getByRole('button', { name: /^বিজ্ঞপ্তি, / });
  await expect(bnBell).toHaveAccessibleName('বিজ্ঞপ্তি, ১টি পড়া হয়নি');
  await bnBell.click();
  await expect(page.getByRole('link', { name: `পড়া হয়নি: আপনার অর্ডার ${orderNumber} এখন প্রসেসিং।` })).toBeVisible();
  await shoot(page, 'bell-open-bn');
  await page.setViewportSize({ width: 360, height: 800 });
  await shoot(page, 'bell-open-360-bn');

  // Mark all read: the count goes.
  await page.getByRole('button', { name: 'সবগুলো পড়া হয়েছে' }).click();
  await expect(bnBell).toHaveAccessibleName('বিজ্ঞপ্তি, নতুন কিছু নেই');

  // The admin's bell has the new order, leading to the admin's order page.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const adminPage = await adminContext.newPage();
  await signInInBrowser(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await adminPage.goto('/');
  await waitUntilLive(adminPage);
  await adminPage.getByRole('button', { name: /^Notifications, / }).click();
  await expect(adminPage.getByRole('link', { name: new RegExp(`New order ${orderNumber} from Bell Reader: 1 book, \\$16\\.79\\.`) })).toHaveAttribute('href', `/dashboard/order-dashboard/${orderId}`);
  await shoot(adminPage, 'bell-open-admin-en');
  await adminContext.close();
});
