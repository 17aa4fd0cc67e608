import type { Page } from '@playwright/test';
import { apiBase, DEMO_ADMIN, DEMO_READER, expect, newestOrderIdOf, signInInBrowser, test, waitUntilLive } from './support/fixtures';
import { networkQuiet, trackNetwork } from './support/network';

/**
 * The shop in Bangla: the language switch keeps the page, its query and the cart; every route under /bn shows no
 * Latin-script UI text. User data (book titles stored only in Latin, e-mails, ids) is exempt: it sits in an element
 * whose nearest `lang` is not Bangla (LangText, or `lang="en"` where an e-mail or an id is shown). Two exceptions, both
 * narrow: e-mail addresses, links and `US$` (how `bn-BD` writes US dollars; prices stay in dollars, SPEC §9), which are
 * written the same in every language (the catalogue test allows the first two in Bangla texts too); and an attribute (alt,
 * aria-label, …) that mixes Bangla with Latin, which is a Bangla text around user data (an attribute cannot mark part
 * of itself with `lang`); an attribute with Latin and no Bangla at all is English UI text and fails.
 */

/**
 * Visible Latin-script texts (text, placeholders, alt texts, aria-labels, the options of a shown list) whose nearest
 * `lang` is Bangla, and numbers written there in Latin digits (issue 29: '(1টি)', 'পরিমাণ: 1', a per-page '5').
 */
async function latinUiTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const LATIN = /[\p{Script=Latin}0-9]/u;
    const BANGLA = /[\u0980-\u09FF]/u;
    // Written the same in every language (as the catalogue test allows them): e-mail addresses, links, and US$.
    const withoutDollars = (text: string) =>
      text
        .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
        .replace(/https?:\/\/\S+/g, ' ')
        .replace(/US\$/g, '');
    const found = new Set<string>();
    const langOf = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang') ?? '';
    const visible = (element: Element) => {
      if (element.closest('[hidden], [aria-hidden="true"], script, style, noscript, template')) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      return element.getClientRects().length > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !LATIN.test(withoutDollars(text)) || !visible(parent)) continue;
      if (langOf(parent) === 'bn') found.add(text);
    }
    // A closed list's options are not laid out, but they are what the reader picks from.
    for (const option of document.body.querySelectorAll('select option')) {
      const text = option.textContent?.trim() ?? '';
      const select = option.closest('select')!;
      if (text && LATIN.test(withoutDollars(text)) && visible(select) && langOf(option) === 'bn') found.add(`<option>${text}`);
    }
    for (const element of document.body.querySelectorAll('[placeholder], img[alt], [aria-label], [title]')) {
      if (!visible(element) && !element.matches('[aria-label]')) continue;
      if (element.closest('[aria-hidden="true"], [hidden]')) continue;
      for (const name of ['placeholder', 'alt', 'aria-label', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (!value || langOf(element) !== 'bn') continue;
        if (LATIN.test(withoutDollars(value)) && !BANGLA.test(value)) found.add(`${name}="${value}"`);
        // A Bangla text around user data may hold Latin letters (a title), but a number it writes is in Bangla digits.
        // (A name made of letters and digits, like an order's BP-000013, is an identifier, not a number.)
        else if (/[0-9]/.test(withoutDollars(value).replace(/[\p{Script=Latin}0-9-]*\p{Script=Latin}[\p{Script=Latin}0-9-]*/gu, ''))) found.add(`${name}="${value}"`);
      }
    }
    return [...found];
  });
}

async function settle(page: Page): Promise<void> {
  await waitUntilLive(page);
  await networkQuiet(page);
  // Parts that load when scrolled near (the home sections, the footer) and skeletons that wait a moment.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await networkQuiet(page);
  // Skeletons that wait a moment (the home's articles, 0.8-1.4 s) stand in for their texts until they go: waited for, up
  // to the 1.8 s this walk used to sleep on every page (a skeleton still there then is judged as it is, as before).
  await page.waitForFunction(() => !document.querySelector('[aria-hidden="true"].animate-pulse'), undefined, { timeout: 1_800 }).catch(() => undefined);
}

/** Whether a text writes a number in Latin digits, apart from names made of letters and digits (a stored title 'Nodi mx0n6q', an order's BP-000013). */
const hasLatinNumber = (text: string) => /[0-9]/.test(text.replace(/[\p{Script=Latin}0-9-]*\p{Script=Latin}[\p{Script=Latin}0-9-]*/gu, ''));

async function walk(page: Page, routes: string[], { digitsOnly = false } = {}): Promise<void> {
  trackNetwork(page);
  for (const route of routes) {
    await page.goto(`/bn${route}`);
    await settle(page);
    await expect(page.locator('html'), route).toHaveAttribute('lang', 'bn');
    const found = await latinUiTexts(page);
    if (digitsOnly) expect.soft(found.filter(hasLatinNumber), `Latin digits on /bn${route}`).toEqual([]);
    else expect.soft(found, `Latin-script UI text on /bn${route}`).toEqual([]);
  }
}

async function firstBookId(page: Page): Promise<string> {
  const res = await page.request.get(apiBase('/books?limit=1'));
  const body = (await res.json()) as { data: { _id: string }[] };
  return body.data[0]!._id;
}

test.describe('the shop in Bangla', () => {
  test('the switch keeps the listing, its query and the cart, shows Bangla and is remembered', async ({ page, context }) => {
    await page.goto('/all-products?sort=price-low&view=list');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    // A book in the cart, the way the detail page's Add to Cart leaves it.
    const detail = (await firstBookId(page)) as string;
    await page.goto(`/product-details/${detail}`);
    await page
      .getByRole('button', { name: /Add to Cart/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();
    await page.goto('/all-products?sort=price-low&view=list');

    await page.getByRole('link', { name: 'বাংলা' }).first().click();
    await expect(page).toHaveURL(/\/bn\/all-products\?sort=price-low&view=list$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'সব বই' })).toBeVisible();
    await expect(page).toHaveTitle(/সব বই — বইপোকা/);
    await expect(page.getByRole('button', { name: /কার্ট, ১টি বই/ })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('bn');

    // A reload is server-rendered in Bangla; the way back keeps everything too.
    await page.reload();
    await waitUntilLive(page);
    await expect(page.getByRole('heading', { level: 1, name: 'সব বই' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/all-products\?sort=price-low&view=list$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  });

  test('a Bangla page arrives in Bangla from the server, hydrates without warnings and stays Bangla', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // Other journeys add books whose covers point at hosts that do not exist (the card then shows the placeholder):
      // that is the cover's failure, not the page's.
      if (/Failed to load resource: net::ERR_NAME_NOT_RESOLVED/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // A failed download is named by its address (the console only says that something failed).
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${new URL(response.url()).pathname}`);
    });
    await expect.poll(async () => (await page.request.get('/bn/all-products')).text(), { timeout: 15_000 }).toContain('id="boipoka-state"');
    const html = await (await page.request.get('/bn/all-products', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<title>সব বই — বইপোকা</title>');
    expect(html).toMatch(/<h1[^>]*>সব বই<\/h1>/);
    // Each page asks only for its own catalogue parts, in its own language: English texts on the English page, Bangla on
    // the Bangla one (never both).
    let catalogues: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[\w-]+\.json-/.test(request.url())) catalogues.push(new URL(request.url()).pathname);
    });
    const bangla = async (path: string) => /[\u0980-\u09FF]/.test(await (await page.request.get(path)).text());
    await page.goto('/all-products', { waitUntil: 'networkidle' });
    const english = catalogues;
    expect(english.length).toBeGreaterThan(0);
    // Each language's texts are files of their own: the English page's hold no Bangla.
    for (const path of english) expect(await bangla(path), path).toBe(false);
    catalogues = [];
    await page.goto('/bn/all-products', { waitUntil: 'networkidle' });
    expect(catalogues.length).toBeGreaterThan(0);
    for (const path of catalogues) expect(await bangla(path), path).toBe(true);
    await page.getByRole('button', { name: 'তালিকা আকারে' }).click();
    await expect(page).toHaveURL(/\/bn\/all-products\?.*view=list/);
    await expect(page.getByRole('heading', { level: 1, name: 'সব বই' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a first visit whose browser prefers Bangla lands on /bn; the cookie wins afterwards', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'bn-BD', extraHTTPHeaders: { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/bn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await waitUntilLive(page);
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test('every route in Bangla, signed out, shows no Latin-script UI text', async ({ page }) => {
    test.setTimeout(180_000);
    const id = await firstBookId(page);
    await walk(page, [
      '',
      '/all-products',
      '/all-products?language=bn&inStock=true&author=Humayun%20Ahmed',
      '/all-products?q=himu',
      `/product-details/${id}`,
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
      '/reset-password',
      '/newsletter/confirm?token=not-a-real-token',
      '/newsletter/unsubscribe?token=not-a-real-token',
      '/no-such-page',
    ]);
  });

  test('every route in Bangla, as the demo customer, shows no Latin-script UI text', async ({ page }) => {
    test.setTimeout(180_000);
    await signInInBrowser(page, DEMO_READER.email, DEMO_READER.password);
    const id = await firstBookId(page);
    const order = await newestOrderIdOf(page.request, DEMO_READER.email, DEMO_READER.password);
    await walk(page, [
      '',
      `/product-details/${id}`,
      '/profile',
      '/dashboard',
      '/dashboard/user-pass',
      '/dashboard/user-orders',
      `/dashboard/user-orders/${order}`,
      '/dashboard/user-route3',
      '/dashboard/wishlist',
      '/dashboard/addresses',
      '/dashboard/book-list',
    ]);
    // What a tap says: the add-to-cart toast ('(1টি)' in issue 29) and the cart it fills.
    await page.goto(`/bn/product-details/${id}`);
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'কার্টে যোগ করুন' }).first().click();
    await expect(page.getByText(/এখন আপনার কার্টে \(১টি\)/)).toBeVisible();
    // (The toast is one text, the book's stored title in it: only its number is checked here.)
    expect.soft((await latinUiTexts(page)).filter(hasLatinNumber), 'Latin digits in the add-to-cart toast').toEqual([]);
    await page.goto('/bn/cart');
    await settle(page);
    expect.soft(await latinUiTexts(page), 'Latin-script UI text on /bn/cart with a book').toEqual([]);
  });

  test('every route in Bangla, as the demo admin, shows no Latin-script UI text', async ({ page }) => {
    test.setTimeout(180_000);
    await signInInBrowser(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const order = await newestOrderIdOf(page.request, DEMO_READER.email, DEMO_READER.password);
    await walk(page, [
      '/dashboard',
      '/dashboard/book-form',
      '/dashboard/book-list',
      '/dashboard/user-management',
      '/dashboard/order-dashboard',
      '/dashboard/order-dashboard?q=BP-000001',
      `/dashboard/order-dashboard/${order}`,
      '/dashboard/messages',
      '/dashboard/outbox',
      '/dashboard/reviews',
      '/dashboard/audit',
      '/dashboard/promotions',
      '/dashboard/sales',
      '/dashboard/book-requests',
      '/dashboard/categories',
      '/dashboard/categories?tab=publishers',
      '/dashboard/categories?tab=series',
    ]);
    // Numbers only: the reports' tables name books and authors as stored, not yet marked with their language.
    await walk(page, ['/dashboard/reports', '/dashboard/book-import'], { digitsOnly: true });
  });
});
