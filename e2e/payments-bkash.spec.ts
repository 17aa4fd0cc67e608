import type { APIRequestContext, Page } from '@playwright/test';
import type { Book } from '@boipoka/shared';
import { catalogueText, digitsOf, interpolated } from './support/a11y';
import { buyNowTo, fillSylhetAddress } from './support/checkout';
import { apiBase, bearer, createBookAsAdmin, DEMO_ADMIN, expect, loginViaApi, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail, useTakaShop, waitUntilLive } from './support/fixtures';

/**
 * Issue 32 on a Taka shop, against the bKash simulator the demo mounts, in English and in Bangla: a reader pays with
 * bKash from checkout; a failed and a cancelled payment leave an order the reader pays again or switches to cash on
 * delivery; a reader who pays and closes the tab still gets the order (the worker asks bKash); a paid order the shop
 * cancels is refunded, and the reader's page and mail (in the reader's language) say so. The shop's texts come from
 * each language's catalogue; the simulator's page is bKash's, in English.
 */
useTakaShop();

const PASSWORD = 'Boipoka#2026';
const SYLHET = { name: 'Sadia Rahman', phone: '01711000000', address: 'House 4, Zindabazar', city: 'Sylhet', postalCode: '3100' };

async function onBkash(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/simulators\/bkash\/pay\//);
  await expect(page.getByRole('note')).toContainText('bKash simulator — no real money');
  await expect(page.getByText('৳470.00')).toBeVisible();
}

for (const LANG of ['', '/bn'] as const) {
  const language = LANG ? 'Bangla' : 'English';
  const suffix = LANG ? 'bn' : 'en';
  const text = (file: string, path: string) => catalogueText(LANG, file, path);
  const taka = (amount: number) => `৳${digitsOf(LANG, amount)}`;
  const bkash = text('tracking', 'payment.name.bkash');
  const paidLine = interpolated(LANG, 'tracking', 'payment.state.paid', { method: bkash, amount: taka(470) });

  /** A reader of the journey's language, signed in in the browser. */
  async function reader(request: APIRequestContext, page: Page, prefix: string): Promise<{ email: string; token: { accessToken: string } }> {
    const email = uniqueEmail(prefix);
    await registerUser(request, { name: 'Sadia Rahman', email, password: PASSWORD }, LANG ? 'bn' : 'en');
    const token = await signInInBrowser(page, email, PASSWORD);
    return { email, token };
  }

  /** An order paid with bKash, placed as the checkout places it (৳350 to Sylhet: ৳120 delivery, ৳470). */
  async function bkashOrder(request: APIRequestContext, token: { accessToken: string }, email: string, book: Book): Promise<string> {
    const res = await request.post(apiBase('/orders'), {
      headers: { ...bearer(token), 'Accept-Language': suffix },
      data: { books: [{ book: book._id, quantity: 1 }], shippingDetails: { ...SYLHET, email }, paymentMethod: 'bkash', totalAmount: 470 },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { _id: string } }).data._id;
  }

  /** The reader's order page, then bKash's page from its Pay button. */
  async function payFromOrderPage(page: Page, orderId: string): Promise<void> {
    await page.goto(`${LANG}/dashboard/user-orders/${orderId}`);
    await waitUntilLive(page);
    await page.getByRole('button', { name: text('orders', 'payment.payWith.bkash') }).click();
    await onBkash(page);
  }

  test(`${language}: a reader pays with bKash from checkout and sees the order paid`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const book = await createBookAsAdmin(request, { title: 'bKash Journey Himu', quantity: 10, price: 350 });
    await reader(request, page, `bkash-pay-${suffix}`);
    await buyNowTo(page, LANG, book._id);
    await fillSylhetAddress(page, LANG);
    const bkashRadio = page.getByRole('radio', { name: text('checkout', 'payment.bkash') });
    await bkashRadio.check();
    await expect(bkashRadio).toHaveAccessibleDescription(new RegExp(interpolated(LANG, 'checkout', 'payment.holdNote_other', { count: digitsOf(LANG, 15) }).replace(/[.()]/g, '\\$&')));
    await expect(page.getByTestId('summary-total')).toHaveText(taka(470));
    await saveScreenshot(page, `payments-checkout-bkash-1280-${suffix}`);
    await page.getByRole('button', { name: text('checkout', 'submit') }).click();

    await onBkash(page);
    await saveScreenshot(page, 'payments-bkash-simulator-1280');
    await page.getByRole('button', { name: /^Pay \// }).click();

    await expect(page).toHaveURL(new RegExp(`^[^?]*${LANG}/dashboard/user-orders/[0-9a-f-]{36}`));
    await expect(page.getByRole('status').filter({ hasText: text('orders', 'payment.return.paid') })).toBeVisible();
    await expect(page.getByText(paidLine)).toBeVisible();
    await expect(page.getByText(new RegExp(interpolated(LANG, 'tracking', 'payment.transaction', { id: '[A-Z0-9]{10}' })))).toBeVisible();
    await saveScreenshot(page, `payments-order-paid-1280-${suffix}`);
  });

  test(`${language}: a failed and a cancelled bKash payment leave the order, which the reader switches to cash on delivery`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const book = await createBookAsAdmin(request, { title: 'bKash Journey Misir Ali', quantity: 10, price: 350 });
    const { email, token } = await reader(request, page, `bkash-retry-${suffix}`);
    const orderId = await bkashOrder(request, token, email, book);
    const orderPage = new RegExp(`${LANG}/dashboard/user-orders/${orderId}`);
    const payButton = page.getByRole('button', { name: text('orders', 'payment.payWith.bkash') });

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${LANG}/dashboard/user-orders/${orderId}`);
    await waitUntilLive(page);
    await expect(page.getByText(new RegExp(interpolated(LANG, 'tracking', 'payment.state.awaitingUntil', { time: '.*' })))).toBeVisible();
    await payButton.click();
    await onBkash(page);
    await page.getByRole('button', { name: /^Fail \// }).click();
    await expect(page).toHaveURL(orderPage);
    await expect(page.getByRole('status').filter({ hasText: text('orders', 'payment.return.failed') })).toBeVisible();
    await saveScreenshot(page, `payments-order-failed-360-${suffix}`);

    await payButton.click();
    await onBkash(page);
    await page.getByRole('button', { name: /^Cancel \// }).click();
    await expect(page).toHaveURL(orderPage);
    await expect(page.getByRole('status').filter({ hasText: text('orders', 'payment.return.failed') })).toBeVisible();

    await page.getByRole('button', { name: text('orders', 'payment.payOnDelivery') }).click();
    await expect(page.getByText(interpolated(LANG, 'tracking', 'payment.codDue', { total: taka(470) }))).toBeVisible();
    await expect(payButton).toHaveCount(0);
    await expect(page.getByText(text('tracking', 'timeline.payment.switched_to_cod'))).toBeVisible();
    await saveScreenshot(page, `payments-order-switched-360-${suffix}`);
  });

  test(`${language}: a reader who pays and closes the tab gets the order: the worker asks bKash`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const book = await createBookAsAdmin(request, { title: 'bKash Journey Closed Tab', quantity: 10, price: 350 });
    const { email, token } = await reader(request, page, `bkash-tab-${suffix}`);
    const orderId = await bkashOrder(request, token, email, book);
    await payFromOrderPage(page, orderId);
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
    await page.goto(`${LANG}/dashboard/user-orders/${orderId}`);
    await expect(page.getByText(paidLine)).toBeVisible();
  });

  test(`${language}: a paid order the shop cancels is refunded through bKash; the reader’s page and mail say so`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const book = await createBookAsAdmin(request, { title: 'bKash Journey Refund', quantity: 10, price: 350 });
    const { email, token } = await reader(request, page, `bkash-refund-${suffix}`);
    const orderId = await bkashOrder(request, token, email, book);
    await payFromOrderPage(page, orderId);
    await page.getByRole('button', { name: /^Pay \// }).click();
    await expect(page.getByText(paidLine)).toBeVisible();

    const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const cancel = await request.patch(apiBase(`/orders/${orderId}/status`), { headers: bearer(admin), data: { status: 'cancelled' } });
    expect(cancel.status()).toBe(200);
    await page.reload();
    await expect(page.getByText(interpolated(LANG, 'tracking', 'payment.state.refunded', { amount: taka(470) })).first()).toBeVisible();
    await saveScreenshot(page, `payments-order-refunded-1280-${suffix}`);

    // The refund mail, in the reader's language: "… ৳470 refunded" / "… ৳৪৭০ ফেরত দেওয়া হয়েছে".
    const outbox = await request.get(apiBase('/admin/outbox?limit=50'), { headers: bearer(admin) });
    expect(outbox.status()).toBe(200);
    const mails = ((await outbox.json()) as { data: { to: string; subject: string }[] }).data;
    const refundSubject = LANG ? `${taka(470)} ফেরত দেওয়া হয়েছে` : `${taka(470)} refunded`;
    expect(mails.filter((mail) => mail.to === email).map((mail) => mail.subject)).toContainEqual(expect.stringContaining(refundSubject));
  });
}
