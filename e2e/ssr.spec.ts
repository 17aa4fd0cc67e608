import type { Book } from '@boipoka/shared';
import type { Page } from '@playwright/test';
import { apiBase, createBookAsAdmin, expect, saveScreenshot, scrollUntilLive, test } from './support/fixtures';

/**
 * The storefront pages come from the server with their content (apps/web/src/entry-server.tsx), and the browser adopts
 * that HTML without complaint: no hydration warning, no error, and the page works once its code has run.
 */
async function firstBooks(page: Page, limit: number, query = ''): Promise<Book[]> {
  const response = await page.request.get(apiBase(`/books?limit=${limit}${query}`));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Book[] }).data;
}

/** A title that reads the same in HTML source (other journeys add books with markup in their titles). */
const plain = (book: Book) => !/[<>&"']/.test(book.title);

/** Console errors and warnings (hydration mismatches are reported as errors) and uncaught exceptions. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('server-rendered storefront', () => {
  test('the HTML of /, /all-products and a book page already holds the page, before any script runs', async ({ page }) => {
    const book = (await firstBooks(page, 6)).find(plain);
    // The renderer loads in the background after the server starts.
    await expect.poll(async () => (await page.request.get('/')).text(), { timeout: 15_000 }).toContain('id="boipoka-state"');
    const home = await page.request.get('/', { headers: { accept: 'text/html' } });
    expect(home.status()).toBe(200);
    expect(home.headers()['cache-control']).toBe('no-cache');
    const homeHtml = await home.text();
    expect(homeHtml).toContain('<title>Home — Boipoka</title>');
    expect(homeHtml).toContain('Discover your next favourite book');
    // The Featured Books grid, from the API, is in the HTML.
    expect(homeHtml).toContain(book!.title);

    const detail = await page.request.get(`/product-details/${book!._id}`, { headers: { accept: 'text/html' } });
    expect(detail.status()).toBe(200);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain(`<title>${book!.title} — Boipoka</title>`);
    expect(detailHtml).toMatch(new RegExp(`<h1[^>]*>${book!.title}</h1>`));
    // The page's data goes along as JSON that does not run (the CSP forbids inline scripts).
    expect(detailHtml).toContain('<script type="application/json" id="boipoka-state">');
    expect(detailHtml).not.toMatch(/<script(?![^>]*(type="application\/(ld\+)?json"|src="))[^>]*>/);

    const listing = await (await page.request.get('/all-products?sort=name&limit=20', { headers: { accept: 'text/html' } })).text();
    expect(listing).toContain((await firstBooks(page, 20, '&sort=name')).find(plain)!.title);

    const unknown = await page.request.get('/product-details/no-such-book', { headers: { accept: 'text/html' } });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Oops! Something went wrong');
  });

  test('with JavaScript off, the pages still show their content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const book = (await firstBooks(page, 20)).find(plain);
    await page.goto(`/product-details/${book!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: book!.title })).toBeVisible();
    await saveScreenshot(page, 'ssr-detail-no-js');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover your next favourite book' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Books' })).toBeAttached();
    await context.close();
  });

  test("a Bangla book: the server sends the page's script first (Latin on the English page, Bangla under /bn) and the other form under it, each with its lang", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const book = (await firstBooks(page, 100, '&category=Fiction')).find((candidate) => candidate.title === 'শেষের কবিতা');
    expect(book).toMatchObject({ altTitle: 'Shesher Kobita', author: 'Rabindranath Tagore', altAuthor: 'রবীন্দ্রনাথ ঠাকুর' });
    await page.goto(`/product-details/${book!._id}`);
    await expect(page).toHaveTitle(/^Shesher Kobita/);
    const heading = page.getByRole('heading', { level: 1, name: 'Shesher Kobita' });
    await expect(heading).toHaveAttribute('lang', 'en');
    await expect(page.locator('main').getByText('শেষের কবিতা', { exact: true })).toHaveAttribute('lang', 'bn');
    await expect(page.locator('main').getByText('রবীন্দ্রনাথ ঠাকুর', { exact: true }).first()).toHaveAttribute('lang', 'bn');
    await saveScreenshot(page, 'ssr-detail-bangla-book-360');
    // The Bangla page leads with the Bangla forms and puts the Latin ones under them.
    await page.goto(`/bn/product-details/${book!._id}`);
    await expect(page).toHaveTitle(/^শেষের কবিতা/);
    await expect(page.getByRole('heading', { level: 1, name: 'শেষের কবিতা' })).toHaveAttribute('lang', 'bn');
    await expect(page.locator('main').getByText('Shesher Kobita', { exact: true })).toHaveAttribute('lang', 'en');
    await expect(page.locator('main').getByText('Rabindranath Tagore', { exact: true }).first()).toHaveAttribute('lang', 'en');
    await saveScreenshot(page, 'ssr-detail-bangla-book-360-bn');
    await context.close();
  });

  test('the pages hydrate without warnings or errors and then work', async ({ page }) => {
    const problems = collectProblems(page);
    // Other journeys buy books: pick one with stock to spare.
    const book = (await firstBooks(page, 50)).find((candidate) => candidate.quantity >= 3)!;

    await page.goto(`/product-details/${book._id}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /increase/i }).click();
    await expect(page.getByTestId('quantity')).toHaveText('2');

    await page.goto('/all-products', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);

    // The sections under the hero load as they come near; the server's HTML stays until then, then works.
    await page.goto('/', { waitUntil: 'networkidle' });
    await scrollUntilLive(page, 'home-below-fold');
    const chip = page.getByRole('button', { name: 'Staff Picks' });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await scrollUntilLive(page, 'footer');
    await expect(page.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(problems).toEqual([]);
  });

  test('a cover that failed to load before the page hydrated still falls back to the placeholder', async ({ page, request }) => {
    const book = await createBookAsAdmin(request, { title: 'Lost Cover', author: 'Shahidullah Kaiser', price: 6, quantity: 4, image: 'https://example.com/missing-cover.jpg' });
    await expect.poll(async () => (await page.request.get(`/product-details/${book._id}`, { headers: { accept: 'text/html' } })).text(), { timeout: 15_000 }).toContain(book.title);
    await page.goto(`/product-details/${book._id}`);
    await expect(page.getByRole('img', { name: `Cover of ${book.title}` })).toHaveAttribute('src', '/placeholder-cover.svg');
  });
});
