import type { Page } from '@playwright/test';
import type { Book } from '@boipoka/shared';
import { apiBase, bearer, bookViaApi, createBookAsAdmin, expect, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail, waitForLiveOnGoto, waitUntilLive } from './support/fixtures';

/** On the detail page: choose the quantity, then Buy Now (SPEC §2 Book detail). */
async function buyNow(page: Page, book: Book, quantity: number): Promise<void> {
  await page.goto(`/product-details/${book._id}`);
  // Also for pages of contexts made here, which are not the fixture's page.
  await waitUntilLive(page);
  await expect(page.getByRole('heading', { name: book.title })).toBeVisible();
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: /increase/i }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
}

async function fillShipping(page: Page): Promise<void> {
  await page.getByLabel('Phone').fill('+880 1711-000000');
  await page.getByLabel('House and road').fill('House 12, Road 5, Dhanmondi');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Postal code (optional)').fill('1205');
}

test('a new shopper registers, buys two copies, cancels and deletes the order; the stock comes back', async ({ page, request }) => {
  const book = await createBookAsAdmin(request, { title: 'Checkout Journey', quantity: 4, price: 25 });
  const email = uniqueEmail('buyer');

  // Register through the UI.
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Nusrat Jahan');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Boipoka#2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Sign in through the UI.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Boipoka#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful! Redirecting to home...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });

  await buyNow(page, book, 2);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Nusrat Jahan');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  // $25 × 2 = $50.00 is not over $50: shipping $5.99, tax $4.00, total $59.99.
  await expect(page.getByTestId('summary-subtotal')).toHaveText('$50.00');
  await expect(page.getByTestId('summary-shipping')).toHaveText('$5.99');
  await expect(page.getByTestId('summary-total')).toHaveText('$59.99');
  // A code the shop never made is refused, and the total stays as it was.
  await page.getByLabel('Promo code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This promo code is not valid')).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText('$59.99');
  await fillShipping(page);
  await saveScreenshot(page, 'accounts-checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  expect((await bookViaApi(request, book._id)).quantity).toBe(2);

  // The new order's own page, then the list of every order.
  await expect(page).toHaveURL(/\/dashboard\/user-orders\/[0-9a-f-]{36}$/, { timeout: 6_000 });
  await page.goto('/dashboard/user-orders');
  const card = page.getByRole('article').filter({ hasText: book.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Quantity: 2 × $25.00')).toBeVisible();
  await expect(card.getByText('Total: $59.99')).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  await saveScreenshot(page, 'accounts-my-orders');

  await card.getByRole('button', { name: 'Cancel Order' }).click();
  const cancelDialog = page.getByRole('dialog', { name: /^Cancel order BP-\d{6}\?$/ });
  await cancelDialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
  await expect(card.getByText('Cancelled')).toBeVisible();
  expect((await bookViaApi(request, book._id)).quantity).toBe(4);

  await page.goto(`/product-details/${book._id}`);
  await expect(page.getByText('Only 4 left!')).toBeVisible();

  await page.goto('/dashboard/user-orders');
  await card.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: /^Delete order BP-\d{6}\?$/ })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(page.getByText('Order deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('checking out while signed out goes to sign-in and comes back with the same book', async ({ page, request }) => {
  const book = await createBookAsAdmin(request, { title: 'Checkout Journey', quantity: 6, price: 25.01 });
  const email = uniqueEmail('returning');
  await registerUser(request, { name: 'Tanvir Rahman', email, password: 'reader-pass-1' });

  await buyNow(page, book, 2);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Please log in to complete your purchase')).toBeVisible({ timeout: 4_000 });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('reader-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/checkout$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText(book.title)).toBeVisible();
  await expect(page.getByText('Quantity: 2')).toBeVisible();
  // $25.01 × 2 = $50.02 is over $50: free shipping.
  await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
  await expect(page.getByLabel('Full Name')).toHaveValue('Tanvir Rahman');
});

test('checkout without a chosen book says No Product Selected', async ({ page, request }) => {
  const email = uniqueEmail('nobook');
  await registerUser(request, { name: 'Mitu', email, password: 'reader-pass-1' });
  await signInInBrowser(page, email, 'reader-pass-1');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'No Product Selected' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/all-products$/);
});

test('two shoppers buying the last copy at once: one order succeeds, the other is told it is out of stock', async ({ browser, request }) => {
  const book = await createBookAsAdmin(request, { title: 'Checkout Journey', quantity: 1, price: 12 });
  const shoppers = await Promise.all(
    ['first', 'second'].map(async (who) => {
      const email = uniqueEmail(`last-copy-${who}`);
      await registerUser(request, { name: `Shopper ${who}`, email, password: 'reader-pass-1' });
      const context = await browser.newContext();
      const page = waitForLiveOnGoto(await context.newPage());
      await signInInBrowser(page, email, 'reader-pass-1');
      await buyNow(page, book, 1);
      await fillShipping(page);
      return { context, page };
    }),
  );

  await Promise.all(shoppers.map(({ page }) => page.getByRole('button', { name: 'Place Order' }).click()));

  const outcomes = await Promise.all(
    shoppers.map(async ({ page }) => {
      const success = page.getByRole('heading', { name: 'Order Successful!' });
      const failure = page.getByRole('alert').filter({ hasText: `Not enough stock for "${book.title}"` });
      await expect(success.or(failure)).toBeVisible();
      return (await success.isVisible()) ? 'ordered' : 'out of stock';
    }),
  );
  expect(outcomes.sort()).toEqual(['ordered', 'out of stock']);
  expect((await bookViaApi(request, book._id)).quantity).toBe(0);
  await Promise.all(shoppers.map(({ context }) => context.close()));
});

test('My Orders at 360 px', async ({ page, request }) => {
  const book = await createBookAsAdmin(request, { title: 'Checkout Journey', quantity: 5, price: 18.5 });
  const email = uniqueEmail('phone');
  await registerUser(request, { name: 'Rafi Chowdhury', email, password: 'reader-pass-1' });
  const login = await signInInBrowser(page, email, 'reader-pass-1');
  const order = await request.post(apiBase('/orders'), {
    headers: bearer(login),
    data: {
      books: [{ book: book._id, quantity: 1 }],
      shippingDetails: { name: 'Rafi', email, phone: '01711000000', address: '1 Road', city: 'Sylhet', postalCode: '3100' },
      paymentMethod: 'cod',
      totalAmount: 25.97,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/dashboard/user-orders');
  await expect(page.getByText('Total: $25.97')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'accounts-my-orders-360');
  await page.getByRole('button', { name: 'Dashboard menu', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Dashboard menu', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await saveScreenshot(page, 'accounts-dashboard-drawer-360');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Dashboard menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
});
