import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { send } from './error-handler';
import { homeRedirect } from './page-locale';
import { alternateLinks, BANGLA_SHELL, createWebRenderer, withLang } from './web-ssr';

export interface StaticWebPluginOptions {
  webDistDir: string;
  /** The web app's server renderer; default `<webDistDir>/../dist-server/entry-server.js` (apps/web/dist-server). */
  ssrEntry?: string;
  /** PUBLIC_URL: the shop's address, for absolute canonical and hreflang links. */
  publicUrl?: string;
}

/** The storefront pages the server renders with their data (apps/web/src/entry-server.tsx); every other page is rendered in the browser. */
const STOREFRONT_PAGES = ['/all-products', '/product-details/:id', '/authors/:slug', '/categories/:slug', '/publishers/:slug', '/series/:slug', '/terms', '/privacy', '/returns', '/delivery'];
const SERVER_RENDERED_PAGES = ['/', '/bn', ...STOREFRONT_PAGES, ...STOREFRONT_PAGES.map((page) => `/bn${page}`)];

const isBanglaPath = (path: string) => path === '/bn' || path.startsWith('/bn/');

/** Serves the built web app and answers index.html for client-side routes (SPA fallback); unknown /api/* routes get the 404 envelope. */
export const staticWebPlugin = fp<StaticWebPluginOptions>(
  async (app, { webDistDir, ssrEntry = join(webDistDir, '..', 'dist-server', 'entry-server.js'), publicUrl }) => {
    const hasIndex = existsSync(join(webDistDir, 'index.html'));
    const index = hasIndex ? readFileSync(join(webDistDir, 'index.html'), 'utf8') : '';

    // The page for the browser to render: in the page's language (<html lang>), with its canonical and alternate links.
    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0]!;
      let html = index.replace('</head>', () => `${alternateLinks(request.url, publicUrl)}</head>`);
      if (isBanglaPath(path)) {
        html = withLang(html, 'bn')
          .replace(/<title>[^<]*<\/title>/, `<title>${BANGLA_SHELL.title}</title>`)
          .replace(/(<meta name="description" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${BANGLA_SHELL.description}${close}`);
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };

    if (hasIndex) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        // `/` is a page route below, not a file.
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, path) {
          // Hashed build files never change; index.html must always be revalidated to pick up a new build.
          if (path.includes(`${join(webDistDir, 'assets')}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
          else res.header('Cache-Control', 'no-cache');
        },
      });

      const renderer = createWebRenderer(app, webDistDir, ssrEntry, publicUrl);
      const page = async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.url === '/' || request.url.startsWith('/?')) {
          // The answer to / depends on the language cookie and Accept-Language (a first visit may go to /bn).
          reply.header('Vary', 'Accept-Language, Cookie');
          const redirect = homeRedirect(request);
          if (redirect) return reply.header('Cache-Control', 'no-cache').redirect(redirect, 302);
        }
        if (renderer) {
          try {
            const rendered = await renderer.render(request.url, request.ip);
            // A page that moved (a merged category's) sends the reader to where it went.
            if (rendered?.redirect) return reply.header('Cache-Control', 'no-cache').redirect(rendered.redirect, rendered.status);
            if (rendered) return reply.code(rendered.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(rendered.html);
          } catch (error) {
            request.log.error({ err: error }, 'server render failed; sending the page to be rendered in the browser');
          }
        }
        return sendIndex(request, reply);
      };
      for (const url of SERVER_RENDERED_PAGES) app.get(url, { schema: { hide: true } }, page);
    } else {
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').send(`Boipoka API is running. The web app is not built yet: run \`npm run build\` (looked in ${webDistDir}). API docs: /api/docs\n`),
      );
    }

    // Unknown paths count toward the general rate limit like any route (a scan of made-up URLs is traffic too).
    const notFoundLimit = app.hasDecorator('rateLimit') ? { preHandler: app.rateLimit() } : {};
    app.setNotFoundHandler(notFoundLimit, (request, reply) => {
      const path = request.url.split('?')[0]!;
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (hasIndex && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && wantsHtml) return sendIndex(request, reply);
      return send(reply, 404, `Route ${request.method} ${path} not found`);
    });
  },
  { name: 'static-web' },
);
