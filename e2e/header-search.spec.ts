/**
 * The header search (issue 13): suggestions as you type in English and in Bangla, the keyboard (arrows, Enter, Escape),
 * Enter without a suggestion lands on All Products with ?q=, and All Products' new filters (language, in stock, the
 * author search that finds any author).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const LOCALES = [
  { prefix: '', query: 'himu', title: 'Himu', allProducts: 'All Products', language: 'Language', bangla: 'Bangla books', inStock: 'In stock only', findAuthor: 'Find an author', author: 'Author' },
  { prefix: '/bn', query: 'হিমু', title: 'হিমু', allProducts: 'সব বই', language: 'ভাষা', bangla: 'বাংলা বই', inStock: 'শুধু স্টকে থাকা বই', findAuthor: 'লেখক খুঁজুন', author: 'লেখক' },
] as const;

async function typeInHeader(page: Page, text: string) {
  const input = page.locator('#header-search');
  await input.click();
  await input.pressSequentially(text, { delay: 40 });
  return input;
}

for (const locale of LOCALES) {
  test.describe(`header search (${locale.prefix || '/'})`, () => {
    test('suggests as you type; arrow keys and Enter open a book; Escape closes', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`${locale.prefix}/about`);
      const form = page.getByRole('search').first();
      await expect(form).toHaveAttribute('action', `${locale.prefix}/all-products`);
      const input = await typeInHeader(page, locale.query);
      const combobox = page.getByRole('combobox');
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      const listbox = page.getByRole('listbox');
      const first = listbox.getByRole('option').first();
      await expect(first).toContainText(locale.title);
      await expect(first).toContainText(locale.prefix ? 'হুমায়ূন আহমেদ' : 'Humayun Ahmed');
      // The count is announced politely.
      await expect(page.locator('[role=status][aria-live=polite]').filter({ hasText: /\S/ }).first()).toBeAttached();

      await page.keyboard.press('Escape');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(listbox).toBeHidden();

      await page.keyboard.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      // The highlighted option is named on the input once the list has rendered it (it may follow aria-expanded by a frame).
      await expect(input).toHaveAttribute('aria-activedescendant', /\S/);
      const activeId = await input.getAttribute('aria-activedescendant');
      expect(activeId).toBeTruthy();
      await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/product-details/[0-9a-f-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(locale.title);
    });

    test('typing and Enter lands on All Products with ?q=, which finds the book', async ({ page }) => {
      await page.goto(`${locale.prefix}/contact`);
      await typeInHeader(page, locale.query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${locale.prefix}/all-products?q=${encodeURIComponent(locale.query)}`);
      await expect(page.getByRole('heading', { level: 1, name: locale.allProducts })).toBeVisible();
      await expect(page.getByRole('list', { name: /./ }).getByRole('article').first()).toContainText(locale.title);
    });

    test('without JavaScript the form still searches', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
      const page = await context.newPage();
      // The home page is server-rendered (the header with it).
      await page.goto(locale.prefix || '/');
      await page.locator('#header-search').fill('sapiens');
      await page.locator('#header-search').press('Enter');
      await expect(page).toHaveURL(`${locale.prefix}/all-products?q=sapiens`);
      await expect(page.locator('main')).toContainText('Sapiens');
      await context.close();
    });

    test('All Products: language and in-stock filters change the URL and the books; the author search finds Harari', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`${locale.prefix}/all-products?limit=50&language=en`);
      const results = page.locator('ul[aria-busy]');
      await expect(results).toContainText('Sapiens');
      await page.locator('#catalog-filters-language').selectOption('bn');
      await expect(page).toHaveURL(/language=bn/);
      // The new page of books follows the URL (slowly on a loaded two-core machine).
      await expect(results).toContainText('হিমু', { timeout: 30_000 });
      await expect(results).not.toContainText('Sapiens');
      // Deyal (দেয়াল) is sold out: in stock only leaves it out.
      await expect(results).toContainText(locale.prefix ? 'দেয়াল' : 'Deyal');
      // A controlled checkbox that follows the URL: its state changes once the listing's URL has.
      const inStock = page.getByRole('checkbox', { name: locale.inStock });
      await inStock.click();
      await expect(inStock).toBeChecked();
      await expect(page).toHaveURL(/inStock=true/);
      await expect(results).not.toContainText(locale.prefix ? 'দেয়াল' : 'Deyal', { timeout: 30_000 });
      await expect(results).toContainText('হিমু');

      await page.goto(`${locale.prefix}/all-products?limit=50&author=x`);
      const authorSearch = page.locator('#catalog-filters-author-search');
      await expect(authorSearch).toHaveAttribute('placeholder', locale.findAuthor);
      await authorSearch.fill('harari');
      const select = page.locator('#catalog-filters-author');
      await expect(select.locator('option', { hasText: 'Yuval Noah Harari' })).toBeAttached({ timeout: 30_000 });
      await select.selectOption('Yuval Noah Harari');
      await expect(page).toHaveURL(/author=Yuval\+Noah\+Harari|author=Yuval%20Noah%20Harari/);
      await expect(results).toContainText('Sapiens', { timeout: 30_000 });
    });
  });
}
