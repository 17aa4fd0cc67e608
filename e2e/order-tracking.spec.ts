import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { bookViaApi, createBookAsAdmin, DEMO_ADMIN, expect, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail, waitForLiveOnGoto, waitUntilLive } from './support/fixtures';

const timelineOf = (page: Page) => page.locator('li[data-event-kind]');

test('a customer follows an order the shop finds by number, notes, prints, processes and completes', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const book = await createBookAsAdmin(request, { title: 'Tracking Journey', quantity: 5, price: 20 });
  const email = uniqueEmail('tracker');
  await registerUser(request, { name: 'Tahmina Akter', email, password: 'Boipoka#2026' });
  await signInInBrowser(page, email, 'Boipoka#2026');

  // The customer buys one copy and, after 'Order Successful!', lands on the order's own page.
  await page.goto(`/product-details/${book._id}`);
  await waitUntilLive(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByLabel('Phone').fill('+880 1712-345678');
  await page.getByLabel('House and road').fill('Flat 4B, House 9, Road 2, Uttara');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Postal code (optional)').fill('1230');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user-orders\/[0-9a-f-]{36}$/, { timeout: 6_000 });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Order BP-\d{6}$/);
  const number = (await heading.textContent())!.replace('Order ', '');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your order is placed!' })).toContainText(`Your order number is ${number}.`);
  await expect(page.getByText('Within 3–5 business days of your order.')).toBeVisible();
  await expect(page.getByText('Pay $27.59 in cash when the books arrive.')).toBeVisible();
  await expect(timelineOf(page)).toHaveText([/Order placed · by you/]);
  await saveScreenshot(page, 'order-tracking-customer-placed');
  const orderUrl = page.url();
  // The customer's bell, on the page they keep open: nothing yet (the journeys' server polls every 2 s).
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, none unread');

  // The shop finds it by its number, opens it, adds a private note and prints the packing slip.
  const shop = await browser.newContext();
  const admin = await shop.newPage();
  await signInInBrowser(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto('/dashboard/order-dashboard');
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(number.toLowerCase());
  await admin.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`\\?q=${number.toLowerCase()}$`));
  const rows = admin.locator('tr[data-order-id]');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: `Open order ${number}` }).click();
  await expect(admin).toHaveURL(/\/dashboard\/order-dashboard\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
  await expect(admin.getByRole('link', { name: 'Call Tahmina Akter at 01712345678' })).toHaveAttribute('href', 'tel:+8801712345678');
  await expect(admin.getByText('Cash to collect: $27.59')).toBeVisible();

  await admin.getByLabel('Add a private note').fill('Ring the bell twice: the buzzer is broken');
  await admin.getByRole('button', { name: 'Add note' }).click();
  await expect(timelineOf(admin).last()).toContainText('Private note · by Boipoka Admin (shop)');
  await expect(timelineOf(admin).last()).toContainText('Ring the bell twice: the buzzer is broken');
  await saveScreenshot(admin, 'order-tracking-admin-order');

  await admin.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await admin.getByRole('button', { name: 'Print packing slip' }).click();
  await expect(admin.locator('body')).toHaveAttribute('data-printed', 'yes');
  await admin.emulateMedia({ media: 'print' });
  const slip = admin.getByTestId('packing-slip');
  await expect(slip).toBeVisible();
  await expect(slip).toContainText(number);
  await expect(slip).toContainText('Flat 4B, House 9, Road 2, Uttara');
  await expect(slip).toContainText('Cash to collect on delivery$27.59');
  // The dashboard's chrome and the page itself are left out of the print.
  await expect(admin.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Print packing slip' })).toBeHidden();
  // One A4 sheet.
  const pdf = await admin.pdf({ format: 'A4', preferCSSPageSize: true });
  writeFileSync(join(dirname(await saveScreenshot(admin, 'order-tracking-packing-slip-print')), 'order-tracking-packing-slip.pdf'), pdf);
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await admin.emulateMedia({ media: 'screen' });

  // Processing, then completed.
  await admin.getByRole('button', { name: `Process order ${number}` }).click();
  await expect(admin.getByText('Order status updated to Processing')).toBeVisible();
  // Each step reaches the customer's bell without a reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 10_000 });
  await admin.getByRole('button', { name: `Complete order ${number}` }).click();
  // Complete marks the order delivered and its cash collected: it asks once (issue 33).
  await admin
    .getByRole('dialog', { name: `Complete order ${number}?` })
    .getByRole('button', { name: 'Yes, go ahead' })
    .click();
  await expect(admin.getByText('No further steps for this order.')).toBeVisible();
  await expect(timelineOf(admin)).toHaveCount(4);
  await shop.close();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 10_000 });
  await bell.click();
  const notes = page.getByRole('region', { name: /^Notifications, / }).getByRole('link');
  await expect(notes).toHaveText([`Unread: Your order ${number} is now Completed.`, `Unread: Your order ${number} is now Processing.`]);
  await expect(notes.first()).toHaveAttribute('href', new URL(orderUrl).pathname);
  await page.keyboard.press('Escape');

  // The customer's timeline shows each step by the shop, and never the note.
  await page.goto(orderUrl);
  await expect(timelineOf(page)).toHaveText([/Order placed · by you/, /Processing: the shop is packing your books · by the shop/, /Completed: delivered and paid · by the shop/]);
  await expect(page.getByText('Ring the bell twice', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Paid in cash on delivery.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your order is placed!' })).toHaveCount(0);
  await saveScreenshot(page, 'order-tracking-customer-completed');

  // In the list, the card carries the number and leads back to the page.
  await page.goto('/dashboard/user-orders');
  await page.getByPlaceholder('Search orders...').fill(number);
  await page.getByRole('link', { name: `View order ${number}` }).click();
  await expect(page).toHaveURL(orderUrl);
});

test('a customer cancels a pending order from its own page (the number the courier would call shown); every admin’s bell says so', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const book = await createBookAsAdmin(request, { title: 'Cancelled Journey', quantity: 5, price: 12 });
  const email = uniqueEmail('canceller');
  await registerUser(request, { name: 'Rafiq Islam', email, password: 'Boipoka#2026' });
  await signInInBrowser(page, email, 'Boipoka#2026');
  await page.goto(`/product-details/${book._id}`);
  await waitUntilLive(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByLabel('Phone').fill('+880 1812-345678');
  await page.getByLabel('House and road').fill('House 3, Road 7, Banani');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Postal code (optional)').fill('1213');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-orders\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  // The order's own heading, not the checkout's 'Order Successful!' still shown while the page changes.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order BP-\d+$/);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Order ', '');
  await expect(page.getByTestId('customer-phone')).toHaveText('The courier will call 01812345678');

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, 'order-page-cancel-dialog');
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(page.getByTestId('customer-phone')).toHaveText('Phone: 01812345678');
  expect((await bookViaApi(request, book._id)).quantity).toBe(5);

  // The shop hears of it: the cancellation on top of the bell, the new order no longer new.
  const shop = await browser.newContext();
  const admin = waitForLiveOnGoto(await shop.newPage());
  await signInInBrowser(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto('/dashboard');
  await admin.getByRole('button', { name: /^Notifications, / }).click();
  const list = admin.getByTestId('bell-list');
  await expect(list.getByRole('link', { name: `Unread: Rafiq Islam cancelled order ${number}: 1 book, $18.95.` })).toBeVisible();
  await expect(list.getByRole('link', { name: `Order ${number} from Rafiq Islam (1 book, $18.95) was later cancelled.` })).toBeVisible();
  await saveScreenshot(admin, 'admin-bell-customer-cancelled');
  await shop.close();
});
