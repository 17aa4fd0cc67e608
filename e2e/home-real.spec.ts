/**
 * What the home page sells is the catalogue (issue 15): every price on `/` is the price the API gives for that book,
 * every book it shows is a real one whose View Details opens it, and the sale banner shows only while a sale is set.
 */
import type { Page } from '@playwright/test';
import { apiBase, bearer, DEMO_ADMIN, expect, loginViaApi, saveElementScreenshot, saveScreenshot, scrollUntilLive, test } from './support/fixtures';

const SCREENSHOTS = process.env.HOME_SHOTS_DIR;

function moneyIn(lang: '' | '/bn', value: number): string {
  return new Intl.NumberFormat(lang === '/bn' ? 'bn-BD' : 'en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** Every price element of the page (hero slides, spotlight, the cards of every chip) with the book it is for. */
async function pricesShown(page: Page): Promise<Map<string, Set<string>>> {
  const shown = new Map<string, Set<string>>();
  const collect = async () => {
    const found = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="home-price"]')].map((element) => [element.getAttribute('data-book-id')!, (element.textContent ?? '').replace(/\s+/g, ' ').trim()] as const),
    );
    for (const [id, text] of found) {
      if (!shown.has(id)) shown.set(id, new Set());
      shown.get(id)!.add(text);
    }
  };
  await collect();
  const chips = page.getByRole('group', { name: /^(Show|দেখান)/ }).getByRole('button');
  for (const chip of await chips.all()) {
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await collect();
  }
  return shown;
}

test.describe('the home page sells the catalogue', () => {
  for (const lang of ['', '/bn'] as const) {
    test(`every price on ${lang || '/'} is the API's price of that book; View Details opens it${lang ? ' (Bangla)' : ''}`, async ({ page, request }) => {
      await page.goto(`${lang}/`);
      await scrollUntilLive(page, 'home-below-fold');
      await expect(page.getByTestId('spotlight')).toBeVisible();
      const shown = await pricesShown(page);
      // Hero (3), spotlight and the four collections of the demo shop: many books, all real.
      expect(shown.size).toBeGreaterThanOrEqual(8);
      // The whole catalogue in one answer (no paging: up to 2,000 books): every book shown must be in it, at its price.
      const catalogue = new Map(((await (await request.get(apiBase('/books'))).json()).data as { _id: string; price: number }[]).map((book) => [book._id, book.price]));
      for (const [id, texts] of shown) {
        expect(catalogue.has(id), `book ${id} shown on the home page is in the catalogue`).toBe(true);
        expect([...texts], `prices shown for ${id}`).toEqual([moneyIn(lang, catalogue.get(id)!).replace(/\s+/g, ' ')]);
      }
      // No invented discount: a '% off' label only for a book with a regular price above its price.
      const home = (await (await request.get(apiBase('/home'))).json()).data as { hero: { _id: string; listPrice?: number }[] };
      if (!home.hero.some((book) => book.listPrice)) await expect(page.getByText(/% OFF|% ছাড়/)).toHaveCount(0);
      // The hero's View Details opens the book shown.
      const slide = page.getByTestId('hero-slide').first();
      const heroId = await slide.getByTestId('home-price').getAttribute('data-book-id');
      expect(await slide.getByRole('link').getAttribute('href')).toBe(`${lang}/product-details/${heroId}`);
      // The spotlight's too, and its Add to Cart is live exactly when the book is in stock.
      const spotlight = page.getByTestId('spotlight');
      const spotId = await spotlight.getByTestId('home-price').getAttribute('data-book-id');
      const spotBook = (await (await request.get(apiBase(`/books/${spotId}`))).json()).data as { inStock: boolean };
      const cartButton = spotlight.getByRole('button', { name: /Add to Cart|Out of Stock|কার্টে|স্টকে নেই/ });
      if (spotBook.inStock) await expect(cartButton).toBeEnabled();
      else await expect(cartButton).toBeDisabled();
      await spotlight.getByRole('link', { name: /View Details|বিস্তারিত/ }).click();
      await expect(page).toHaveURL(new RegExp(`${lang}/product-details/${spotId}$`));
    });
  }

  async function saleSetter(request: import('@playwright/test').APIRequestContext) {
    const admin = await loginViaApi(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    return async (endsAt: string | null) => {
      const res = await request.put(apiBase('/admin/home/sale'), { headers: bearer(admin), data: { endsAt } });
      expect(res.status(), await res.text()).toBe(200);
    };
  }

  test('the stat tiles are the shop’s counts; no sale set, no sale banner', async ({ page, request }) => {
    await (
      await saleSetter(request)
    )(null);
    await page.goto('/');
    const home = (await (await request.get(apiBase('/home'))).json()).data as { stats: { books: number } };
    await expect(page.getByTestId('hero-stat-books')).toHaveText(new Intl.NumberFormat('en-US').format(home.stats.books));
    await scrollUntilLive(page, 'home-below-fold');
    await expect(page.getByRole('heading', { name: 'Featured Books' })).toBeVisible();
    await expect(page.getByTestId('sale-banner')).toHaveCount(0);
  });

  test('the sale banner counts down to the end the admin set, and hides when the sale is taken away', async ({ page, request }) => {
    test.setTimeout(90_000);
    const setSale = await saleSetter(request);
    await setSale(new Date(Date.now() + (2 * 24 + 3) * 3_600_000 + 90_000).toISOString());
    await page.goto('/');
    await scrollUntilLive(page, 'home-below-fold');
    const banner = page.getByTestId('sale-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId('countdown-days')).toHaveText('02');
    await expect(banner.getByTestId('countdown-hours')).toHaveText('03');
    if (SCREENSHOTS) await banner.screenshot({ path: `${SCREENSHOTS}/home-sale-banner-en.png` });
    else await saveScreenshot(page, 'home-sale');

    await setSale(null);
    await page.goto('/');
    await scrollUntilLive(page, 'home-below-fold');
    await expect(page.getByRole('heading', { name: 'Featured Books' })).toBeVisible();
    await expect(page.getByTestId('sale-banner')).toHaveCount(0);
  });

  for (const lang of ['', '/bn'] as const) {
    test(`"What our readers say" quotes reviews readers wrote of books they bought, each linked to its book${lang ? ' (Bangla)' : ''}`, async ({ page, request }) => {
      const featured = (await (await request.get(apiBase('/reviews/featured'))).json()).data as { text: string; reviewer: { name: string }; book: { _id: string } }[];
      // The demo customers reviewed books they received.
      expect(featured.length).toBeGreaterThan(0);
      await page.goto(`${lang}/`);
      await scrollUntilLive(page, 'home-below-fold');
      const quote = page.getByTestId('testimonial').filter({ visible: true });
      await expect(quote).toHaveCount(1);
      await quote.scrollIntoViewIfNeeded();
      // The first slide is the newest.
      const shown = featured[0]!;
      await expect(quote).toContainText(shown.text);
      await expect(quote).toContainText(shown.reviewer.name);
      // The book's page lists the same words among its reviews.
      const book = (await (await request.get(apiBase(`/books/${shown.book._id}/reviews?limit=50`))).json()).data as { text: string }[];
      expect(book.map((review) => review.text)).toContain(shown.text);
      await saveElementScreenshot(page.locator('#testimonials-heading').locator('..'), `home-testimonials${lang ? '-bn' : ''}`);
      await quote.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${lang}/product-details/${shown.book._id}$`));
    });
  }
});
