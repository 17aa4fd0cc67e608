import type { Browser, Page } from '@playwright/test';
import type { Book, Order } from '@boipoka/shared';
import sharp from 'sharp';
import { apiBase, bearer, expect, loginViaApi, registerUser, saveScreenshot, test, uniqueEmail, DEMO_ADMIN, waitForLiveOnGoto } from './support/fixtures';

/**
 * The admin's day, end to end on the real app: add a book, find and edit it, a customer buys it, the order goes
 * pending → processing → completed and revenue rises, the customer is blocked and unblocked, the book is deleted
 * and the customer's past order still names it.
 */

// The typed cover URL is https (the form requires it); the browser gets a tiny SVG for it instead of the internet.
const COVER_URL = 'https://covers.boipoka-e2e.test/admin-journey.svg';
const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300"><rect width="200" height="300" fill="#006a4e"/><text x="100" y="150" font-size="22" fill="#fff" text-anchor="middle" font-family="serif">E2E Cover</text></svg>`;

async function serveCover(page: Page): Promise<void> {
  await page.route('https://covers.boipoka-e2e.test/**', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: COVER_SVG }));
}

/** '$1,234.50' → 1234.5 */
function dollars(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

async function signInAsAdminThroughUi(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Admin Login' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ADMIN.email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting to home...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

async function newCustomerPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = waitForLiveOnGoto(await context.newPage());
  const login = await loginViaApi(page.request, email, password);
  await page.addInitScript(
    (session) => {
      if (!window.sessionStorage.getItem('e2e-customer')) {
        window.localStorage.setItem('root', session);
        window.sessionStorage.setItem('e2e-customer', '1');
      }
    },
    JSON.stringify({ auth: { user: login.user, accessToken: login.accessToken, refreshToken: login.refreshToken } }),
  );
  return page;
}

test('admin journey: add, edit, sell, complete, block, unblock, delete', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `E2E Admin Book ${stamp}`;
  const customer = { name: `Customer ${stamp}`, email: uniqueEmail('admin-journey'), password: 'reader-pass-1' };
  await serveCover(page);

  // 1. The admin signs in with the quick-fill button.
  await signInAsAdminThroughUi(page);

  // 2. Add Book: preview, success banner for 5 s, then an empty form.
  await page.goto('/dashboard/book-form');
  await expect(page).toHaveTitle(/^Add Book/);
  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Image URL is required')).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Author', { exact: true }).fill('Humayun Ahmed');
  // The author in the other script: a Latin form is refused under its field, the Bangla one taken.
  await page.getByLabel('Author in the other script').fill('Humayun');
  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(page.getByText('Author in the other script must be written in Bangla letters, as the author is in Latin letters')).toBeVisible();
  await page.getByLabel('Author in the other script').fill('হুমায়ূন আহমেদ');
  await page.getByLabel('Price', { exact: true }).fill('14.50');
  await page.getByLabel('Quantity').fill('8');
  await page.getByRole('list', { name: 'Categories to choose from' }).getByRole('button', { name: 'Self Development', exact: true }).click();
  await page.getByLabel('Image URL').fill(COVER_URL);
  await page.getByLabel('Description').fill('A book written for the admin journey test.');
  await expect(page.getByText('42/10')).toBeVisible();
  const preview = page.getByAltText('Preview of the cover image');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await saveScreenshot(page, 'admin-add-book');
  await page.getByRole('button', { name: 'Add Book' }).click();
  const success = page.getByText('Book added successfully! You can add another book.');
  await expect(success).toBeVisible();
  await saveScreenshot(page, 'admin-add-book-success');
  await expect(success).toBeHidden({ timeout: 8_000 });
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Description')).toHaveValue('');
  await expect(preview).toBeHidden();

  // 3. Book Management: find it by search, edit price and stock.
  await page.goto('/dashboard/book-list');
  await expect(page).toHaveTitle(/^Book Management/);
  await expect(page.getByText('Books loaded successfully!')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(0);
  await saveScreenshot(page, 'admin-book-list');
  await page.getByPlaceholder('Search by title, author, or category...').fill(stamp);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('$14.50');
  await expect(row).toContainText('Self Development');
  await expect(row.getByText('হুমায়ূন আহমেদ')).toHaveAttribute('lang', 'bn');
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Book' });
  await expect(editDialog.getByLabel('Author in the other script')).toHaveValue('হুমায়ূন আহমেদ');
  await expect(editDialog.getByLabel('Description')).toHaveValue('A book written for the admin journey test.');
  await editDialog.getByLabel('Price', { exact: true }).fill('23.45');
  await editDialog.getByLabel('Quantity').fill('3');
  // A photographed cover (a JPEG, as a phone takes it) replaces the typed URL.
  const photo = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#1f6f5c' } })
    .jpeg()
    .toBuffer();
  await editDialog.getByLabel('Cover picture').setInputFiles({ name: 'cover-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Previewed from the file itself (an object URL the page's content security policy lets through).
  await expect.poll(() => editDialog.getByAltText('The chosen cover').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);
  await saveScreenshot(page, 'admin-edit-book-dialog');
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Book updated successfully!')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('$23.45');
  await expect(row.getByText('3', { exact: true })).toBeVisible();

  // Sorting by a header asks the server and marks the column.
  await page.getByPlaceholder('Search by title, author, or category...').fill('');
  const priceHeader = page.getByRole('columnheader', { name: /^Price/ });
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('table')).toBeVisible();
  await saveScreenshot(page, 'admin-book-list-360');
  // The table scrolls inside its own box; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  const found = await request.get(apiBase(`/books?q=${encodeURIComponent(title)}`));
  const book = ((await found.json()) as { data: Book[] }).data.find((b) => b.title === title);
  expect(book).toBeDefined();
  const bookId = book!._id;

  // 4. The storefront shows the new price.
  await page.goto(`/product-details/${bookId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('$23.45').first()).toBeVisible();
  // The uploaded cover, as WebP at three widths, cached for good.
  const cover = page.getByRole('img', { name: new RegExp(title) }).first();
  await expect(cover).toHaveAttribute('srcset', /\/api\/covers\/[^ ]+-200\.webp 200w, .+-400\.webp 400w, .+-800\.webp 800w/);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const coverFile = await request.get(new URL((await cover.getAttribute('src'))!, page.url()).toString());
  expect(coverFile.headers()['content-type']).toBe('image/webp');
  expect(coverFile.headers()['cache-control']).toContain('immutable');

  // 5. A customer buys one copy through the checkout.
  await registerUser(request, customer);
  const shopper = await newCustomerPage(browser, customer.email, customer.password);
  await shopper.goto(`/product-details/${bookId}`);
  await shopper.getByRole('button', { name: /Buy Now/ }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await shopper.getByLabel('Full Name').fill(customer.name);
  await shopper.getByLabel('Email', { exact: true }).fill(customer.email);
  await shopper.getByLabel('Phone').fill('+880 1711-000000');
  await shopper.getByLabel('House and road').fill('House 1, Road 2, Dhanmondi');
  await shopper.getByLabel('District').selectOption('Dhaka');
  await shopper.getByLabel('Postal code (optional)').fill('1205');
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.getByText('Order Successful!')).toBeVisible();

  const customerLogin = await loginViaApi(request, customer.email, customer.password);
  const myOrders = (await (await request.get(apiBase('/orders/my-orders'), { headers: bearer(customerLogin) })).json()) as { data: Order[] };
  const order = myOrders.data.find((o) => o.books.some((line) => line.book.title === title));
  expect(order).toBeDefined();
  expect(order!.status).toBe('pending');
  // The shop names an order by its number (BP-000123) on every screen.
  const shortId = order!.orderNumber;
  expect(shortId).toMatch(/^BP-\d{6,}$/);

  // 6. The admin processes, then completes the order; Total Revenue rises by its total.
  await page.goto('/dashboard/order-dashboard');
  await expect(page).toHaveTitle(/^Order Management/);
  await expect(page.getByRole('img', { name: /Revenue, last 30 days/ })).toBeVisible();
  const orderRow = page.getByRole('row').filter({ hasText: shortId });
  await expect(orderRow).toContainText(customer.email);
  await expect(orderRow).toContainText(`1 x ${title}`);
  await expect(orderRow).toContainText('Pending');
  await saveScreenshot(page, 'admin-order-dashboard');
  await orderRow.getByRole('button', { name: `Process order ${shortId}` }).click();
  await expect(orderRow).toContainText('Processing');
  const revenueCard = page.getByTestId('card-total-revenue');
  await expect(revenueCard).not.toContainText('—');
  const before = dollars(await revenueCard.locator('p').nth(1).textContent());
  await orderRow.getByRole('button', { name: `Complete order ${shortId}` }).click();
  // Complete asks once in the list too (issue 33).
  await page
    .getByRole('dialog', { name: `Complete order ${shortId}?` })
    .getByRole('button', { name: 'Yes, go ahead' })
    .click();
  await expect(orderRow).toContainText('Completed');
  await expect(orderRow.getByRole('button')).toHaveCount(0);
  await expect.poll(async () => dollars(await revenueCard.locator('p').nth(1).textContent())).toBeCloseTo(before + order!.totalPrice, 2);

  // 7. Block the customer: no ordering, no signing in.
  await page.goto('/dashboard/user-management');
  await expect(page).toHaveTitle(/^User Management/);
  await page.getByPlaceholder('Search by name or email...').fill(DEMO_ADMIN.email);
  const adminRow = page.getByRole('row').filter({ hasText: DEMO_ADMIN.email });
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow.getByRole('button')).toHaveCount(0);
  await page.getByPlaceholder('Search by name or email...').fill('');
  await saveScreenshot(page, 'admin-user-management');
  await page.getByPlaceholder('Search by name or email...').fill(customer.email);
  const customerRow = page.getByRole('row').filter({ hasText: customer.email });
  await customerRow.getByRole('button', { name: `Block ${customer.name}` }).click();
  // Block asks once; Unblock goes at once.
  await page
    .getByRole('dialog', { name: `Block ${customer.name}?` })
    .getByRole('button', { name: 'Yes, block' })
    .click();
  await expect(customerRow.getByRole('button', { name: `Unblock ${customer.name}` })).toBeVisible();
  await expect(customerRow).toContainText('Blocked');
  await expect(page.getByText('User blocked')).toBeVisible();

  const blockedOrder = await request.post(apiBase('/orders'), {
    headers: { ...bearer(customerLogin), 'Idempotency-Key': `admin-e2e-${stamp}` },
    data: {
      books: [{ book: bookId, quantity: 1 }],
      shippingDetails: { name: customer.name, email: customer.email, phone: '+880 1711-000000', address: 'House 1', city: 'Dhaka', postalCode: '1205' },
      paymentMethod: 'cod',
      totalAmount: order!.totalPrice,
    },
  });
  expect(blockedOrder.status()).toBe(403);
  const blockedLogin = await request.post(apiBase('/users/login'), { data: { email: customer.email, password: customer.password } });
  expect(blockedLogin.status()).toBe(403);

  // 8. Unblock: the customer can sign in again.
  await customerRow.getByRole('button', { name: `Unblock ${customer.name}` }).click();
  await expect(customerRow.getByRole('button', { name: `Block ${customer.name}` })).toBeVisible();
  await expect(customerRow).not.toContainText('Blocked');
  const again = await loginViaApi(request, customer.email, customer.password);

  // 9. Delete the book after confirming; the customer's past order still names it.
  await page.goto('/dashboard/book-list');
  await page.getByPlaceholder('Search by title, author, or category...').fill(stamp);
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Book?' });
  await expect(deleteDialog).toContainText(`Are you sure you want to delete "${title}"? This action cannot be undone.`);
  await saveScreenshot(page, 'admin-delete-book-dialog');
  await deleteDialog.getByRole('button', { name: 'Delete Book' }).click();
  await expect(page.getByText('Book deleted successfully!')).toBeVisible();
  await expect(page.getByText('No books found.')).toBeVisible();

  const pastOrders = (await (await request.get(apiBase('/orders/my-orders'), { headers: bearer(again) })).json()) as { data: Order[] };
  const past = pastOrders.data.find((o) => o._id === order!._id);
  expect(past?.books[0].book.title).toBe(title);
  expect(past?.status).toBe('completed');

  await shopper.context().close();
});
