import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { withFreshApp } from '../../test/test-app';

vi.setConfig({ testTimeout: 120_000 });

/** A built web app with a stand-in server renderer that shows what the server gave it. */
function builtWebApp(renderer: string): string {
  const root = mkdtempSync(join(tmpdir(), 'boipoka-ssr-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="shop" /><title>Boipoka</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-1.js'), '');
  writeFileSync(join(dist, 'assets', 'index-1.css'), 'main{color:green}');
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'src/boot.ts': { file: 'assets/boot-1.js', isEntry: true },
      'src/page.tsx': { file: 'assets/page-1.js', imports: ['_shared.js', 'index.html'] },
      '_shared.js': { file: 'assets/shared-1.js' },
    }),
  );
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), renderer);
  return dist;
}

const RENDERER = `
let api;
export function configure(options) { api = options.fetch; }
export async function render(url) {
  if (url.startsWith('/all-products')) return null;
  if (url.startsWith('/product-details/boom')) throw new Error('boom');
  if (url.startsWith('/bn/categories/old-novels')) return { status: 301, lang: 'bn', redirect: '/bn/categories/novel', html: '', state: '', title: '', modules: [] };
  const health = await (await api('/api/health', { method: 'GET' })).json();
  if (url.startsWith('/bn')) {
    return { status: 200, lang: 'bn', html: '<main>বাংলায় ' + url + '</main>', state: '{"queries":[]}', title: 'সব বই — বইপোকা', modules: ['src/page.tsx'] };
  }
  return {
    status: url.startsWith('/product-details/missing') ? 404 : 200,
    html: '<link rel="preload" as="image" href="/api/covers/1.svg" fetchPriority="high"/><main>' + health.message + ' at ' + url + '</main>',
    state: '{"queries":[]}',
    title: 'Gitanjali <Tagore> — Boipoka',
    description: 'Song offerings & more',
    modules: ['src/page.tsx'],
  };
}`;

describe('server-rendered storefront pages', () => {
  it('render into index.html with their data, preloads and status; fall back to index.html when the renderer declines or fails', async () => {
    const dist = builtWebApp(RENDERER);
    await withFreshApp(
      async ({ app }) => {
        // The renderer loads in the background; until then pages go out unrendered.
        await expect.poll(async () => (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body, { timeout: 10_000 }).toContain('<main>');
        const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        expect(home.statusCode).toBe(200);
        expect(home.headers['content-type']).toContain('text/html');
        expect(home.headers['cache-control']).toBe('no-cache');
        // The page's data came from the API in-process.
        expect(home.body).toContain('<div id="root"><main>Boipoka API is healthy at /</main></div>');
        expect(home.body).toContain('<script type="application/json" id="boipoka-state">{"queries":[]}</script>');
        expect(home.body).toContain('<title>Gitanjali &lt;Tagore&gt; — Boipoka</title>');
        expect(home.body).toContain('<meta name="description" content="Song offerings &amp; more" />');
        // React's image preload moves into <head>; the stylesheet is inlined; the app's code is started by the boot
        // script after the first paint, with the entry, its imports and the page's chunks all named at once.
        const head = home.body.slice(0, home.body.indexOf('</head>'));
        expect(head).toContain('<link rel="preload" as="image" href="/api/covers/1.svg" fetchPriority="high"/>');
        expect(head).toContain('<style>main{color:green}</style>');
        expect(head).not.toContain('index-1.css');
        expect(head).not.toContain('<script type="module" crossorigin src="/assets/index-1.js">');
        expect(head).not.toContain('modulepreload');
        expect(head).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
        const boot = JSON.parse(/<script type="application\/json" id="boipoka-boot">([^<]*)<\/script>/.exec(head)![1]!);
        expect(boot).toEqual({ entry: '/assets/index-1.js', preload: ['/assets/react-1.js', '/assets/page-1.js', '/assets/shared-1.js'] });
        // No inline script that runs: the strict CSP stays.
        expect(home.headers['content-security-policy']).toContain("script-src 'self'");
        expect(home.body).not.toMatch(/<script>(?!<\/script>)/);

        const missing = await app.inject({ method: 'GET', url: '/product-details/missing', headers: { accept: 'text/html' } });
        expect(missing.statusCode).toBe(404);
        expect(missing.body).toContain('at /product-details/missing');

        // A merged category's page moved for good: its old address redirects (issue 34).
        const moved = await app.inject({ method: 'GET', url: '/bn/categories/old-novels', headers: { accept: 'text/html' } });
        expect(moved.statusCode).toBe(301);
        expect(moved.headers.location).toBe('/bn/categories/novel');
        // Categories', publishers' and series' pages are server-rendered in both languages.
        for (const url of ['/categories/novel', '/bn/categories/novel', '/publishers/ananda', '/bn/publishers/ananda', '/series/feluda?page=2', '/bn/series/feluda']) {
          expect((await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body, url).toContain('<main>');
        }

        for (const url of ['/all-products?page=2', '/product-details/boom']) {
          const plain = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
          expect(plain.statusCode, url).toBe(200);
          expect(plain.body, url).toContain('<div id="root"></div>');
          expect(plain.body, url).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
          expect(plain.headers['cache-control'], url).toBe('no-cache');
        }
        // Other pages are rendered in the browser, as before.
        const login = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
        expect(login.body).toContain('<div id="root"></div>');
      },
      { webDistDir: dist },
    );
  });

  it('renders /bn pages in Bangla with lang="bn", and every HTML answer carries its language, canonical and hreflang links', async () => {
    const dist = builtWebApp(RENDERER);
    writeFileSync(join(dist, 'index.html'), readFileSync(join(dist, 'index.html'), 'utf8').replace('<html>', '<html lang="en">'));
    await withFreshApp(
      async ({ app }) => {
        const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
        await expect.poll(async () => (await get('/bn/all-products?sort=price-low')).body, { timeout: 10_000 }).toContain('<main>');
        const listing = await get('/bn/all-products?sort=price-low');
        expect(listing.statusCode).toBe(200);
        expect(listing.body).toContain('<html lang="bn">');
        expect(listing.body).toContain('<main>বাংলায় /bn/all-products?sort=price-low</main>');
        expect(listing.body).toContain('<title>সব বই — বইপোকা</title>');
        const head = listing.body.slice(0, listing.body.indexOf('</head>'));
        expect(head).toContain('<link rel="canonical" href="/bn/all-products?sort=price-low">');
        expect(head).toContain('<link rel="alternate" hreflang="en" href="/all-products?sort=price-low">');
        expect(head).toContain('<link rel="alternate" hreflang="bn" href="/bn/all-products?sort=price-low">');
        expect(head).toContain('<link rel="alternate" hreflang="x-default" href="/all-products?sort=price-low">');
        // The meta description is in the page's language too.
        expect(head).not.toContain('content="shop"');

        const home = await get('/bn');
        expect(home.body).toContain('<html lang="bn">');
        expect(home.body).toContain('<link rel="canonical" href="/bn">');
        expect(home.body).toContain('<link rel="alternate" hreflang="en" href="/">');

        const english = await get('/product-details/abc');
        expect(english.body).toContain('<html lang="en">');
        expect(english.body).toContain('<link rel="canonical" href="/product-details/abc">');
        expect(english.body).toContain('<link rel="alternate" hreflang="bn" href="/bn/product-details/abc">');

        // A page the browser renders (the SPA fallback) is in the page's language from its first byte.
        const about = await get('/bn/about');
        expect(about.statusCode).toBe(200);
        expect(about.body).toContain('<div id="root"></div>');
        expect(about.body).toContain('<html lang="bn">');
        expect(about.body).toContain('<title>বইপোকা — বাংলাদেশের অনলাইন বইয়ের দোকান</title>');
        expect(about.body).toContain('<link rel="alternate" hreflang="en" href="/about">');
        const login = await get('/login');
        expect(login.body).toContain('<html lang="en">');
        expect(login.body).toContain('<title>Boipoka</title>');
        expect(login.body).toContain('<link rel="alternate" hreflang="bn" href="/bn/login">');
      },
      { webDistDir: dist },
    );
  });

  it('a first visit to / follows the lang cookie, else Accept-Language, with no loop', async () => {
    const dist = builtWebApp(RENDERER);
    await withFreshApp(
      async ({ app }) => {
        const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
        const bangla = await get('/', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
        expect(bangla.statusCode).toBe(302);
        expect(bangla.headers.location).toBe('/bn');
        expect(bangla.headers.vary).toBe('Accept-Language, Cookie');
        expect((await get('/?ref=mail', { 'accept-language': 'bn' })).headers.location).toBe('/bn?ref=mail');
        // Bangla named after English: English.
        expect((await get('/', { 'accept-language': 'en-GB,en;q=0.9,bn;q=0.5' })).statusCode).toBe(200);
        expect((await get('/', { 'accept-language': 'fr, bn;q=0.5' })).headers.location).toBe('/bn');
        const plain = await get('/');
        expect(plain.statusCode).toBe(200);
        expect(plain.headers.vary).toBe('Accept-Language, Cookie');
        // The cookie is the visitor's own choice: it wins either way.
        expect((await get('/', { 'accept-language': 'bn-BD', cookie: 'theme=x; lang=en' })).statusCode).toBe(200);
        expect((await get('/', { 'accept-language': 'en-US', cookie: 'lang=bn' })).headers.location).toBe('/bn');
        // A link from the shop's own pages (the switch's English link) is never sent back; /bn itself never redirects.
        expect((await get('/', { 'accept-language': 'bn', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
        for (const headers of [{ 'accept-language': 'en' }, { cookie: 'lang=en' }, { 'accept-language': 'bn' }] as Record<string, string>[]) {
          expect((await get('/bn', headers)).statusCode).toBe(200);
        }
      },
      { webDistDir: dist },
    );
  });

  it('a renderer that cannot be loaded leaves every page to the browser', async () => {
    const dist = builtWebApp('export const broken = ;');
    await withFreshApp(
      async ({ app }) => {
        const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        expect(home.statusCode).toBe(200);
        expect(home.body).toContain('<div id="root"></div>');
      },
      { webDistDir: dist },
    );
  });
});
