import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What apps/web/src/entry-server.tsx exports (built by `npm run build -w apps/web` into apps/web/dist-server/). */
interface RenderedPage {
  status: number;
  html: string;
  state: string;
  title: string;
  description?: string;
  modules: string[];
}
interface SsrModule {
  configure(options: { fetch: (url: string, init: RequestInit) => Promise<Response>; onError: (error: unknown, url: string) => void }): void;
  render(url: string): Promise<RenderedPage | null>;
}
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface WebPage {
  status: number;
  html: string;
}

export interface WebRenderer {
  /** The page's HTML with its data, or null when it is not server-rendered (the caller sends the plain index.html). */
  render(url: string, clientIp: string): Promise<WebPage | null>;
}

export const SERVER_STATE_ID = 'boipoka-state';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Server rendering of the storefront pages into the built index.html. The renderer is loaded in the background when
 * the server starts (it is not needed to answer the API); until it is ready, and whenever it cannot render a page, the
 * page goes out as the plain index.html and the browser renders it, as without a renderer at all.
 */
export function createWebRenderer(app: FastifyInstance, webDistDir: string, ssrEntry: string): WebRenderer | null {
  const indexPath = join(webDistDir, 'index.html');
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(ssrEntry) || !existsSync(indexPath) || !existsSync(manifestPath)) return null;
  const template = readFileSync(indexPath, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  if (!template.includes('<div id="root"></div>')) return null;

  // The page's API calls are made in-process through the same routes, counted against the shopper's address as their
  // browser's calls would be.
  const caller = new AsyncLocalStorage<{ ip: string }>();
  const loading = import(pathToFileURL(ssrEntry).href)
    .then((module: SsrModule) => {
      module.configure({
        fetch: async (url, init) => {
          const res = await app.inject({
            method: (init.method ?? 'GET') as 'GET',
            url,
            headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
            payload: typeof init.body === 'string' ? init.body : undefined,
            remoteAddress: caller.getStore()?.ip ?? '127.0.0.1',
          });
          return new Response(res.rawPayload.length ? new Uint8Array(res.rawPayload) : null, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
        },
        onError: (error, url) => app.log.warn({ err: error, url }, 'server render gave up; the page is rendered in the browser'),
      });
      return module;
    })
    .catch((error: unknown) => {
      app.log.warn({ err: error, ssrEntry }, 'web server renderer could not be loaded; pages are rendered in the browser');
      return null;
    });

  // Chunks already in index.html (the entry and what it imports) need no second hint.
  const inTemplate = (file: string) => template.includes(`/${file}"`);
  const preloadsFor = (modules: string[]): string => {
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const child of chunk.imports ?? []) visit(child);
    };
    modules.forEach(visit);
    return [
      ...[...css].filter((file) => !inTemplate(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...files].filter((file) => !inTemplate(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('');
  };

  return {
    async render(url, clientIp) {
      const ssr = await loading;
      if (!ssr) return null;
      const page = await caller.run({ ip: clientIp }, () => ssr.render(url));
      if (!page) return null;
      // React puts resource hints (the LCP cover's preload) before the app; they belong in <head>, where they are found first.
      let body = page.html;
      let hints = '';
      for (let match = /^<link [^>]*\/?>/.exec(body); match; match = /^<link [^>]*\/?>/.exec(body)) {
        hints += match[0];
        body = body.slice(match[0].length);
      }
      let html = template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace('</head>', `${hints}${preloadsFor(page.modules)}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${body}</div><script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`);
      if (page.description) html = html.replace(/(<meta name="description" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${escapeHtml(page.description!)}${close}`);
      return { status: page.status, html };
    },
  };
}
