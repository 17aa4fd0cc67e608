import type { Page } from '@playwright/test';
import type { Book } from '@boipoka/shared';
import { apiBase, bearer, createBookAsAdmin, expect, loginViaApi, registerUser, signInInBrowser, test, uniqueEmail, waitForLiveOnGoto } from './support/fixtures';

const PASSWORD = 'reader-pass-1';

/** On a book's page: fill its heart (when asked) and put copies in the cart. */
async function onBookPage(page: Page, book: Book, { heart = false, copies = 0 }: { heart?: boolean; copies?: number }): Promise<void> {
  await page.goto(`/product-details/${book._id}`);
  if (heart) {
    const button = page.getByRole('button', { name: `Add ${book.title} to favourites` });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  if (copies === 0) return;
  for (let i = 1; i < copies; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${book.title} is in your cart`)).toBeVisible();
}

async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible({ timeout: 10_000 });
}

test('hearts and the cart are kept in the account: they survive a sign-out and a new browser, and a signed-out cart and hearts join them on sign-in', async ({ page, browser, request }) => {
  const [kept, later, scarce] = await Promise.all([
    createBookAsAdmin(request, { title: 'Keep Journey Deyal', quantity: 8, price: 10 }),
    createBookAsAdmin(request, { title: 'Keep Journey Himu', quantity: 8, price: 5 }),
    createBookAsAdmin(request, { title: 'Keep Journey Last Two', quantity: 2, price: 4 }),
  ]);
  const email = uniqueEmail('keep');
  await registerUser(request, { name: 'Sadia Islam', email, password: PASSWORD });

  // Signed in, in the first browser: a heart and two lines.
  await signInInBrowser(page, email, PASSWORD);
  await onBookPage(page, kept, { heart: true, copies: 2 });
  await onBookPage(page, scarce, { copies: 2 });
  await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible();
  // Saved in the account (the cart after a short pause).
  const login = await loginViaApi(request, email, PASSWORD);
  const accountCart = async () => ((await (await request.get(apiBase('/cart'), { headers: bearer(login) })).json()) as { data: { lines: { book: { _id: string }; quantity: number }[] } }).data.lines;
  await expect.poll(async () => (await accountCart()).length).toBe(2);

  // Signing out takes the account's hearts and cart off this browser.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  // A new browser, signed out: a heart and a cart of its own.
  const context = await browser.newContext();
  const other = waitForLiveOnGoto(await context.newPage());
  await onBookPage(other, later, { heart: true, copies: 1 });
  await onBookPage(other, scarce, { copies: 2 });
  await expect(other.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

  // Signing in merges them: the account's lines, the new one, and the scarce one bounded by its stock (2, not 2 + 2).
  await signInThroughForm(other, email);
  await expect(other.getByText('The books you picked before signing in are in your cart now.')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Cart, 5 items' })).toBeVisible();
  await expect
    .poll(async () => (await accountCart()).map((line) => [line.book._id, line.quantity]))
    .toEqual([
      [kept._id, 2],
      [scarce._id, 2],
      [later._id, 1],
    ]);
  // Both hearts, the account's and this browser's, are in the account's wishlist, and this browser shows them.
  const wishlist = async () =>
    ((await (await request.get(apiBase('/wishlist'), { headers: bearer(login) })).json()) as { data: { items: { book: { _id: string } }[] } }).data.items.map((item) => item.book._id);
  await expect.poll(wishlist).toEqual([later._id, kept._id]);
  await other.goto(`/product-details/${kept._id}`);
  await expect(other.getByRole('button', { name: `Add ${kept.title} to favourites` })).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

test('checkout fills the delivery details from the default saved address', async ({ page, request }) => {
  const book = await createBookAsAdmin(request, { title: 'Keep Journey Address', quantity: 5, price: 12 });
  const email = uniqueEmail('keep-address');
  await registerUser(request, { name: 'Tanvir Hasan', email, password: PASSWORD });
  await signInInBrowser(page, email, PASSWORD);

  await page.goto('/dashboard/addresses');
  await expect(page.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('Label (optional)').fill('Home');
  await page.getByLabel('Full Name').fill('Tanvir Hasan');
  await page.getByLabel('Phone').fill('+880 1712-345678');
  await page.getByLabel('House and road').fill('House 9, Zindabazar');
  await page.getByLabel('District').selectOption('Sylhet');
  await page.getByLabel('Postal code (optional)').fill('3100');
  await page.getByRole('button', { name: 'Save address' }).click();
  const home = page.getByRole('article').filter({ hasText: 'House 9, Zindabazar' });
  await expect(home.getByText('Default')).toBeVisible();
  await expect(home.getByText('01712345678')).toBeVisible();

  await page.goto(`/product-details/${book._id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('House and road')).toHaveValue('House 9, Zindabazar');
  await expect(page.getByLabel('Phone')).toHaveValue('01712345678');
  await expect(page.getByLabel('District')).toHaveValue('Sylhet');
  await expect(page.getByLabel('Postal code (optional)')).toHaveValue('3100');
  await expect(page.getByLabel('Deliver to a saved address')).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  const login = await loginViaApi(request, email, PASSWORD);
  const orders = ((await (await request.get(apiBase('/orders/my-orders'), { headers: bearer(login) })).json()) as { data: { shippingDetails: Record<string, string> }[] }).data;
  expect(orders[0]!.shippingDetails).toEqual({
    name: 'Tanvir Hasan',
    email,
    phone: '01712345678',
    address: 'House 9, Zindabazar',
    city: 'Sylhet',
    postalCode: '3100',
    division: 'Sylhet',
    district: 'Sylhet',
  });
  // The order's address is the one saved: still one address, the default (issue 31: remembered for the next order).
  const saved = ((await (await request.get(apiBase('/addresses'), { headers: bearer(login) })).json()) as { data: { address: string; isDefault: boolean }[] }).data;
  expect(saved.map((a) => [a.address, a.isDefault])).toEqual([['House 9, Zindabazar', true]]);
});
