import type { AuthorPage, Book } from '@boipoka/shared';
import type { Page } from '@playwright/test';
import { bookJsonLdSchema } from '../apps/web/src/test/schema-org-shapes';
import { apiBase, expect, saveScreenshot, scrollUntilLive, test } from './support/fixtures';

/** A seeded book: Humayun Ahmed's Deyal (Anyaprokash, 2013), a Bangla novel stored under its Latin title. */
async function deyal(page: Page): Promise<Book> {
  const response = await page.request.get(apiBase('/books?q=Deyal&limit=5'));
  const book = ((await response.json()) as { data: Book[] }).data.find((b) => b.title === 'Deyal' && b.author === 'Humayun Ahmed');
  expect(book).toBeDefined();
  return book!;
}

async function authorPage(page: Page, slug: string): Promise<AuthorPage> {
  return ((await (await page.request.get(apiBase(`/authors/${slug}`))).json()) as { data: AuthorPage }).data;
}

/** The book page's JSON-LD as the server sent it, checked against the schema.org shapes it uses. */
async function jsonLdOf(page: Page, path: string) {
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  expect(match, 'the page carries JSON-LD').not.toBeNull();
  return { html, data: bookJsonLdSchema.parse(JSON.parse(match![1]!)) };
}

async function openDetails(page: Page, tabName: string) {
  const tab = page.getByRole('tab', { name: tabName });
  await tab.click();
  return page.getByRole('tabpanel');
}

const detail = (panel: ReturnType<Page['getByRole']>, term: string) => panel.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test.describe('a book’s real details and its author', () => {
  test('English: the details tab, the JSON-LD and social card, the author link to their page', async ({ page }) => {
    const book = await deyal(page);
    const { html, data } = await jsonLdOf(page, `/product-details/${book._id}`);
    expect(data).toMatchObject({ '@type': 'Book', name: 'Deyal', inLanguage: 'bn', datePublished: '2013', publisher: { name: 'Anyaprokash' } });
    expect(data.offers).toMatchObject({ price: book.price.toFixed(2), priceCurrency: 'USD', availability: book.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' });
    expect(data.offers.url).toMatch(new RegExp(`/product-details/${book._id}$`));
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\.svg">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/product-details/${book._id}`);
    // No sample old price: Deyal has no regular price.
    await expect(page.getByText(/Save \d+%/)).toHaveCount(0);
    const panel = await openDetails(page, 'Details');
    await expect(detail(panel, 'Publisher')).toHaveText('Anyaprokash');
    await expect(detail(panel, 'Language')).toHaveText('Bangla');
    await expect(detail(panel, 'Year published')).toHaveText('2013');
    await scrollUntilLive(page, 'more-by-author');
    await expect(page.getByRole('heading', { name: 'More by this author' })).toBeVisible();
    await saveScreenshot(page, 'book-details-en-1280');

    const author = await authorPage(page, 'humayun-ahmed');
    await page.getByRole('main').getByRole('link', { name: 'Humayun Ahmed' }).first().click();
    await expect(page).toHaveURL(/\/authors\/humayun-ahmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Humayun Ahmed');
    await expect(page.getByText('হুমায়ূন আহমেদ').first()).toBeVisible();
    const books = page.getByRole('list', { name: 'Books by Humayun Ahmed' }).getByRole('listitem');
    await expect(books).toHaveCount(author.books.length);
    await expect(page.getByRole('link', { name: 'Deyal', exact: true })).toBeVisible();
    await saveScreenshot(page, 'author-en-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await saveScreenshot(page, 'author-en-360');
  });

  test('Bangla: the details in Bangla, the author link to the Bangla author page, server-rendered with its alternates', async ({ page }) => {
    const book = await deyal(page);
    const authorHtml = await (await page.request.get('/bn/authors/humayun-ahmed', { headers: { accept: 'text/html' } })).text();
    expect(authorHtml).toContain('<html lang="bn"');
    expect(authorHtml).toContain('<link rel="alternate" hreflang="en" href="');
    expect(authorHtml).toMatch(/<h1[^>]*>.*হুমায়ূন আহমেদ/);
    expect((await page.request.get('/authors/no-such-author', { headers: { accept: 'text/html' } })).status()).toBe(404);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/bn/product-details/${book._id}`);
    const panel = await openDetails(page, 'বিস্তারিত');
    // The publisher by its Bangla name on a Bangla page (issue 34: publishers are named in both scripts).
    await expect(detail(panel, 'প্রকাশক')).toHaveText('অন্যপ্রকাশ');
    await expect(detail(panel, 'ভাষা')).toHaveText('বাংলা');
    await expect(detail(panel, 'প্রকাশের সাল')).toHaveText('২০১৩');
    await saveScreenshot(page, 'book-details-bn-360');

    await page.getByRole('main').getByRole('link', { name: 'হুমায়ূন আহমেদ' }).first().click();
    await expect(page).toHaveURL(/\/bn\/authors\/humayun-ahmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('হুমায়ূন আহমেদ');
    const author = await authorPage(page, 'humayun-ahmed');
    await expect(page.getByRole('list', { name: 'হুমায়ূন আহমেদ-এর বই' }).getByRole('listitem')).toHaveCount(author.books.length);
    await saveScreenshot(page, 'author-bn-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'author-bn-1280');
  });
});
