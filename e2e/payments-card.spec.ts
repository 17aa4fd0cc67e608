import { apiBase, bearer, createBookAsAdmin, expect, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail, waitUntilLive } from './support/fixtures';

/**
 * Issue 32 on SPEC's dollar shop, against the SSLCommerz simulator the demo mounts: a reader pays by card on the gateway's
 * page, which posts them back to the shop; the shop asks the gateway to validate before the order is paid.
 */
test('a reader pays by card through SSLCommerz and sees the order paid', async ({ page, request }) => {
  test.setTimeout(120_000);
  const book = await createBookAsAdmin(request, { title: 'Card Journey Gitanjali', quantity: 10, price: 12.5 });
  const email = uniqueEmail('card-pay');
  await registerUser(request, { name: 'Nusrat Jahan', email, password: 'Boipoka#2026' });
  const token = await signInInBrowser(page, email, 'Boipoka#2026');
  const methods = await request.get(apiBase('/payments/methods'));
  // bKash takes Taka only: the dollar shop offers cash on delivery and the card gateway.
  expect(((await methods.json()) as { data: { methods: string[] } }).data.methods).toEqual(['cod', 'sslcommerz']);

  await page.goto(`/product-details/${book._id}`);
  await waitUntilLive(page);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await page.getByLabel('Phone').fill('+880 1711-000000');
  await page.getByLabel('House and road').fill('House 12, Road 5, Dhanmondi');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Postal code (optional)').fill('1205');
  await expect(page.getByRole('radio', { name: /bKash/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /SSLCommerz/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/simulators\/sslcommerz\/gateway\//);
  await expect(page.getByText(/SSLCommerz simulator — no real money/)).toBeVisible();
  await saveScreenshot(page, 'payments-sslcommerz-simulator-1280');
  await page.getByRole('button', { name: /^Pay \// }).click();
  // The gateway posts the reader back (its page submits the form itself, or the reader presses Continue).
  const carryOn = page.getByRole('button', { name: /Continue/ });
  await Promise.race([page.waitForURL(/\/dashboard\/user-orders\//, { timeout: 15_000 }), carryOn.click({ timeout: 15_000 }).catch(() => undefined)]);
  await expect(page).toHaveURL(/\/dashboard\/user-orders\/[0-9a-f-]{36}/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you — your payment is confirmed.' })).toBeVisible();
  await expect(page.getByText(/Paid by SSLCommerz — \$/)).toBeVisible();
  await saveScreenshot(page, 'payments-order-paid-card-1280-en');

  const orders = await request.get(apiBase('/orders/my-orders'), { headers: bearer(token) });
  const [order] = ((await orders.json()) as { data: { payment: { method: string; state: string } }[] }).data;
  expect(order!.payment).toMatchObject({ method: 'sslcommerz', state: 'paid' });
});
