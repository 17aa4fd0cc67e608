import type { Browser, Page } from '@playwright/test';
import type { Book } from '@boipoka/shared';
import { axeFindings, catalogueText, describeFindings, focusFindings, languagePrefixes, type AxeFinding } from './support/a11y';
import { networkQuiet, trackNetwork } from './support/network';
import { apiBase, expect, newestOrderIdOf, signInInBrowser, test, waitForLiveOnGoto, DEMO_ADMIN, DEMO_READER } from './support/fixtures';

/**
 * axe-core (WCAG 2.1 A/AA and best practices) on every route, signed out, as the demo customer and as the demo admin,
 * at 1280 px and 360 px, in each language; the dialogs that matter are opened and checked too. One test per
 * role × width × language walks its routes in one signed-in context and fails with every violation (rule, target, route).
 * Two checks of the besides axe, on the same pages: every element a keyboard reaches shows its focus
 * (focus-not-visible), and no page scrolls sideways (page-scrolls-sideways).
 */

type Role = 'visitor' | 'customer' | 'admin';
const LANGUAGES = languagePrefixes();
const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '360', viewport: { width: 360, height: 740 } },
] as const;

test.describe.configure({ mode: 'parallel' });

async function firstBookId(page: Page): Promise<string> {
  const response = await page.request.get(apiBase('/books'));
  const body = (await response.json()) as { data: Book[] | { books: Book[] } };
  const books = Array.isArray(body.data) ? body.data : body.data.books;
  const inStock = books.find((book) => book.quantity > 0) ?? books[0];
  if (!inStock) throw new Error('The demo catalogue has no books');
  return inStock._id;
}

/** Waits until the page shows its content: no request in flight, its heading shown, every deferred part scrolled to and live. */
async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Each deferred part comes alive when scrolled to: bring the first one still asleep into view until none is left.
  // Asked afresh each time round, in the page itself: a part may go away while the page settles (the checkout's).
  let parts = 0;
  await expect
    .poll(
      () =>
        page
          .evaluate(() => {
            const asleep = [...document.querySelectorAll('[data-deferred]:not([data-live="true"])')];
            asleep[0]?.scrollIntoView({ block: 'center' });
            return { all: document.querySelectorAll('[data-deferred]').length, asleep: asleep.length };
          })
          .then(({ all, asleep }) => {
            parts = Math.max(parts, all);
            return asleep;
          }),
      { message: 'every deferred part of the page comes alive', timeout: 20_000, intervals: [100, 250, 500] },
    )
    .toBe(0);
  // Parts that came alive may have asked for more (their data, their texts).
  if (parts > 0) await networkQuiet(page);
  // Entrance transitions end before colours are measured.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function check(page: Page, findings: AxeFinding[], route: string, include?: string): Promise<void> {
  findings.push(...(await axeFindings(page, route, include)));
  // Every element a keyboard reaches shows its focus (axe cannot see this).
  findings.push(...(await focusFindings(page, route)));
  // Not an axe rule, but the issue's: no page scrolls sideways (WCAG 1.4.10 reflow), checked at every width.
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
  if (widths.page > widths.screen) {
    findings.push({ route, rule: 'page-scrolls-sideways', impact: 'serious', target: 'html', summary: `the page is ${widths.page} px wide on a ${widths.screen} px screen` });
  }
}

async function visit(page: Page, findings: AxeFinding[], path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  await check(page, findings, path);
}

async function newRolePage(browser: Browser, role: Role, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: process.env.E2E_BASE_URL });
  const page = waitForLiveOnGoto(trackNetwork(await context.newPage()));
  if (role === 'customer') await signInInBrowser(page, DEMO_READER.email, DEMO_READER.password);
  if (role === 'admin') await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  return page;
}

/** The header search with its suggestions open (the combobox's listbox of books and authors, one option active). */
async function checkHeaderSearch(page: Page, findings: AxeFinding[], lang: string): Promise<void> {
  await page.goto(`${lang}/about`);
  await settle(page);
  const input = page.locator('#header-search');
  await input.click();
  await input.pressSequentially('humayun', { delay: 30 });
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await settle(page);
  await check(page, findings, `${lang}/about (header search suggestions)`);
  await page.keyboard.press('Escape');
}

/** The navbar's dialogs: the cart dropdown, and at phone width the mobile menu. */
async function checkNavbarDialogs(page: Page, findings: AxeFinding[], lang: string, phone: boolean): Promise<void> {
  const route = `${lang}/about (cart dropdown)`;
  await page.goto(`${lang}/about`);
  await settle(page);
  const cart = page.locator(`header button[aria-label^="${catalogueText(lang, 'common', 'nav.cart')}"]`);
  await cart.click();
  await expect(cart).toHaveAttribute('aria-expanded', 'true');
  await check(page, findings, route);
  await page.keyboard.press('Escape');
  if (phone) {
    const menu = page.locator('header button[aria-controls="mobile-menu"]');
    await menu.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await check(page, findings, `${lang}/about (mobile menu)`);
    await page.keyboard.press('Escape');
  }
}

async function storefrontRoutes(page: Page, findings: AxeFinding[], lang: string, phone: boolean): Promise<void> {
  const bookId = await firstBookId(page);
  for (const path of [
    '',
    '/all-products',
    // The filter panel open (filters in the link): the author search, language and in-stock filters.
    '/all-products?language=bn&inStock=true&author=Humayun%20Ahmed',
    `/product-details/${bookId}`,
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
  ]) {
    await visit(page, findings, `${lang}${path}` || '/');
  }
  await checkNavbarDialogs(page, findings, lang, phone);
  await checkHeaderSearch(page, findings, lang);
}

async function customerRoutes(page: Page, findings: AxeFinding[], lang: string, phone: boolean): Promise<void> {
  const order = await newestOrderIdOf(page.request, DEMO_READER.email, DEMO_READER.password);
  for (const path of [
    '/dashboard',
    '/dashboard/user-orders',
    `/dashboard/user-orders/${order}`,
    '/dashboard/user-pass',
    '/dashboard/user-route3',
    '/dashboard/wishlist',
    '/dashboard/addresses',
    '/profile',
  ]) {
    await visit(page, findings, `${lang}${path}`);
  }
  // Checkout with a book: from the book's page through Buy Now (the book travels in navigation state).
  await page.goto(`${lang}/product-details/${await firstBookId(page)}`);
  await settle(page);
  await page.getByRole('button', { name: catalogueText(lang, 'storefront-detail', 'detail.buyNow') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await settle(page);
  await check(page, findings, `${lang}/checkout (with a book)`);
  await checkNavbarDialogs(page, findings, lang, phone);
  await checkBell(page, findings, lang);
}

/** The signed-in bell's open panel (its code loads only for a signed-in user). */
async function checkBell(page: Page, findings: AxeFinding[], lang: string): Promise<void> {
  await page.goto(`${lang}/about`);
  await settle(page);
  const bell = page.locator(`header button[aria-label^="${catalogueText(lang, 'notifications', 'bell.heading')},"]`);
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await check(page, findings, `${lang}/about (notifications bell)`);
  await page.keyboard.press('Escape');
}

async function adminRoutes(page: Page, findings: AxeFinding[], lang: string, phone: boolean): Promise<void> {
  const order = await newestOrderIdOf(page.request, DEMO_READER.email, DEMO_READER.password);
  for (const path of [
    '/dashboard',
    '/dashboard/book-form',
    '/dashboard/user-management',
    '/dashboard/order-dashboard',
    `/dashboard/order-dashboard/${order}`,
    '/dashboard/messages',
    '/dashboard/outbox',
    '/dashboard/reviews',
    '/dashboard/audit',
    '/dashboard/promotions',
    '/dashboard/sales',
    '/dashboard/book-requests',
    '/dashboard/categories',
    '/dashboard/categories?tab=series',
  ]) {
    await visit(page, findings, `${lang}${path}`);
  }
  // Book Management with its 'Books loaded successfully!' toast on screen, then its two dialogs (the first row's).
  const bookList = `${lang}/dashboard/book-list`;
  await page.goto(bookList);
  // The toast lasts 3 s, less than a settle: caught as it comes and held by hovering it (sonner pauses while hovered).
  const toast = page.locator('[data-sonner-toast]').first();
  await toast.hover();
  await settle(page);
  await expect(toast).toBeVisible();
  await check(page, findings, `${bookList} (with its toast)`);
  await page.mouse.move(0, 0);
  // Let it go before the dialogs: fading out under a dialog's backdrop it is neither the dialog nor readable (axe measured it).
  await expect(toast).toBeHidden();
  const firstRow = page.locator('table tbody tr').first();
  // The row's last two buttons are Edit and Delete (the collection toggles come before them).
  const rowButtons = firstRow.locator('button');
  await rowButtons.nth((await rowButtons.count()) - 2).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, findings, `${bookList} (Edit Book dialog)`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await firstRow.locator('button').last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, findings, `${bookList} (Delete Book dialog)`);
  await page.keyboard.press('Escape');
  if (phone) {
    await page.locator('button[aria-controls="dashboard-drawer"]').click();
    await expect(page.locator('#dashboard-drawer')).toBeVisible();
    await check(page, findings, `${bookList} (dashboard menu)`);
    await page.keyboard.press('Escape');
  }
}

const WALKS: Record<Role, { title: string; walk: typeof storefrontRoutes }> = {
  visitor: { title: 'signed out, every storefront route and the navbar dialogs', walk: storefrontRoutes },
  customer: { title: 'demo customer, account and checkout routes', walk: customerRoutes },
  admin: { title: 'demo admin, every admin route and dialog', walk: adminRoutes },
};

// One test per role × width × language (languagePrefixes: both, unless E2E_LANG_PREFIXES says otherwise), so the two
// workers share the walks evenly.
for (const role of ['visitor', 'customer', 'admin'] as const) {
  for (const width of WIDTHS) {
    for (const lang of LANGUAGES) {
      test(`axe: ${WALKS[role].title}, at ${width.name} px, ${lang === '/bn' ? 'in Bangla' : 'in English'}`, async ({ browser }) => {
        // A walk of every route with axe on each takes 1.5-2.5 min on two busy cores.
        test.setTimeout(300_000);
        const page = await newRolePage(browser, role, width.viewport);
        const findings: AxeFinding[] = [];
        await WALKS[role].walk(page, findings, lang, width.name === '360');
        await page.context().close();
        expect(findings, describeFindings(findings)).toEqual([]);
      });
    }
  }
}

// Issue 29: with axe's experimental rules on, Book Management and the Order Dashboard failed label-content-name-mismatch
// (WCAG 2.5.3, label in name: a control's spoken name must contain the words it shows) at both widths.
// One experimental rule is left out on purpose: focus-order-semantics wants a table's focusable scroll box to be a
// landmark (region); decision 011 makes it a named group, because a region would repeat its section's landmark under the
// same name (axe's landmark-unique, which the walks above run).
const KNOWINGLY_OTHERWISE = ['focus-order-semantics'];
for (const width of WIDTHS) {
  test(`axe with its experimental rules: Book Management and the Order Dashboard at ${width.name} px, in every language`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await newRolePage(browser, 'admin', width.viewport);
    const findings: AxeFinding[] = [];
    for (const lang of LANGUAGES) {
      for (const path of ['/dashboard/book-list', '/dashboard/order-dashboard']) {
        const route = `${lang}${path}`;
        await page.goto(route);
        await settle(page);
        // The list's 'Books loaded successfully!' toast fades on its own: judged when gone (the walks above check it shown).
        // It comes once the list has rendered, which can be after the network is quiet: wait for it (briefly) to come,
        // else a page judged before it shows has it fading in under axe.
        const toasts = page.locator('[data-sonner-toast]');
        await toasts
          .first()
          .waitFor({ state: 'attached', timeout: 2_000 })
          .catch(() => {});
        await expect(toasts).toHaveCount(0, { timeout: 10_000 });
        findings.push(...(await axeFindings(page, route, undefined, undefined, { experimental: true, without: KNOWINGLY_OTHERWISE })));
      }
    }
    await page.context().close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });
}
