import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { OrderDetail } from '@boipoka/shared';
import {
  apiBase,
  bearer,
  createBookAsAdmin,
  DEMO_ADMIN,
  expect,
  loginViaApi,
  processingCodOrderInTaka,
  registerUser,
  saveScreenshot,
  signInInBrowser,
  test,
  uniqueEmail,
  useTakaShop,
} from './support/fixtures';
// The Taka shop asks a new phone for a code before its first cash-on-delivery order: the journeys' phone is confirmed.
import { JOURNEY_PHONE } from './support/phone-check';

// Steadfast collects Taka only: the batch runs in the Taka shop.
useTakaShop();

/** The layout shots of the batch (1280 and 360 px, English and Bangla), for a person to look at. */
const SHOTS = process.env.BATCH_SHOTS_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), 'artifacts/shots-batch');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

/** Latin letters or digits in text whose nearest lang is Bangla (stored data carries its own lang). */
async function latinInBangla(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (text && /[\p{Script=Latin}0-9]/u.test(text) && node.parentElement?.closest('[lang]')?.getAttribute('lang') === 'bn') found.push(text);
      }
    }
    return found;
  });
}

/**
 * The owner's morning (issue 33): three processing orders ticked in the list, booked with Steadfast (the demo's simulator)
 * in one go, their 4×6 inch labels printed together, and marked handed over; each order's track then says so.
 */
test('the owner books three processing orders with the courier, prints their labels and hands them over', async ({ page, request }) => {
  test.setTimeout(180_000);
  const book = await createBookAsAdmin(request, { title: 'Batch Journey', quantity: 10, price: 300 });
  const email = uniqueEmail('batch');
  await registerUser(request, { name: 'Batch Reader', email, password: 'Boipoka#2026' });
  const customer = await loginViaApi(request, email, 'Boipoka#2026');
  const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const orders: { id: string; number: string }[] = [];
  for (const [index, name] of ['Tahmina Akter', 'রফিক ইসলাম', 'Nusrat Jahan'].entries()) {
    orders.push(await processingCodOrderInTaka(request, { customer, admin }, { bookId: book._id, name, email, phone: JOURNEY_PHONE, address: `House ${index + 1}, Zindabazar` }));
  }

  await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/order-dashboard');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('processing');
  const tickAll = async () => {
    for (const { number } of orders) await page.getByRole('checkbox', { name: `Tick order ${number}` }).check();
  };
  await tickAll();
  const toolbar = page.getByRole('region', { name: 'Ticked orders' });
  await expect(toolbar).toContainText('3 processing orders ticked');
  // On a short window scrolled to the end of the list, the toolbar stays in view under the header, and nothing covers it.
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const bookButton = toolbar.getByRole('button', { name: 'Book with courier' });
  await expect(bookButton).toBeInViewport();
  expect(
    await bookButton.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    }),
  ).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await toolbar.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  expect(await page.getByRole('group', { name: 'Recent Orders' }).evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  await shot(page, 'en-1280-toolbar');

  // Booked with Steadfast in one request.
  await toolbar.getByRole('button', { name: 'Book with courier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book 3 orders with a courier' });
  await expect(dialog.getByLabel('Courier', { exact: true })).toHaveValue('steadfast');
  await shot(page, 'en-1280-booking-dialog');
  const booked = page.waitForResponse((response) => response.url().endsWith('/api/admin/couriers/bookings'));
  await dialog.getByRole('button', { name: 'Book with the courier' }).click();
  expect((await booked).ok()).toBe(true);
  const outcome = page.getByTestId('batch-outcome');
  await expect(outcome.getByRole('heading', { name: 'Booked with the courier' })).toBeVisible();
  await expect(outcome).toContainText('Done: 3. Refused: 0.');
  for (const { number } of orders) await expect(outcome.getByRole('listitem').filter({ hasText: number })).toContainText(/booked with Steadfast, parcel \S+/);
  await expect(toolbar).toHaveCount(0);
  await saveScreenshot(page, 'courier-batch-booked');

  // Their labels, printed together: one 4×6 inch page per parcel, its number on it.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', String(Number(document.body.dataset.printed ?? 0) + 1));
  });
  await outcome.getByRole('button', { name: 'Print the slips of the 3 booked orders' }).click();
  const print = page.getByRole('dialog', { name: 'Print the packing slips of 3 orders' });
  await print.getByRole('radio', { name: '4×6 inch labels, one per parcel' }).check();
  await print.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '1');
  await page.emulateMedia({ media: 'print' });
  const slips = page.getByTestId('packing-slip');
  await expect(slips).toHaveCount(3);
  for (const [index, { number }] of orders.entries()) {
    await expect(slips.nth(index)).toBeVisible();
    await expect(slips.nth(index)).toContainText(number);
    await expect(slips.nth(index).getByTestId('packing-slip-consignment')).toContainText(/Parcel: Steadfast \S+/);
    await expect(slips.nth(index)).toContainText(/Cash to collect on delivery৳\s?420/);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  const labels = await page.pdf({ preferCSSPageSize: true });
  writeFileSync(join(dirname(await saveScreenshot(page, 'courier-batch-labels-print')), 'courier-batch-labels.pdf'), labels);
  const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pagesOf(labels)).toBe(3);
  // 4 × 6 inches is 288 × 432 points.
  expect(labels.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);
  await page.emulateMedia({ media: 'screen' });

  // On A4, one order per sheet.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(slips).toHaveCount(0);
  await outcome.getByRole('button', { name: 'Print the slips of the 3 booked orders' }).click();
  await print.getByRole('radio', { name: 'A4, one order per page (packing slip and invoice)' }).check();
  await print.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '2');
  await page.emulateMedia({ media: 'print' });
  await expect(slips).toHaveCount(3);
  await saveScreenshot(page, 'courier-batch-a4-print');
  expect(pagesOf(await page.pdf({ format: 'A4', preferCSSPageSize: true }))).toBe(3);
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  // Handed over, all three.
  await tickAll();
  await toolbar.getByRole('button', { name: 'Mark handed over' }).click();
  await expect(outcome.getByRole('heading', { name: 'Marked handed over' })).toBeVisible();
  await expect(outcome).toContainText('Done: 3. Refused: 0.');
  await expect(toolbar).toHaveCount(0);
  await saveScreenshot(page, 'courier-batch-handed-over');
  for (const { id } of orders) {
    const detail = ((await (await request.get(apiBase(`/orders/${id}`), { headers: bearer(admin) })).json()) as { data: OrderDetail }).data;
    expect(detail.status).toBe('processing');
    expect(detail.fulfilment.map((step) => step.step)).toEqual(['packed', 'with_courier']);
    expect(detail.fulfilment[1]!.courier).toBe('Steadfast');
  }

  // The layout at a phone's width, and in Bangla, with the toolbar and the booking dialog (the orders are still processing).
  await tickAll();
  await page.setViewportSize({ width: 360, height: 800 });
  await toolbar.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'en-360-toolbar');
  await toolbar.getByRole('button', { name: 'Book with courier' }).click();
  await dialog.getByLabel('Courier', { exact: true }).selectOption('manual');
  await expect(dialog.getByLabel(`Tracking number of ${orders[0]!.number}`)).toBeVisible();
  await shot(page, 'en-360-booking-dialog');
  await dialog.getByRole('button', { name: 'Not now' }).click();

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.goto('/bn/dashboard/order-dashboard');
    await page.getByRole('combobox', { name: 'স্ট্যাটাস', exact: true }).selectOption('processing');
    for (const { number } of orders) await page.getByRole('checkbox', { name: `অর্ডার ${number} বেছে নিন` }).check();
    const bnToolbar = page.getByRole('region', { name: 'বেছে নেওয়া অর্ডার' });
    await expect(bnToolbar).toContainText('৩টি প্রসেসিং অর্ডার বেছে নেওয়া হয়েছে');
    await bnToolbar.evaluate((element, block) => element.scrollIntoView({ block }), width === 360 ? 'start' : 'center');
    expect(await latinInBangla(page, '[data-testid="batch-toolbar"], tr[data-order-id] td:first-child')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The tick column leaves the table whole beside the menu at 1280 px (its Actions on screen, issue 29).
    const table = page.getByRole('group', { name: 'সাম্প্রতিক অর্ডার' });
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    await shot(page, `bn-${width}-toolbar`);
    await bnToolbar.getByRole('button', { name: 'কুরিয়ারে বুক করুন' }).click();
    const bnDialog = page.getByRole('dialog', { name: '৩টি অর্ডার কুরিয়ারে বুক করুন' });
    await bnDialog.getByLabel('কুরিয়ার', { exact: true }).selectOption('manual');
    await expect(bnDialog.getByLabel(`${orders[0]!.number}-এর ট্র্যাকিং নম্বর`)).toBeVisible();
    expect(await latinInBangla(page, '[role="dialog"]')).toEqual([]);
    await shot(page, `bn-${width}-booking-dialog`);
    await bnDialog.getByRole('button', { name: 'এখন না' }).click();
  }
});
