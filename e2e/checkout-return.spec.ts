import { apiBase, bookViaApi, createBookAsAdmin, DEMO_ADMIN, expect, saveScreenshot, signInInBrowser, test, uniqueEmail, waitUntilLive } from './support/fixtures';

/**
 * Issue 14, 'Checkout that does not lose the shopper': a new shopper taps Buy Now, is asked to sign in, signs up
 * instead, and lands back at the checkout with the same book and quantity; a reload keeps it; on a phone the total
 * is above Place Order; a +880 number and a district place the order (stored as 01XXXXXXXXX and the district's name).
 */
test('Buy Now → sign in → Sign up → back at the checkout with the same book; reload; 360 px; +880 phone and a district; the receipt in the outbox', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const book = await createBookAsAdmin(request, { title: 'Return Journey', quantity: 9, price: 12 });
  await page.setViewportSize({ width: 360, height: 800 });

  await page.goto(`/product-details/${book._id}`);
  await waitUntilLive(page);
  await page.getByRole('button', { name: /increase/i }).click();
  await page.getByRole('button', { name: /increase/i }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();

  // Not signed in: the sign-in page, and from it the sign-up page.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const email = uniqueEmail('returner');
  await page.getByLabel('Full Name').fill('Tahsin Ahmed');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Boipoka#2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Account created and signed in: back at the checkout with the same book, three copies.
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await expect(page.getByText('Return Journey')).toBeVisible();
  await expect(page.getByText('Quantity: 3')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  // A reload keeps it (read again from the server).
  await page.reload();
  await expect(page.getByText('Quantity: 3')).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText('$44.87');

  // At 360 px the summary's total and the amount to pay are both above Place Order.
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  const button = (await placeOrder.boundingBox())!;
  const total = (await page.getByTestId('summary-total').boundingBox())!;
  const pay = (await page.getByTestId('pay-total').boundingBox())!;
  expect(total.y + total.height).toBeLessThanOrEqual(button.y);
  expect(pay.y + pay.height).toBeLessThanOrEqual(button.y);
  await expect(page.getByTestId('pay-total')).toContainText('$44.87');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A number that is no Bangladeshi mobile is refused with the reason; +880 with spaces is fine.
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('House and road').fill('House 3, Road 8, Zindabazar');
  await page.getByLabel('District').selectOption('Sylhet');
  await page.getByLabel('Postal code (optional)').fill('3100');
  await placeOrder.click();
  await expect(page.getByText('Please enter a Bangladeshi mobile number, like 01712345678')).toBeVisible();
  await page.getByLabel('Phone').fill('+880 1812-345678');
  await saveScreenshot(page, 'checkout-return-360-en');
  await placeOrder.click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  expect((await bookViaApi(request, book._id)).quantity).toBe(6);

  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('root')))!) as { auth: { accessToken: string } };
  const mine = await request.get(apiBase('/orders/my-orders'), { headers: { Authorization: `Bearer ${session.auth.accessToken}` } });
  const [order] = (await mine.json()).data as { orderNumber: string; shippingDetails: { phone: string; city: string } }[];
  expect(order!.shippingDetails).toMatchObject({ phone: '01812345678', city: 'Sylhet' });

  // The receipt is in the outbox, where the admin reads it: the number, the book, the total.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInInBrowser(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await adminPage.goto('/dashboard/outbox');
  const receipt = adminPage.getByRole('button', { name: new RegExp(`^Open the mail to ${email.replace(/[.+]/g, '\\$&')}: .*${order!.orderNumber}`) });
  await expect(receipt).toBeVisible({ timeout: 15_000 });
  await receipt.click();
  await adminPage.getByRole('button', { name: 'Plain text' }).click();
  await expect(adminPage.getByTestId('mail-text')).toContainText('Return Journey');
  await expect(adminPage.getByTestId('mail-text')).toContainText('44.87');
  await expect(adminPage.getByTestId('mail-text')).toContainText('Sylhet');
  await adminContext.close();

  // Placed: on to the orders, and nothing is kept for the session any more.
  await expect(page).toHaveURL(/\/dashboard\/user-orders/, { timeout: 10_000 });
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'No Product Selected' })).toBeVisible();
});

test('the checkout in Bangla at 360 and 1280 px: district names and the phone rule in Bangla', async ({ page, request }) => {
  test.setTimeout(180_000);
  const book = await createBookAsAdmin(request, { title: 'Bangla Checkout Look', quantity: 9, price: 8 });
  const email = uniqueEmail('lookbn');
  await request.post(apiBase('/users/register'), { data: { name: 'Rumana', email, password: 'Boipoka#2026' } });
  const login = await (await request.post(apiBase('/users/login'), { data: { email, password: 'Boipoka#2026' } })).json();
  await page.addInitScript((auth) => localStorage.setItem('root', JSON.stringify({ auth })), login.data);
  for (const [lang, prefix] of [
    ['en', ''],
    ['bn', '/bn'],
  ] as const) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/product-details/${book._id}`);
      await waitUntilLive(page);
      await page.getByRole('button', { name: lang === 'en' ? 'Buy Now' : 'এখনই কিনুন' }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
      await page.locator('input[name="phone"]').fill('12345');
      await page.getByRole('button', { name: lang === 'en' ? 'Place Order' : 'অর্ডার কনফার্ম করুন' }).click();
      await expect(page.getByText(lang === 'en' ? 'Please enter a Bangladeshi mobile number, like 01712345678' : 'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮')).toBeVisible();
      if (lang === 'bn') await expect(page.locator('select[name="district"] option[value="Chattogram"]')).toHaveText('চট্টগ্রাম');
      await saveScreenshot(page, `checkout-${width}-${lang}`);
    }
  }
});
