import type { Page } from '@playwright/test';
import type { Book } from '@boipoka/shared';
import { apiBase, DEMO_READER, expect, signInInBrowser, test, uniqueEmail, waitUntilLive } from './support/fixtures';
import { networkQuiet, trackNetwork } from './support/network';

/**
 * Issue 29: React's hydration error #418 showed in a real browser after a session that registered through the form,
 * signed in, moved around and signed out. The server renders the storefront pages and the browser adopts that HTML; any
 * part written differently in the browser (here: the footer's news dates, formatted in the reader's time zone while the
 * server is in another) is thrown away and drawn again, with #418 in the console. Parts below the fold hydrate only when
 * scrolled near or when a navigation needs them, so a fresh load that is not scrolled shows nothing: this journey
 * scrolls every page to its end and navigates from server-rendered pages by their links.
 *
 * The browser runs in a time zone other than the server's (the same machine's), as a reader abroad or a server set to
 * UTC would. Every route, in both languages, signed in and signed out, after the session above; any error in the
 * console or thrown by a page fails (a resource the browser could not load is a network answer, not the page's error).
 */

const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)|Hydration failed|hydrat/i;

/** A zone several hours away from the machine's own (the server's): west of Greenwich from here, or east. */
function otherTimeZone(): string {
  return new Date().getTimezoneOffset() <= 0 ? 'America/Los_Angeles' : 'Asia/Dhaka';
}

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // 'Failed to load resource: … 400/401/404': the browser's note of an HTTP answer (a made-up reset token), not a script error.
    if (/^Failed to load resource/.test(message.text())) return;
    problems.push(`console error on ${new URL(page.url()).pathname}: ${message.text().slice(0, 500)}`);
  });
  page.on('pageerror', (error) => problems.push(`page error on ${new URL(page.url()).pathname}: ${error.message.slice(0, 500)}`));
  return problems;
}

/** The page hydrated, and every part that waits to be scrolled near has been scrolled to and is live. */
async function settle(page: Page): Promise<void> {
  await waitUntilLive(page);
  await networkQuiet(page);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const asleep = [...document.querySelectorAll('[data-deferred]:not([data-live="true"])')];
          asleep[0]?.scrollIntoView({ block: 'center' });
          if (!asleep.length) window.scrollTo(0, document.body.scrollHeight);
          return asleep.length;
        }),
      { message: `every deferred part of ${page.url()} comes alive`, timeout: 20_000, intervals: [100, 250, 500] },
    )
    .toBe(0);
  await networkQuiet(page);
}

async function firstBook(page: Page): Promise<Book> {
  const response = await page.request.get(apiBase('/books?limit=5&page=1'));
  const body = (await response.json()) as { data: Book[] | { books: Book[] } };
  const books = Array.isArray(body.data) ? body.data : body.data.books;
  const book = books.find((candidate) => candidate.quantity > 0) ?? books[0];
  if (!book) throw new Error('The demo catalogue has no books');
  return book;
}

const STOREFRONT = (bookId: string) => [
  '',
  '/all-products',
  '/all-products?q=humayun',
  '/all-products?language=bn&inStock=true&author=Humayun%20Ahmed',
  `/product-details/${bookId}`,
  '/authors/humayun-ahmed',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/returns',
  '/delivery',
  '/blogs',
  '/cart',
  '/checkout',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/newsletter/confirm?token=not-a-real-token',
  '/no-such-page',
];
const ACCOUNT = ['/profile', '/dashboard', '/dashboard/user-orders', '/dashboard/user-pass', '/dashboard/user-route3', '/dashboard/wishlist', '/dashboard/addresses', '/dashboard/book-list'];

/** Holds the page's own code (its lazily loaded chunk) until released: the header hydrates, the page waits. */
async function holdPageCode(page: Page, chunk: RegExp): Promise<{ release: () => Promise<void> }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return {
    release: async () => release(),
  };
}

async function walk(page: Page, routes: string[]): Promise<void> {
  for (const lang of ['', '/bn']) {
    for (const route of routes) {
      await page.goto(`${lang}${route}` || '/');
      await settle(page);
    }
  }
}

test('no page hydrates with an error after a session that registered, signed in, moved around and signed out', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, timezoneId: otherTimeZone(), viewport: { width: 1280, height: 800 } });
  const page = trackNetwork(await context.newPage());
  const problems = watchErrors(page);
  const book = await firstBook(page);
  const email = uniqueEmail('hydration');
  const password = 'hydration-pass-1';

  // Registered through the form, then signed in through the form.
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Nusrat Jahan');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 10_000 });

  // Moved around: from server-rendered pages by their links (a navigation hydrates what is still waiting), with a book
  // in the cart and the language switched and back.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await page.goto(`/product-details/${book._id}`);
  await page
    .getByRole('button', { name: /Add to Cart/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();
  await page.getByRole('link', { name: 'বাংলা' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.goto('/bn/all-products');
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await waitUntilLive(page);

  // Every route, in both languages, signed in.
  await walk(page, [...STOREFRONT(book._id), ...ACCOUNT]);

  // Signed out from a server-rendered page before it is live, as on a slow phone: the header has hydrated (its Logout
  // button, which only the browser draws, is there) while the page's own code is still on its way. Then every route again.
  const pageCode = await holdPageCode(page, /\/assets\/all-products-page-[\w-]+\.js$/);
  await page.goto('/all-products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }).click();
  await pageCode.release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await walk(page, STOREFRONT(book._id));

  expect(
    problems.filter((problem) => HYDRATION_ERROR.test(problem)),
    'hydration errors',
  ).toEqual([]);
  expect(problems, 'errors in the console').toEqual([]);
  await context.close();
});

test('a tap on the header before the page is live acts once, when the page is live', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const problems = watchErrors(page);
  await signInInBrowser(page, DEMO_READER.email, DEMO_READER.password);
  // The server renders its pages once its renderer has loaded (a moment after it starts).
  await expect.poll(async () => (await page.request.get('/all-products', { headers: { accept: 'text/html' } })).text(), { timeout: 15_000 }).toContain('boipoka-boot');
  const pageCode = await holdPageCode(page, /\/assets\/all-products-page-[\w-]+\.js$/);
  await page.goto('/all-products', { waitUntil: 'domcontentloaded' });
  // The bell is drawn only in the browser, for a signed-in reader: the header has hydrated, the page has not.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const menu = page.locator('header button[aria-controls="mobile-menu"]');
  await menu.click();
  await pageCode.release();
  await waitUntilLive(page);
  // Opened once (acted on at the tap and again at its replay, it opened and closed).
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
