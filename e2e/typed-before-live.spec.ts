import type { Browser, Page } from '@playwright/test';
import type { Book } from '@boipoka/shared';
import { apiBase, expect, test } from './support/fixtures';

/**
 * Issue 29: on a slow phone a reader types into the searches of a server-rendered page before its code has run; when it
 * hydrated, the boxes emptied. The searches are plain GET forms the server answers (they work before the page is live,
 * and without JavaScript), and what was typed is kept once the page is live. Sign-in is rendered by the browser: its
 * page has no field to type into before its code runs.
 */

/** A page of its own context (its goto does not wait for the page to be live) whose app code is held until released. */
async function pageWithHeldCode(browser: Browser): Promise<{ page: Page; release: () => void; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { page, release, close: () => context.close() };
}

async function serverRenders(page: Page, path: string): Promise<void> {
  // The server renders its pages once its renderer has loaded (a moment after it starts).
  await expect.poll(async () => (await page.request.get(path, { headers: { accept: 'text/html' } })).text(), { timeout: 15_000 }).toContain('boipoka-boot');
}

async function firstResultTitle(page: Page, q: string): Promise<string> {
  const response = await page.request.get(apiBase(`/books?q=${encodeURIComponent(q)}&page=1&limit=5`));
  const body = (await response.json()) as { data: Book[] | { books: Book[] } };
  const books = Array.isArray(body.data) ? body.data : body.data.books;
  if (!books[0]) throw new Error(`No book matches ${q}`);
  return books[0].title;
}

const live = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.live === 'true');

test('text typed into both searches before the page is live is still there once it is, and All Products searches for it', async ({ browser }) => {
  const { page, release, close } = await pageWithHeldCode(browser);
  await serverRenders(page, '/all-products');
  await page.goto('/all-products', { waitUntil: 'domcontentloaded' });
  await page.locator('#header-search').pressSequentially('rabindranath', { delay: 20 });
  await page.locator('#catalog-search').pressSequentially('humayun', { delay: 20 });
  expect(await page.evaluate(() => document.documentElement.dataset.live)).toBeUndefined();
  release();
  await live(page);
  await expect(page.locator('#header-search')).toHaveValue('rabindranath');
  await expect(page.locator('#catalog-search')).toHaveValue('humayun');
  // Taken as typed: after the typing pause the listing searches for it.
  await expect(page).toHaveURL(/\/all-products\?q=humayun$/);
  await expect(page.getByRole('list', { name: 'Books' })).toContainText(await firstResultTitle(page, 'humayun'));
  await expect(page.locator('#catalog-search')).toHaveValue('humayun');
  await close();
});

test('Enter in the All Products search before the page is live opens the server’s page of that search, keeping the sort', async ({ browser }) => {
  const { page, close } = await pageWithHeldCode(browser);
  await serverRenders(page, '/all-products?sort=price-low');
  await page.goto('/all-products?sort=price-low', { waitUntil: 'domcontentloaded' });
  await page.locator('#catalog-search').pressSequentially('humayun', { delay: 20 });
  await page.locator('#catalog-search').press('Enter');
  // Never released: the browser sent the form itself, and the server answered with the search.
  await expect(page).toHaveURL(/\/all-products\?q=humayun&sort=price-low$/);
  await expect(page.locator('#catalog-search')).toHaveValue('humayun');
  await expect(page.locator('#catalog-sort')).toHaveValue('price-low');
  await close();
});

test('Enter in the header search before the page is live searches for what was typed once it is', async ({ browser }) => {
  const { page, release, close } = await pageWithHeldCode(browser);
  await serverRenders(page, '/');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.locator('#header-search').pressSequentially('humayun', { delay: 20 });
  // Enter presses the form's button: the page's first script holds that tap until the page is live.
  await page.locator('#header-search').press('Enter');
  release();
  await expect(page).toHaveURL(/\/all-products\?q=humayun$/);
  await expect(page.getByRole('list', { name: 'Books' })).toContainText(await firstResultTitle(page, 'humayun'));
  await close();
});

test('without JavaScript, the header search and the All Products search still search (plain GET forms)', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await serverRenders(page, '/');
  await page.goto('/');
  await page.locator('#header-search').fill('humayun');
  await page.locator('#header-search').press('Enter');
  await expect(page).toHaveURL(/\/all-products\?q=humayun$/);
  await expect(page.getByRole('list', { name: 'Books' })).toContainText(await firstResultTitle(page, 'humayun'));
  await page.goto('/bn/all-products?view=list');
  await page.locator('#catalog-search').fill('himu');
  await page.locator('#catalog-search').press('Enter');
  await expect(page).toHaveURL(/\/bn\/all-products\?q=himu&view=list$/);
  await expect(page.getByRole('list', { name: 'বই' })).toContainText(await firstResultTitle(page, 'himu'));
  await context.close();
});

test('the sign-in page has no field to type into before its code runs (it is drawn by the browser)', async ({ request }) => {
  const html = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toMatch(/<input/);
});
