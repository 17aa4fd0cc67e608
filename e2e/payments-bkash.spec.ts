import type { APIRequestContext, Page } from '@playwright/test';
import type { Book } from '@boipoka/shared';
import { apiBase, bearer, createBookAsAdmin, DEMO_ADMIN, expect, loginViaApi, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail, useTakaShop, waitUntilLive } from './support/fixtures';

/**
 * Issue 32 on a Taka shop, against the bKash simulator the demo mounts: a reader pays with bKash from checkout; a failed
 * and a cancelled payment leave an order the reader pays again or switches to cash on delivery (in Bangla); a reader who
 * pays and closes the tab still gets the order (the worker asks bKash); a paid order the shop cancels is refunded.
 */
useTakaShop();

const PASSWORD = 'Boipoka#2026';
const SYLHET = { name: 'Sadia Rahman', phone: '01711000000', address: 'House 4, Zindabazar', city: 'Sylhet', postalCode: '3100' };

async function reader(request: APIRequestContext, page: Page, prefix: string): Promise<{ email: string; token: { accessToken: string } }> {
  const email = uniqueEmail(prefix);
  await registerUser(request, { name: 'Sadia Rahman', email, password: PASSWORD });
  const token = await signInInBrowser(page, email, PASSWORD);
  return { email, token };
}

/** An order paid with bKash, placed as the checkout places it (৳350 to Sylhet: ৳120 delivery, ৳470). */
async function bkashOrder(request: APIRequestContext, token: { accessToken: string }, email: string, book: Book): Promise<string> {
  const res = await request.post(apiBase('/orders'), {
    headers: bearer(token),
    data: { books: [{ book: book._id, quantity: 1 }], shippingDetails: { ...SYLHET, email }, paymentMethod: 'bkash', totalAmount: 470 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function onBkash(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/simulators\/bkash\/pay\//);
  await expect(page.getByRole('note')).toContainText('bKash simulator — no real money');
  await expect(page.getByText('৳470.00')).toBeVisible();
}

test('a reader pays with bKash from checkout and sees the order paid', async ({ page, request }) => {
  test.setTimeout(120_000);
  const book = await createBookAsAdmin(request, { title: 'bKash Journey Himu', quantity: 10, price: 350 });
  await reader(request, page, 'bkash-pay');
  await page.goto(`/product-details/${book._id}`);
  await waitUntilLive(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await page.getByLabel('Phone').fill('01711-000000');
  await page.getByLabel('House and road').fill('House 4, Zindabazar');
  await page.getByLabel('Division').selectOption('Sylhet');
  await page.getByLabel('District').selectOption('Sylhet');
  await page.getByLabel('Upazila or thana').selectOption({ label: 'Sylhet Sadar' });
  await page.getByRole('radio', { name: /bKash/ }).check();
  await expect(page.getByRole('radio', { name: /bKash/ })).toHaveAccessibleDescription(/We hold your order's books for 15 minutes while you pay\./);
  await expect(page.getByTestId('summary-total')).toHaveText('৳470');
  await saveScreenshot(page, 'payments-checkout-bkash-1280-en');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await onBkash(page);
  await saveScreenshot(page, 'payments-bkash-simulator-1280');
  await page.getByRole('button', { name: /^Pay \// }).click();

  await expect(page).toHaveURL(/\/dashboard\/user-orders\/[0-9a-f-]{36}/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you — your payment is confirmed.' })).toBeVisible();
  await expect(page.getByText(/Paid by bKash — ৳470/)).toBeVisible();
  await expect(page.getByText(/Transaction [A-Z0-9]{10}/)).toBeVisible();
  await saveScreenshot(page, 'payments-order-paid-1280-en');
});

test('in Bangla: a failed and a cancelled bKash payment leave the order, which the reader switches to cash on delivery', async ({ page, request }) => {
  test.setTimeout(120_000);
  const book = await createBookAsAdmin(request, { title: 'bKash Journey Misir Ali', quantity: 10, price: 350 });
  const { email, token } = await reader(request, page, 'bkash-retry');
  const orderId = await bkashOrder(request, token, email, book);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/bn/dashboard/user-orders/${orderId}`);
  await waitUntilLive(page);
  await expect(page.getByText(/আপনার পেমেন্টের অপেক্ষায় — বইগুলো .* পর্যন্ত রাখা আছে/)).toBeVisible();
  await page.getByRole('button', { name: 'বিকাশে পেমেন্ট করুন' }).click();
  await onBkash(page);
  await page.getByRole('button', { name: /^Fail \// }).click();
  await expect(page).toHaveURL(new RegExp(`/bn/dashboard/user-orders/${orderId}`));
  await expect(page.getByRole('status').filter({ hasText: 'পেমেন্ট সম্পন্ন হয়নি। আপনার অর্ডার রাখা আছে' })).toBeVisible();
  await saveScreenshot(page, 'payments-order-failed-360-bn');

  await page.getByRole('button', { name: 'বিকাশে পেমেন্ট করুন' }).click();
  await onBkash(page);
  await page.getByRole('button', { name: /^Cancel \// }).click();
  await expect(page).toHaveURL(new RegExp(`/bn/dashboard/user-orders/${orderId}`));
  await expect(page.getByRole('status').filter({ hasText: 'পেমেন্ট সম্পন্ন হয়নি' })).toBeVisible();

  await page.getByRole('button', { name: 'এর বদলে ক্যাশ অন ডেলিভারিতে দিন' }).click();
  await expect(page.getByText('বই হাতে পেয়ে নগদে ৳৪৭০ পরিশোধ করুন।')).toBeVisible();
  await expect(page.getByRole('button', { name: 'বিকাশে পেমেন্ট করুন' })).toHaveCount(0);
  await expect(page.getByText('ক্যাশ অন ডেলিভারিতে বদলানো হয়েছে')).toBeVisible();
  await saveScreenshot(page, 'payments-order-switched-360-bn');
});

test('a reader who pays and closes the tab gets the order: the worker asks bKash', async ({ page, request }) => {
  test.setTimeout(120_000);
  const book = await createBookAsAdmin(request, { title: 'bKash Journey Closed Tab', quantity: 10, price: 350 });
  const { email, token } = await reader(request, page, 'bkash-tab');
  const orderId = await bkashOrder(request, token, email, book);
  await page.goto(`/dashboard/user-orders/${orderId}`);
  await waitUntilLive(page);
  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await onBkash(page);
  await page.getByRole('button', { name: /^Pay, then close the tab/ }).click();
  await expect(page.getByRole('status')).toContainText('the shop learns of the payment by asking bKash');

  // Later, the reader looks at the order again: the worker (every 2 s here, asking after 10 s) has settled it.
  await expect
    .poll(
      async () => {
        const res = await request.get(apiBase(`/orders/${orderId}`), { headers: bearer(token) });
        return ((await res.json()) as { data: { payment: { state: string } } }).data.payment.state;
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe('paid');
  await page.goto(`/dashboard/user-orders/${orderId}`);
  await expect(page.getByText(/Paid by bKash — ৳470/)).toBeVisible();
});

test('a paid order the shop cancels is refunded through bKash; the reader’s page and mail say so', async ({ page, request }) => {
  test.setTimeout(120_000);
  const book = await createBookAsAdmin(request, { title: 'bKash Journey Refund', quantity: 10, price: 350 });
  const { email, token } = await reader(request, page, 'bkash-refund');
  const orderId = await bkashOrder(request, token, email, book);
  await page.goto(`/dashboard/user-orders/${orderId}`);
  await waitUntilLive(page);
  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await onBkash(page);
  await page.getByRole('button', { name: /^Pay \// }).click();
  await expect(page.getByText(/Paid by bKash — ৳470/)).toBeVisible();

  const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const cancel = await request.patch(apiBase(`/orders/${orderId}/status`), { headers: bearer(admin), data: { status: 'cancelled' } });
  expect(cancel.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Refunded ৳470').first()).toBeVisible();
  await saveScreenshot(page, 'payments-order-refunded-1280-en');

  const outbox = await request.get(apiBase('/admin/outbox?limit=50'), { headers: bearer(admin) });
  expect(outbox.status()).toBe(200);
  const mails = ((await outbox.json()) as { data: { to: string; subject: string }[] }).data;
  expect(mails.some((mail) => mail.to === email && /৳470 refunded/.test(mail.subject))).toBe(true);
});
