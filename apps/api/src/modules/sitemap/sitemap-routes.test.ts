import { describe, expect, it } from 'vitest';
import { categories, publishers, series } from '../../db/schema';
import { createBook } from '../../../test/factories';
import { useTestApp, withFreshApp } from '../../../test/test-app';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('sitemap and robots', () => {
  const ctx = useTestApp({ publicUrl: 'https://shop.example' });

  it('robots.txt allows the shop, keeps crawlers out of the dashboards and points to the sitemap by its absolute URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /dashboard/');
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('lists the storefront pages, every listed book and every author in both languages with hreflang alternates', async () => {
    const book = await createBook(ctx.db, { title: 'হিমু', author: 'হুমায়ূন আহমেদ', altAuthor: 'Humayun Ahmed' });
    const archived = await createBook(ctx.db, { author: 'Gone Author', archivedAt: new Date() });
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(xml);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://shop.example/',
        'https://shop.example/bn',
        'https://shop.example/all-products',
        'https://shop.example/bn/all-products',
        `https://shop.example/product-details/${book.id}`,
        `https://shop.example/bn/product-details/${book.id}`,
        'https://shop.example/authors/humayun-ahmed',
        'https://shop.example/bn/authors/humayun-ahmed',
      ]),
    );
    // The policy pages, which registration asks readers to agree to (issue 31).
    for (const page of ['terms', 'privacy', 'returns', 'delivery']) {
      expect(urls).toContain(`https://shop.example/${page}`);
      expect(urls).toContain(`https://shop.example/bn/${page}`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="https://shop.example/bn/${page}"/>`);
    }
    expect(xml).not.toContain(archived.id);
    expect(xml).not.toContain('gone-author');
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="https://shop.example/bn/product-details/${book.id}"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/product-details/${book.id}"/>`);
    expect(urls.every((url) => url.startsWith('https://shop.example/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('the sitemap of categories, publishers and series (issue 34)', () => {
  it('lists every category not archived, and the publishers and series with a listed book, in both languages', async () => {
    await withFreshApp(
      async ({ app, db }) => {
        const [children] = await db.insert(categories).values({ slug: 'children', nameEn: "Children's", nameBn: 'শিশু-কিশোর' }).returning();
        await db.insert(categories).values({ slug: 'old-novels', nameEn: 'Old novels', nameBn: 'পুরোনো উপন্যাস', archivedAt: new Date(), mergedIntoId: children!.id });
        const [ananda, empty] = await db
          .insert(publishers)
          .values([
            { slug: 'ananda', nameEn: 'Ananda', nameBn: 'আনন্দ' },
            { slug: 'no-books', nameEn: 'No books', nameBn: 'বই নেই' },
          ])
          .returning();
        const [feluda, gone] = await db
          .insert(series)
          .values([
            { slug: 'feluda', nameEn: 'Feluda', nameBn: 'ফেলুদা' },
            { slug: 'gone-series', nameEn: 'Gone', nameBn: 'নেই' },
          ])
          .returning();
        await createBook(db, { publisherId: ananda!.id, seriesId: feluda!.id, seriesNumber: 1 });
        await createBook(db, { publisherId: empty!.id, seriesId: gone!.id, seriesNumber: 1, archivedAt: new Date() });

        const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
        const urls = locs(res.body);
        for (const path of ['/categories/children', '/categories/fiction', '/publishers/ananda', '/series/feluda']) {
          expect(urls).toContain(`https://shop.example${path}`);
          expect(urls).toContain(`https://shop.example/bn${path}`);
        }
        expect(res.body).toContain('<xhtml:link rel="alternate" hreflang="bn" href="https://shop.example/bn/series/feluda"/>');
        // Archived (a merged category redirects), or with no listed book: not sent to crawlers.
        for (const slug of ['old-novels', 'no-books', 'gone-series']) expect(res.body).not.toContain(slug);
      },
      { publicUrl: 'https://shop.example' },
    );
  });
});

describe('a sitemap past one file', () => {
  it('becomes an index of files, each within the limit, together listing every book once', async () => {
    await withFreshApp(
      async ({ app, db }) => {
        const ids: string[] = [];
        for (let i = 0; i < 7; i++) ids.push((await createBook(db, { author: `Author ${i % 3}` })).id);
        const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
        expect(index.body).toContain('<sitemapindex');
        const files = locs(index.body);
        // 9 pages (one file, whatever its size); 7 books in files of 3 entries; 3 authors.
        expect(files).toEqual([
          'https://shop.example/sitemaps/pages.xml',
          'https://shop.example/sitemaps/books-1.xml',
          'https://shop.example/sitemaps/books-2.xml',
          'https://shop.example/sitemaps/books-3.xml',
          'https://shop.example/sitemaps/authors-1.xml',
        ]);
        const listed: string[] = [];
        for (const file of files) {
          const res = await app.inject({ method: 'GET', url: new URL(file).pathname });
          expect(res.statusCode).toBe(200);
          expect(res.body).toContain('<urlset');
          const urls = locs(res.body);
          // The pages file holds the 9 fixed pages and SPEC's five seed categories.
          expect(urls.length).toBeLessThanOrEqual(file.endsWith('/pages.xml') ? 2 * (9 + 5) : 2 * 3);
          listed.push(...urls);
        }
        const bookUrls = listed.filter((url) => url.startsWith('https://shop.example/product-details/'));
        expect(bookUrls.sort()).toEqual(ids.map((id) => `https://shop.example/product-details/${id}`).sort());
        expect(listed.filter((url) => url.includes('/authors/'))).toHaveLength(6);
        expect((await app.inject({ method: 'GET', url: '/sitemaps/books-4.xml' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/sitemaps/other.xml' })).statusCode).toBe(404);
      },
      { publicUrl: 'https://shop.example', sitemapEntriesPerFile: 3 },
    );
  });
});
