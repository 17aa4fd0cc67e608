import type { Page } from '@playwright/test';
import { createBookAsAdmin, expect, saveScreenshot, test } from './support/fixtures';

/**
 * Bangla is drawn in the shop's own font (Noto Sans Bengali, self-hosted) on every device: a page with Bangla text
 * fetches the Bengali-subset woff2 from /assets (hashed, immutable) and uses it; a page with none fetches no font; the
 * swap to the font moves nothing on the page.
 */
async function fontsOf(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`);
  });
}

test.describe('the Bangla font', () => {
  test('a book page with a Bangla title fetches the font from /assets, immutable, and draws the title with it', async ({ page }) => {
    const book = await createBookAsAdmin(page.request, { title: 'পদ্মা নদীর মাঝি', author: 'মানিক বন্দ্যোপাধ্যায়', price: 9.5, quantity: 5, description: 'কুবের মাঝির জীবন আর পদ্মার গল্প।' });
    const fonts: { url: string; cacheControl: string | undefined; status: number }[] = [];
    page.on('response', (res) => {
      if (/\.woff2(\?|$)/.test(res.url())) fonts.push({ url: new URL(res.url()).pathname, cacheControl: res.headers()['cache-control'], status: res.status() });
    });
    // Layout shifts from the first paint on, with the font held back so it arrives after that paint.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/product-details/${book._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('পদ্মা নদীর মাঝি');
      await expect.poll(() => fontsOf(page), { timeout: 10_000 }).toContain('Noto Sans Bengali Web 700');
      expect(await fontsOf(page)).toContain('Noto Sans Bengali Web 400');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.02);
      await saveScreenshot(page, `bangla-font-product-${width}`);
    }
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.url).toMatch(/^\/assets\/noto-sans-bengali-bengali-(400|700)-normal-[\w-]+\.woff2$/);
      expect([200, 304]).toContain(font.status);
      if (font.status === 200) expect(font.cacheControl).toContain('immutable');
    }
  });

  // Every page names Bangla in its language switch (বাংলা), so every page draws some Bangla: the font is never on the way
  // to a server-rendered page's first paint, though. It is switched on once the page has painted (src/boot.ts).
  test('a server-rendered page asks for the font only after its first paint', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).not.toBeNull();
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint!);
  });
});
