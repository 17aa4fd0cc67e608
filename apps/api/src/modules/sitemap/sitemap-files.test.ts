/**
 * The sitemap's files are built once per catalogue change, one build at a time, and kept compressed within a byte
 * limit (issue 29: six requests at once for a 25.6 MB file, each building it, moved sign-in p50 to 1.7 s).
 */
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBook } from '../../../test/factories';
import { useTestApp, withFreshApp } from '../../../test/test-app';
import { MAIN_SITEMAP, SitemapFiles } from './sitemap-files';
import type { SitemapCounts, SitemapService } from './sitemap-service';

/** Listed books written straight in SQL (what the sitemap lists; no search keys needed). */
async function seedBooks(db: Parameters<typeof createBook>[0], count: number, prefix: string) {
  await db.execute(sql`
    insert into books (title, author, category, price_cents, quantity, description, image)
    select ${prefix} || ' ' || i, 'Sitemap Author ' || (i % 500), 'Fiction', 500 + i % 1000, 5, 'A book of the sitemap test.', ''
    from generate_series(1, ${count}::int) as i`);
}

describe('the sitemap, built once per catalogue change', () => {
  const ctx = useTestApp({ publicUrl: 'https://shop.example' });

  it('a crawler asking again gets the file kept, compressed or not as it asks, revalidated by its ETag; a new book is in the next one', async () => {
    const book = await createBook(ctx.db, { title: 'Kept Sitemap Book' });
    const first = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toContain('application/xml');
    expect(first.headers.vary).toContain('Accept-Encoding');
    const xml = gunzipSync(first.rawPayload).toString('utf8');
    expect(xml).toContain(`https://shop.example/product-details/${book.id}`);

    const plain = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(xml);
    expect(plain.headers.etag).toBe(first.headers.etag);
    const again = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);

    // A new book, from this process or another: the file is built again (the change arrives as a notification).
    const added = await createBook(ctx.db, { title: 'Added After The Build' });
    let next = '';
    for (let i = 0; i < 50 && !next.includes(added.id); i++) {
      next = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      if (!next.includes(added.id)) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(next).toContain(`https://shop.example/product-details/${added.id}`);
  });

  it('a category added by the admin, with no book yet, is in the next file: its change is announced like a book’s', async () => {
    const first = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(first).not.toContain('/categories/river-novels');
    await ctx.db.execute(sql`insert into categories (slug, name_en, name_bn) values ('river-novels', 'River novels', 'নদীর উপন্যাস')`);
    let next = '';
    for (let i = 0; i < 50 && !next.includes('/categories/river-novels'); i++) {
      next = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      if (!next.includes('/categories/river-novels')) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(next).toContain('https://shop.example/categories/river-novels');
  });
});

describe('a sitemap of several files kept within its byte limit', () => {
  it('serves every file right when they do not all fit, and a name that is no file is a 404 without a build', async () => {
    await withFreshApp(
      async ({ app, db }) => {
        await seedBooks(db, 600, 'Limited');
        const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
        const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
        expect(files.length).toBeGreaterThan(3);
        const first = new Map<string, string>();
        for (const file of files) first.set(file, (await app.inject({ method: 'GET', url: file })).body);
        for (const file of [...files].reverse()) expect((await app.inject({ method: 'GET', url: file })).body).toBe(first.get(file));
        expect((await app.inject({ method: 'GET', url: '/sitemaps/books-99.xml' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/sitemaps/sitemap.xml' })).statusCode).toBe(404);
      },
      { publicUrl: 'https://shop.example', sitemapEntriesPerFile: 200, sitemapCacheBytes: 4_096 },
    );
  });
});

describe('SitemapFiles', () => {
  /** A service whose files are `size` bytes of text, written slowly, counting the builds running at once. */
  function fakeService(size = 20_000) {
    const state = { running: 0, most: 0, counts: 0 };
    const service = {
      counts: async (): Promise<SitemapCounts> => {
        state.counts += 1;
        return { books: 100, authors: 10, shelves: 0 };
      },
      files: () => ['pages.xml', 'books-1.xml', 'books-2.xml', 'authors-1.xml'],
      main: async function* () {
        yield* body('main');
      },
      file: async (name: string) => body(name),
    } as unknown as SitemapService;
    async function* body(name: string) {
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      try {
        for (let i = 0; i < 4; i++) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          // Random text: it does not compress, so each file keeps about `size` bytes.
          yield `${name}:${Buffer.from(Array.from({ length: size / 8 }, () => Math.floor(Math.random() * 256))).toString('base64')}`;
        }
      } finally {
        state.running -= 1;
      }
    }
    return { service, state };
  }

  it('builds one file at a time, shares a build among its requests, and keeps no more than its bytes', async () => {
    const { service, state } = fakeService();
    const files = new SitemapFiles(service, 70_000);
    const names = [MAIN_SITEMAP, 'pages.xml', 'books-1.xml', 'books-2.xml', 'authors-1.xml'];
    const built = await Promise.all([...names, ...names, ...names].map((name) => files.get(name)));
    expect(built.every((file) => file !== undefined)).toBe(true);
    expect(state.most).toBe(1);
    expect(files.builds).toBe(5);
    expect(files.bytes).toBeLessThanOrEqual(70_000);
    expect(files.bytes).toBeGreaterThan(0);
    expect(await files.get('books-3.xml')).toBeUndefined();
    expect(files.builds).toBe(5);
    // The counts are read once until the catalogue changes.
    expect(state.counts).toBe(1);
  });

  it('builds again after a change, and does not keep a build the change overtook', async () => {
    const { service } = fakeService(1_000);
    const files = new SitemapFiles(service);
    const before = await files.get('pages.xml');
    expect(await files.get('pages.xml')).toBe(before);
    const overtaken = files.get('books-1.xml');
    files.changed();
    await overtaken;
    expect(files.bytes).toBe(0);
    const after = await files.get('pages.xml');
    expect(after).not.toBe(before);
    expect(files.builds).toBe(3);
  });
});
