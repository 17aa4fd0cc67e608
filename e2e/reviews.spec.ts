import type { APIRequestContext } from '@playwright/test';
import { apiBase, bearer, bookViaApi, createBookAsAdmin, DEMO_ADMIN, expect, loginViaApi, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail, waitUntilLive } from './support/fixtures';

const SHIPPING = { name: 'Shirin Sultana', email: 'shirin@example.test', phone: '01712345678', address: 'House 3, Road 8, Mirpur', city: 'Dhaka', postalCode: '1216' };

/** The shop moves an order as its staff would (pending → processing → completed). */
async function completeOrder(request: APIRequestContext, orderId: string): Promise<void> {
  const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const status of ['processing', 'completed']) {
    const response = await request.patch(apiBase(`/orders/${orderId}/status`), { headers: bearer(admin), data: { status } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

test('a customer whose order was completed reviews the book, and its stars appear on its card; the shop can hide it', async ({ page, browser, request }) => {
  test.setTimeout(45_000);
  const book = await createBookAsAdmin(request, { title: 'Review Journey', quantity: 5, price: 20 });
  const email = uniqueEmail('reviewer');
  await registerUser(request, { name: 'Shirin Sultana', email, password: 'Boipoka#2026' });
  const login = await signInInBrowser(page, email, 'Boipoka#2026');
  const placed = await request.post(apiBase('/orders'), {
    headers: bearer(login),
    data: { books: [{ book: book._id, quantity: 1 }], shippingDetails: SHIPPING, paymentMethod: 'cod', totalAmount: 27.59 },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { _id: string } }).data._id;

  // Before the order is delivered: no stars on the book, and the reviews say why the customer cannot review yet.
  await page.goto(`/product-details/${book._id}`);
  await waitUntilLive(page);
  await expect(page.getByTestId('book-rating')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(panel.getByText('You can review this book once an order of it has been delivered to you (completed).')).toBeVisible();
  await expect(panel.getByText('No reviews yet.', { exact: false })).toBeVisible();

  // The shop completes the order; now the customer rates and reviews the book.
  await completeOrder(request, orderId);
  await page.reload();
  await waitUntilLive(page);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(panel.getByRole('heading', { name: 'Rate and review this book' })).toBeVisible();
  await panel.getByRole('button', { name: 'Submit review' }).click();
  await expect(panel.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  // The shopper clicks the fourth star (the radio button's label).
  await panel.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(panel.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await panel.getByLabel('Your review (optional)').fill('A gripping read, delivered well packed.');
  await panel.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  const mine = panel.getByRole('region', { name: 'Your review' });
  await expect(mine.getByText('A gripping read, delivered well packed.')).toBeVisible();
  await expect(mine.getByText('Verified purchase')).toBeVisible();
  await expect(mine.getByText('Shirin S.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' }).first()).toBeVisible();
  await saveScreenshot(page, 'reviews-detail-written');

  // Its card in All Products shows the real stars and count.
  await page.goto(`/all-products?q=${encodeURIComponent(book.title)}`);
  const card = page.getByRole('article').filter({ hasText: book.title });
  await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' })).toBeVisible();
  await expect(card.getByText('(1 review)')).toBeVisible();
  await saveScreenshot(page, 'reviews-all-products-card');

  // The shop hides it: it leaves the book's rating.
  const shop = await browser.newContext();
  const admin = await shop.newPage();
  await signInInBrowser(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.goto('/dashboard/reviews');
  await admin.getByRole('button', { name: `Hide the review by Shirin Sultana of ${book.title}` }).click();
  await expect(admin.getByText('The review is hidden.')).toBeVisible();
  await expect(admin.getByRole('button', { name: `Show again the review by Shirin Sultana of ${book.title}` })).toBeVisible();
  await saveScreenshot(admin, 'reviews-admin-hidden');
  await shop.close();
  expect((await bookViaApi(request, book._id)).rating).toEqual({ average: null, count: 0 });
});
