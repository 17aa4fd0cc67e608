import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { send } from './error-handler';
import { createWebRenderer } from './web-ssr';

export interface StaticWebPluginOptions {
  webDistDir: string;
  /** The web app's server renderer; default `<webDistDir>/../dist-server/entry-server.js` (apps/web/dist-server). */
  ssrEntry?: string;
}

/** The storefront pages the server renders with their data (apps/web/src/entry-server.tsx); every other page is rendered in the browser. */
const SERVER_RENDERED_PAGES = ['/', '/all-products', '/product-details/:id'];

/** Serves the built web app and answers index.html for client-side routes (SPA fallback); unknown /api/* routes get the 404 envelope. */
export const staticWebPlugin = fp<StaticWebPluginOptions>(
  async (app, { webDistDir, ssrEntry = join(webDistDir, '..', 'dist-server', 'entry-server.js') }) => {
    const hasIndex = existsSync(join(webDistDir, 'index.html'));

    const sendIndex = (reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
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

      const renderer = createWebRenderer(app, webDistDir, ssrEntry);
      const page = async (request: FastifyRequest, reply: FastifyReply) => {
        if (renderer) {
          try {
            const rendered = await renderer.render(request.url, request.ip);
            if (rendered) return reply.code(rendered.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(rendered.html);
          } catch (error) {
            request.log.error({ err: error }, 'server render failed; sending the page to be rendered in the browser');
          }
        }
        return sendIndex(reply);
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
      if (hasIndex && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && wantsHtml) return sendIndex(reply);
      return send(reply, 404, `Route ${request.method} ${path} not found`);
    });
  },
  { name: 'static-web' },
);
