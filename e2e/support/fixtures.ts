import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Book, LoginResult, User } from '@boipoka/shared';
import { scriptOf } from '../../packages/shared/src/common/script';
import { digitsOf } from './a11y';

/**
 * Helpers for browser journeys. Import `test` and `expect` from here so a spec needs one import line:
 *
 *   import { test, expect, DEMO_READER, signInInBrowser, saveScreenshot } from './support/fixtures';
 *
 * `test` is Playwright's, with one difference: `page.goto` of a server-rendered storefront page also waits until the
 * page is live. Such a page is readable before its code runs (it starts after the first paint, apps/web/src/boot.ts),
 * and a click on a button before then does nothing, as it would for a person.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForLiveOnGoto(page));
  },
});

/**
 * Makes `page.goto` and `page.reload` wait until a server-rendered page is live, as the `page` fixture does (for pages
 * of other contexts): a tap on a button before then is held until the page is live (e2e/typed-before-live.spec.ts tests
 * what a reader does before it).
 */
export function waitForLiveOnGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitUntilLive(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitUntilLive(page);
    return response;
  };
  return page;
}

export { expect };

/** Waits until a server-rendered page has hydrated (no-op for pages the browser renders itself). */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('boipoka-boot') || document.documentElement.dataset.live === 'true');
}

/** Scrolls a part that loads when scrolled near (lib/lazy-near-viewport.tsx) into view and waits until it is live. */
export async function scrollUntilLive(page: Page, name: 'home-below-fold' | 'footer' | 'more-by-author'): Promise<void> {
  const part = page.locator(`[data-deferred="${name}"]`);
  await part.scrollIntoViewIfNeeded();
  await expect(part).toHaveAttribute('data-live', 'true');
}

export const DEMO_READER = { email: 'reader@boipoka.test', password: 'reader123' } as const;
export const DEMO_ADMIN = { email: 'admin@boipoka.test', password: 'admin123' } as const;

const SCREENSHOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

/** The shop a spec's API helpers talk to: the dollar shop unless the spec chose the Taka shop (useTakaShop). */
let shopUrl: string | undefined;

/**
 * Runs a spec file's journeys on the Taka shop (SHOP_CURRENCY=BDT, started by global setup beside the dollar shop): its
 * pages (`baseURL`) and this file's API helpers. Call once at the top of the spec. `boimela`: the Taka shop as the demo
 * starts it (the new member's discount on), kept for the Boi Mela journey's sale and codes.
 */
export function useTakaShop(which: 'taka' | 'boimela' = 'taka'): void {
  const variable = which === 'taka' ? 'E2E_TAKA_URL' : 'E2E_BOIMELA_URL';
  const url = process.env[variable];
  test.use({ baseURL: url });
  test.beforeAll(() => {
    if (!url) throw new Error(`${variable} is not set: run the suite through e2e/playwright.config.ts (global setup sets it).`);
    shopUrl = url;
  });
  test.afterAll(() => {
    shopUrl = undefined;
  });
}

/** The server under test, e.g. http://127.0.0.1:41234 (set by global setup). */
export function baseUrl(): string {
  const url = shopUrl ?? process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suite through e2e/playwright.config.ts (global setup sets it).');
  return url.replace(/\/$/, '');
}

/** Absolute URL of an API path: apiBase('/books') → http://127.0.0.1:41234/api/books. */
export function apiBase(path = ''): string {
  return `${baseUrl()}/api${path && !path.startsWith('/') ? '/' : ''}${path}`;
}

let emailCounter = 0;
/** An address no other test (or earlier run against the same database) has used. */
export function uniqueEmail(prefix = 'shopper'): string {
  emailCounter += 1;
  const nonce = `${Date.now().toString(36)}${process.pid.toString(36)}${emailCounter}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix}-${nonce}@boipoka.test`.toLowerCase();
}

/** Full-page screenshot to e2e/artifacts/screenshots/<name>.png; returns the path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const safeName = name.replace(/[^a-zA-Z0-9._-]+/g, '-');
  const path = join(SCREENSHOT_DIR, `${safeName}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** One element's screenshot to e2e/artifacts/screenshots/<name>.png (a part of a long page, looked at closely). */
export async function saveElementScreenshot(locator: Locator, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^a-zA-Z0-9._-]+/g, '-')}.png`);
  await locator.screenshot({ path });
  return path;
}

async function bodyOf(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '(no body)';
  }
}

/** Registers a customer through POST /api/users/register; returns the response's `data`. */
export async function registerUser(request: APIRequestContext, user: { name: string; email: string; password: string }, locale: 'en' | 'bn' = 'en'): Promise<User> {
  // The account's language is the one the reader signs up in (its mails go in it).
  const response = await request.post(apiBase('/users/register'), { data: user, headers: { 'Accept-Language': locale } });
  if (!response.ok()) {
    throw new Error(`Registering ${user.email} failed: ${response.status()} ${await bodyOf(response)}`);
  }
  return ((await response.json()) as { data: User }).data;
}

/** Signs in through POST /api/users/login; returns the login data ({ user, accessToken, refreshToken }). */
export async function loginViaApi(request: APIRequestContext, email: string, password: string): Promise<LoginResult> {
  const response = await request.post(apiBase('/users/login'), { data: { email, password } });
  if (!response.ok()) {
    throw new Error(`Signing in as ${email} failed: ${response.status()} ${await bodyOf(response)}`);
  }
  return ((await response.json()) as { data: LoginResult }).data;
}

export interface JourneyBook {
  /** The start of the title; a unique suffix is added, so no other journey touches this book's stock. */
  title: string;
  price: number;
  quantity: number;
  author?: string;
  category?: string;
  description?: string;
  image?: string;
  publisher?: string;
}

/**
 * What makes a journey's book title its own: letters and digits after a Latin title, digits only after a Bangla one (a
 * Bangla title stays all Bangla, as the Bangla pages' check of Latin-script text expects of stored data in Bangla).
 */
function uniqueSuffix(title: string): string {
  // In Bangla digits: a Bangla title's number is written in Bangla (the Bangla walks read a Latin number as one the page wrote).
  if (scriptOf(title) === 'bn') return digitsOf('/bn', `${Date.now()}${Math.floor(Math.random() * 10_000)}`);
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A book of a journey's own, added by the demo admin through the API (journeys never depend on the seed's exact rows). */
export async function createBookAsAdmin(request: APIRequestContext, book: JourneyBook): Promise<Book> {
  const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const response = await request.post(apiBase('/books'), {
    headers: bearer(admin),
    data: {
      author: 'Humayun Ahmed',
      category: 'Fiction',
      description: 'A book created by a browser journey.',
      image: '',
      ...book,
      title: `${book.title} ${uniqueSuffix(book.title)}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Book }).data;
}

/** A book as the API reads it now. */
export async function bookViaApi(request: APIRequestContext, id: string): Promise<Book> {
  const response = await request.get(apiBase(`/books/${id}`));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Book }).data;
}

/** Authorization header for API calls made as a signed-in user. */
export function bearer(login: Pick<LoginResult, 'accessToken'>): Record<string, string> {
  return { Authorization: `Bearer ${login.accessToken}` };
}

/**
 * Signs in through the API and puts the session where the web app reads it (local storage key `root`,
 * `{"auth":{"user","accessToken","refreshToken"}}`) before the page's own scripts run. Call it before the
 * first `page.goto`. The session is written once per call, not on every navigation, so a journey that
 * signs out stays signed out.
 */
export async function signInInBrowser(page: Page, email: string, password: string): Promise<LoginResult> {
  const login = await loginViaApi(page.request, email, password);
  const session = JSON.stringify({
    auth: { user: login.user, accessToken: login.accessToken, refreshToken: login.refreshToken },
  });
  const marker = `e2e-session-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ origin, session, marker }) => {
      try {
        if (window.location.origin !== origin || window.sessionStorage.getItem(marker)) return;
        window.localStorage.setItem('root', session);
        window.sessionStorage.setItem(marker, '1');
      } catch {
        // Storage is not available on this document (about:blank, a sandboxed frame).
      }
    },
    { origin: new URL(baseUrl()).origin, session, marker },
  );
  return login;
}

/** The newest order of an account (the demo reader has seeded ones): for the route walks of the order pages. */
export async function newestOrderIdOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await loginViaApi(request, email, password);
  const response = await request.get(apiBase('/orders/my-orders'), { headers: bearer(login) });
  expect(response.ok()).toBe(true);
  const orders = ((await response.json()) as { data: { _id: string }[] }).data;
  if (!orders[0]) throw new Error(`${email} has no order`);
  return orders[0]._id;
}

/**
 * A cash-on-delivery order in a Taka shop (one copy of a ৳300 book to Sylhet, ৳120 delivery: ৳420) placed by `customer`
 * through the API to the journeys' confirmed phone, then moved to processing by `admin`: a parcel ready for the courier.
 */
export async function processingCodOrderInTaka(
  request: APIRequestContext,
  who: { customer: Pick<LoginResult, 'accessToken'>; admin: Pick<LoginResult, 'accessToken'> },
  order: { bookId: string; name: string; email: string; phone: string; address: string },
): Promise<{ id: string; number: string }> {
  const placed = await request.post(apiBase('/orders'), {
    headers: bearer(who.customer),
    data: {
      books: [{ book: order.bookId, quantity: 1 }],
      shippingDetails: { name: order.name, email: order.email, phone: order.phone, address: order.address, city: 'Sylhet', postalCode: '3100' },
      paymentMethod: 'cod',
      totalAmount: 420,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const data = ((await placed.json()) as { data: { _id: string; orderNumber: string } }).data;
  expect((await request.patch(apiBase(`/orders/${data._id}/status`), { headers: bearer(who.admin), data: { status: 'processing' } })).ok()).toBe(true);
  return { id: data._id, number: data.orderNumber };
}
