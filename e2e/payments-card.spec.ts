import { catalogueText, interpolated } from './support/a11y';
import { buyNowTo } from './support/checkout';
import { apiBase, bearer, createBookAsAdmin, expect, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail } from './support/fixtures';

/**
 * Issue 32 on SPEC's dollar shop, against the SSLCommerz simulator the demo mounts, in English and in Bangla: a reader
 * pays by card on the gateway's page, which posts them back to the shop; the shop asks the gateway to validate before
 * the order is paid. The shop's texts come from each language's catalogue; the gateway's page is SSLCommerz's, in English.
 */
for (const LANG of ['', '/bn'] as const) {
  const language = LANG ? 'Bangla' : 'English';
  const suffix = LANG ? 'bn' : 'en';
  const text = (file: string, path: string) => catalogueText(LANG, file, path);

  test(`${language}: a reader pays by card through SSLCommerz and sees the order paid`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const book = await createBookAsAdmin(request, { title: 'Card Journey Gitanjali', quantity: 10, price: 12.5 });
    const email = uniqueEmail(`card-pay-${suffix}`);
    await registerUser(request, { name: 'Nusrat Jahan', email, password: 'Boipoka#2026' }, LANG ? 'bn' : 'en');
    const token = await signInInBrowser(page, email, 'Boipoka#2026');
    const methods = await request.get(apiBase('/payments/methods'));
    // bKash takes Taka only: the dollar shop offers cash on delivery and the card gateway.
    expect(((await methods.json()) as { data: { methods: string[] } }).data.methods).toEqual(['cod', 'sslcommerz']);

    await buyNowTo(page, LANG, book._id);
    await page.getByLabel(text('checkout', 'shipping.phone'), { exact: true }).fill('+880 1711-000000');
    await page.getByLabel(text('accounts', 'addresses.address'), { exact: true }).fill('House 12, Road 5, Dhanmondi');
    await page.getByLabel(text('accounts', 'addresses.district'), { exact: true }).selectOption('Dhaka');
    await page.getByLabel(text('accounts', 'addresses.postalCode'), { exact: true }).fill('1205');
    await expect(page.getByRole('radio', { name: text('checkout', 'payment.bkash') })).toHaveCount(0);
    await page.getByRole('radio', { name: text('checkout', 'payment.sslcommerz') }).check();
    await page.getByRole('button', { name: text('checkout', 'submit') }).click();

    await expect(page).toHaveURL(/\/simulators\/sslcommerz\/gateway\//);
    await expect(page.getByText(/SSLCommerz simulator — no real money/)).toBeVisible();
    await saveScreenshot(page, 'payments-sslcommerz-simulator-1280');
    await page.getByRole('button', { name: /^Pay \// }).click();
    // The gateway posts the reader back (its page submits the form itself, or the reader presses Continue).
    const carryOn = page.getByRole('button', { name: /Continue/ });
    await Promise.race([page.waitForURL(/\/dashboard\/user-orders\//, { timeout: 15_000 }), carryOn.click({ timeout: 15_000 }).catch(() => undefined)]);
    await expect(page).toHaveURL(new RegExp(`^[^?]*${LANG}/dashboard/user-orders/[0-9a-f-]{36}`));
    await expect(page.getByRole('status').filter({ hasText: text('orders', 'payment.return.paid') })).toBeVisible();
    const paidLine = interpolated(LANG, 'tracking', 'payment.state.paid', { method: text('tracking', 'payment.name.sslcommerz'), amount: '' });
    await expect(page.getByText(paidLine, { exact: false })).toBeVisible();
    await saveScreenshot(page, `payments-order-paid-card-1280-${suffix}`);

    const orders = await request.get(apiBase('/orders/my-orders'), { headers: bearer(token) });
    const [order] = ((await orders.json()) as { data: { payment: { method: string; state: string } }[] }).data;
    expect(order!.payment).toMatchObject({ method: 'sslcommerz', state: 'paid' });
  });
}
