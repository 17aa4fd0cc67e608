/**
 * Stored XSS: a book title and author, an account name and a shipping name holding HTML are shown as text in the
 * browser (book detail, My Orders, the admin Order Dashboard and User Management, the dashboard welcome page) and
 * never run: window.__xss stays undefined, no injected element exists, the literal text is visible.
 */
import type { Page } from '@playwright/test';
import { apiBase, bearer, DEMO_ADMIN, expect, loginViaApi, registerUser, saveScreenshot, signInInBrowser, test, uniqueEmail } from './support/fixtures';

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const TITLE = `${IMG} Poison ${Date.now().toString(36)} ${SCRIPT}`;
const AUTHOR = `<b onmouseover=window.__xss=1>Bold</b> ${SCRIPT}`;
const NAME = `${IMG}${SCRIPT}`;

interface Fixture {
  bookId: string;
  customerEmail: string;
}

async function expectNothingRan(page: Page) {
  // Give any injected handler (image error, script) time to fire before checking.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('b[onmouseover]').count()).toBe(0);
}

test.describe('stored HTML is shown as text, never run', () => {
  let fixture: Fixture;

  test.beforeAll(async ({ request }) => {
    const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const book = await request.post(apiBase('/books'), {
      headers: bearer(admin),
      data: { title: TITLE, author: AUTHOR, price: 7.5, quantity: 20, category: 'Poetry', description: `${SCRIPT} A description with ${IMG} inside it.` },
    });
    expect(book.status(), await book.text()).toBe(201);
    const bookId = (await book.json()).data._id as string;

    const customerEmail = uniqueEmail('xss');
    await registerUser(request, { name: NAME, email: customerEmail, password: 'xss-pass-1' });
    const customer = await loginViaApi(request, customerEmail, 'xss-pass-1');
    // 1 × 7.50 + 5.99 shipping + 0.60 tax
    const order = await request.post(apiBase('/orders'), {
      headers: bearer(customer),
      data: {
        books: [{ book: bookId, quantity: 1 }],
        shippingDetails: { name: NAME, email: 'xss@example.test', phone: '+880 1711 000000', address: `${IMG} Road`, city: SCRIPT, postalCode: '1205' },
        paymentMethod: 'cod',
        totalAmount: 14.09,
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    fixture = { bookId, customerEmail };
  });

  test('book detail page shows the title, author and description literally', async ({ page }) => {
    // The server-rendered HTML carries them escaped, in the markup and in the embedded query cache alike.
    await expect.poll(async () => (await page.request.get(`/product-details/${fixture.bookId}`, { headers: { accept: 'text/html' } })).text(), { timeout: 15_000 }).toContain('id="boipoka-state"');
    const html = await (await page.request.get(`/product-details/${fixture.bookId}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('Poison');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>window.__xss');
    expect(html).not.toContain('<b onmouseover');
    await page.goto(`/product-details/${fixture.bookId}`);
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await expect(page.getByText('Poison').first()).toBeVisible();
    await expectNothingRan(page);
    await saveScreenshot(page, 'security-book-detail');
  });

  test("the customer's My Orders and dashboard show the title and their HTML name literally", async ({ page }) => {
    await signInInBrowser(page, fixture.customerEmail, 'xss-pass-1');
    await page.goto('/dashboard/user-orders');
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await expectNothingRan(page);
    await page.goto('/dashboard');
    await expect(page.getByText(NAME).first()).toBeVisible();
    await expectNothingRan(page);
    await saveScreenshot(page, 'security-my-orders');
  });

  test("the admin's Order Dashboard and User Management show the HTML literally", async ({ page }) => {
    await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/dashboard/order-dashboard');
    await expect(page.getByText(fixture.customerEmail).first()).toBeVisible();
    await expect(page.getByText('Poison').first()).toBeVisible();
    await expectNothingRan(page);
    await saveScreenshot(page, 'security-order-dashboard');
    await page.goto('/dashboard/user-management');
    await expect(page.getByText(fixture.customerEmail).first()).toBeVisible();
    await expect(page.getByText(NAME).first()).toBeVisible();
    await expectNothingRan(page);
  });

  test('the real pages are served with a strict CSP and run without violating it', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/', '/all-products', `/product-details/${fixture.bookId}`]) {
      const response = await page.goto(path);
      const csp = response!.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      // blob: is the admin's preview of a cover being chosen (an object URL only the page itself can make).
      expect(csp, path).toMatch(/img-src 'self' data: blob: https:;/);
      expect(response!.headers()['x-powered-by']).toBeUndefined();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('the catalogue page runs nothing and the API returns the title unchanged', async ({ page }) => {
    await page.goto(`/all-products`);
    await expectNothingRan(page);
    const res = await page.request.get(apiBase(`/books/${fixture.bookId}`));
    expect((await res.json()).data.title).toBe(TITLE);
  });
});
