import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What apps/web/src/entry-server.tsx exports (built by `npm run build -w apps/web` into apps/web/dist-server/). */
interface RenderedPage {
  status: number;
  /** 'en' or 'bn' (older renderers leave it out: English). */
  lang?: 'en' | 'bn';
  html: string;
  state: string;
  title: string;
  description?: string;
  head?: PageHead;
  modules: string[];
  /** Set (with a 301 status) when the page moved: the path it moved to, in the page's language. */
  redirect?: string;
}
/** The page's structured data and social card, with paths this server makes absolute (apps/web/src/lib/structured-data.ts). */
interface PageHead {
  jsonLd?: Record<string, unknown>;
  card?: { type: string; title: string; description?: string; image?: string; url: string; siteName?: string };
}
interface SsrModule {
  configure(options: { fetch: (url: string, init: RequestInit) => Promise<Response>; onError: (error: unknown, url: string) => void }): void;
  render(url: string): Promise<RenderedPage | null>;
}
interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface WebPage {
  status: number;
  html: string;
  /** Where the page moved to (the status is then a redirect's). */
  redirect?: string;
}

export interface WebRenderer {
  /** The page's HTML with its data, or null when it is not server-rendered (the caller sends the plain index.html). */
  render(url: string, clientIp: string): Promise<WebPage | null>;
}

export const SERVER_STATE_ID = 'boipoka-state';
export const BOOT_CONFIG_ID = 'boipoka-boot';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The shell's title and description for a Bangla page the browser renders (it sets the page's own title once it runs). */
export const BANGLA_SHELL = {
  title: 'বইপোকা — বাংলাদেশের অনলাইন বইয়ের দোকান',
  description: 'বইপোকা — বাংলাদেশের অনলাইন বইয়ের দোকান। উপন্যাস, কবিতা, বিজ্ঞান, ধর্মীয় ও আত্মউন্নয়নের বই, ক্যাশ অন ডেলিভারিতে।',
};

/** `<html lang="…">` of a page. */
export function withLang(html: string, lang: 'en' | 'bn'): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
}

/**
 * The page's canonical link and its alternates in both languages (English at the path, Bangla under /bn, English for
 * everyone else). Absolute under PUBLIC_URL when set; never built from the request's Host header.
 */
export function alternateLinks(url: string, publicUrl = ''): string {
  const parsed = new URL(url, 'http://localhost');
  const bangla = parsed.pathname === '/bn' || parsed.pathname.startsWith('/bn/');
  const english = bangla ? parsed.pathname.slice(3) || '/' : parsed.pathname;
  const base = publicUrl.replace(/\/+$/, '');
  const href = (pathname: string) => escapeHtml(`${base}${pathname}${parsed.search}`);
  const inBangla = english === '/' ? '/bn' : `/bn${english}`;
  return (
    `<link rel="canonical" href="${href(bangla ? inBangla : english)}">` +
    `<link rel="alternate" hreflang="en" href="${href(english)}">` +
    `<link rel="alternate" hreflang="bn" href="${href(inBangla)}">` +
    `<link rel="alternate" hreflang="x-default" href="${href(english)}">`
  );
}

/** Paths ('/product-details/…', '/api/covers/…') made absolute under PUBLIC_URL, as the canonical link's are. */
function absolute(value: string, base: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? `${base}${value}` : value;
}

function absoluteUrls(value: unknown, base: string): unknown {
  if (typeof value === 'string') return absolute(value, base);
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, base));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, ['url', 'image', '@id'].includes(key) || typeof item === 'object' ? absoluteUrls(item, base) : item]));
  }
  return value;
}

/**
 * The page's JSON-LD (a data block: no script runs, the CSP is not concerned; `<` escaped so it cannot end the element)
 * and its Open Graph and Twitter card meta tags. Without PUBLIC_URL the URLs stay paths (crawlers need it set).
 */
export function headTags(head: PageHead | undefined, publicUrl = ''): string {
  if (!head) return '';
  const base = publicUrl.replace(/\/+$/, '');
  let tags = '';
  if (head.jsonLd) tags += `<script type="application/ld+json">${JSON.stringify(absoluteUrls(head.jsonLd, base)).replace(/</g, '\\u003c')}</script>`;
  const card = head.card;
  if (card) {
    const meta = (attribute: 'property' | 'name', key: string, value: string | undefined) => (value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '');
    const image = card.image ? absolute(card.image, base) : undefined;
    tags +=
      meta('property', 'og:type', card.type) +
      meta('property', 'og:site_name', card.siteName || 'Boipoka') +
      meta('property', 'og:title', card.title) +
      meta('property', 'og:description', card.description) +
      meta('property', 'og:url', absolute(card.url, base)) +
      meta('property', 'og:image', image) +
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary') +
      meta('name', 'twitter:title', card.title) +
      meta('name', 'twitter:description', card.description) +
      meta('name', 'twitter:image', image);
  }
  return tags;
}

/**
 * Server rendering of the storefront pages into the built index.html. The renderer is loaded in the background shortly
 * after the server listens (it is not needed to answer the API); until it is ready, and whenever it cannot render a page, the
 * page goes out as the plain index.html and the browser renders it, as without a renderer at all.
 */
export function createWebRenderer(app: FastifyInstance, webDistDir: string, ssrEntry: string, publicUrl?: string): WebRenderer | null {
  const indexPath = join(webDistDir, 'index.html');
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(ssrEntry) || !existsSync(indexPath) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const boot = manifest['src/boot.ts']?.file;
  // The stylesheet (10 KB compressed, no url()s) comes inside a rendered page's HTML: it paints after one round trip
  // instead of two. And a rendered page is readable before its code runs, so its code is started by the small boot
  // script once the page has painted (apps/web/src/boot.ts), instead of being fetched and run ahead of the first paint.
  const scripts: string[] = [];
  let template = readFileSync(indexPath, 'utf8').replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const path = join(webDistDir, file);
    return existsSync(path) ? `<style>${readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` : tag;
  });
  if (boot) {
    template = template.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, entry?: string, preload?: string) => {
      scripts.push((entry ?? preload)!);
      return '';
    });
  }
  if (!template.includes('<div id="root"></div>')) return null;
  const [entry, ...entryImports] = scripts;

  // The page's API calls are made in-process through the same routes, counted against the shopper's address as their
  // browser's calls would be.
  const caller = new AsyncLocalStorage<{ ip: string }>();
  let ready: SsrModule | null = null;
  let started = false;
  // Loaded shortly after the server listens (or on the first page asked for), so it never delays the start-up.
  const startLoading = () => {
    if (started) return;
    started = true;
    void import(pathToFileURL(ssrEntry).href)
      .then((module: SsrModule) => {
        module.configure({
          fetch: async (url, init) => {
            const res = await app.inject({
              method: (init.method ?? 'GET') as 'GET',
              url,
              headers: {
                accept: 'application/json',
                // The page's language, so the API's messages on the page are in it too.
                'accept-language': new Headers(init.headers).get('accept-language') ?? 'en',
                ...(init.body ? { 'content-type': 'application/json' } : {}),
              },
              payload: typeof init.body === 'string' ? init.body : undefined,
              remoteAddress: caller.getStore()?.ip ?? '127.0.0.1',
            });
            return new Response(res.rawPayload.length ? new Uint8Array(res.rawPayload) : null, {
              status: res.statusCode,
              headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
            });
          },
          onError: (error, url) => app.log.warn({ err: error, url }, 'server render gave up; the page is rendered in the browser'),
        });
        ready = module;
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error, ssrEntry }, 'web server renderer could not be loaded; pages are rendered in the browser');
      });
  };
  // A moment after listening: the first requests after a start (a health check, the first page) go first.
  app.addHook('onListen', async () => {
    setTimeout(startLoading, 1_000).unref();
  });

  // Catalogue modules are virtual (build/i18n-catalog-plugin.ts): their manifest keys end in the source path plus '.js'.
  const manifestKeyOf = (module: string) => (manifest[module] ? module : Object.keys(manifest).find((key) => key.endsWith(`/${module}.js`)));
  // The page's own chunks (its lazy component and what that imports, its Bangla texts), beside the app's entry and its imports.
  const pageChunks = (modules: string[]): string[] => {
    const files = new Set<string>();
    const visit = (module: string) => {
      const key = manifestKeyOf(module);
      const chunk = key ? manifest[key] : undefined;
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const child of chunk.imports ?? []) visit(child);
    };
    modules.forEach(visit);
    return [...files].map((file) => `/${file}`).filter((url) => !scripts.includes(url) && !template.includes(`"${url}"`));
  };
  const scriptTags = (modules: string[]): string => {
    const chunks = pageChunks(modules);
    if (!boot || !entry) return chunks.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');
    const config = JSON.stringify({ entry, preload: [...entryImports, ...chunks] }).replace(/</g, '\\u003c');
    return `<script type="module" crossorigin src="/${boot}"></script><script type="application/json" id="${BOOT_CONFIG_ID}">${config}</script>`;
  };

  return {
    async render(url, clientIp) {
      // Never wait for it: the first page after a start goes out at once, rendered in the browser.
      startLoading();
      const ssr = ready;
      if (!ssr) return null;
      const page = await caller.run({ ip: clientIp }, () => ssr.render(url));
      if (!page) return null;
      if (page.redirect) return { status: page.status, html: '', redirect: page.redirect };
      // React puts resource hints (the LCP cover's preload) before the app; they belong in <head>, where they are found first.
      let body = page.html;
      let hints = '';
      for (let match = /^<link [^>]*\/?>/.exec(body); match; match = /^<link [^>]*\/?>/.exec(body)) {
        hints += match[0];
        body = body.slice(match[0].length);
      }
      const lang = page.lang ?? 'en';
      let html = withLang(template, lang)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace('</head>', () => `${alternateLinks(url, publicUrl)}${headTags(page.head, publicUrl)}${hints}${scriptTags(page.modules)}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${body}</div><script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`);
      const description = page.description ?? (lang === 'bn' ? BANGLA_SHELL.description : undefined);
      if (description) html = html.replace(/(<meta name="description" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${escapeHtml(description)}${close}`);
      return { status: page.status, html };
    },
  };
}
