import type { Page } from '@playwright/test';
import type { Book } from '@boipoka/shared';
import { apiBase, bearer, bookViaApi, createBookAsAdmin, expect, loginViaApi, registerUser, saveScreenshot, test, uniqueEmail, waitUntilLive } from './support/fixtures';

async function addFromBookPage(page: Page, book: Book, quantity: number): Promise<void> {
  await page.goto(`/product-details/${book._id}`);
  await waitUntilLive(page);
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${book.title} is in your cart (${quantity})`)).toBeVisible();
}

test('a shopper fills the cart while signed out, signs in at checkout and orders the whole cart', async ({ page, request }) => {
  const first = await createBookAsAdmin(request, { title: 'Cart Journey Hangor', quantity: 5, price: 20, author: 'Selina Hossain' });
  const second = await createBookAsAdmin(request, { title: 'Cart Journey Nodi', quantity: 2, price: 12.5, author: 'Selina Hossain' });
  const email = uniqueEmail('cart');
  await registerUser(request, { name: 'Farhana Akter', email, password: 'reader-pass-1' });

  await addFromBookPage(page, first, 2);
  await addFromBookPage(page, second, 1);

  // The navbar dropdown counts copies and totals the lines.
  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  const dropdown = page.getByRole('region', { name: 'Cart, 3 items' });
  await expect(dropdown.getByText(`${first.title} × 2`)).toBeVisible();
  await expect(dropdown.getByText('$52.50')).toBeVisible();
  await dropdown.getByRole('link', { name: 'View Cart & Checkout' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: /Your Cart/ })).toContainText('3 items');
  // One more of the second book: 2 × 20 + 2 × 12.50 = 65.00, free shipping, tax 5.20.
  await page.getByRole('button', { name: `One more ${second.title}` }).click();
  await expect(page.getByRole('button', { name: `One more ${second.title}` })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('summary-total')).toHaveText('$70.20');
  await saveScreenshot(page, 'cart-page');

  // The cart is kept in the browser: a reload shows it again.
  await page.reload();
  await expect(page.getByTestId('summary-total')).toHaveText('$70.20');

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('reader-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/checkout\?from=cart$/, { timeout: 5_000 });
  await expect(page.getByText('Quantity: 2')).toHaveCount(2);
  await expect(page.getByTestId('summary-total')).toHaveText('$70.20');
  await page.getByLabel('Phone').fill('+880 1811-000000');
  await page.getByLabel('House and road').fill('House 3, Road 7, Mirpur');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Postal code (optional)').fill('1216');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  expect((await bookViaApi(request, first._id)).quantity).toBe(3);
  expect((await bookViaApi(request, second._id)).quantity).toBe(0);

  await expect(page).toHaveURL(/\/dashboard\/user-orders\/[0-9a-f-]{36}$/, { timeout: 6_000 });
  await page.goto('/dashboard/user-orders');
  const card = page.getByRole('article').filter({ hasText: first.title });
  await expect(card.getByText(second.title)).toBeVisible();
  await expect(card.getByText('Total: $70.20')).toBeVisible();
});

test('a book that sells out while in the cart stops the checkout until it is removed', async ({ page, request }) => {
  const book = await createBookAsAdmin(request, { title: 'Cart Journey Last Copy', quantity: 1, price: 9, author: 'Selina Hossain' });
  const other = await createBookAsAdmin(request, { title: 'Cart Journey Plenty', quantity: 9, price: 30, author: 'Selina Hossain' });
  await addFromBookPage(page, book, 1);
  await addFromBookPage(page, other, 1);

  // Someone else buys the last copy.
  const buyer = uniqueEmail('cart-rival');
  await registerUser(request, { name: 'Rival', email: buyer, password: 'reader-pass-1' });
  const rival = await loginViaApi(request, buyer, 'reader-pass-1');
  const ordered = await request.post(apiBase('/orders'), {
    headers: bearer(rival),
    data: {
      books: [{ book: book._id, quantity: 1 }],
      shippingDetails: { name: 'Rival', email: buyer, phone: '01711000000', address: '1 Road', city: 'Dhaka', postalCode: '1205' },
      paymentMethod: 'cod',
      totalAmount: 15.71,
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);

  await page.goto('/cart');
  await expect(page.getByText('Sold out: remove it to check out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await page.getByRole('button', { name: `Remove ${book.title} from the cart` }).click();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your Cart/ })).toContainText('1 item');
});

test('a tap on Add to Cart before the page is live is not lost: it counts once the page is live', async ({ browser, request }) => {
  const book = await createBookAsAdmin(request, { title: 'Cart Journey Early Tap', quantity: 5, price: 11, author: 'Selina Hossain' });
  // A page of its own context: its goto does not wait for the page to be live.
  const context = await browser.newContext();
  const page = await context.newPage();
  // Hold the app's code back until the tap has happened, as a slow phone would.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await expect.poll(async () => (await request.get(`/product-details/${book._id}`, { headers: { accept: 'text/html' } })).text(), { timeout: 15_000 }).toContain('boipoka-boot');
  await page.goto(`/product-details/${book._id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.live)).toBeUndefined();
  release();
  await page.waitForFunction(() => document.documentElement.dataset.live === 'true');
  await expect(page.getByText(`${book.title} is in your cart (1)`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await context.close();
});
