import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { send } from './error-handler';

export interface StaticWebPluginOptions {
  webDistDir: string;
}

/** Serves the built web app and answers index.html for client-side routes (SPA fallback); unknown /api/* routes get the 404 envelope. */
export const staticWebPlugin = fp<StaticWebPluginOptions>(
  async (app, { webDistDir }) => {
    const hasIndex = existsSync(join(webDistDir, 'index.html'));

    if (hasIndex) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, path) {
          // Hashed build files never change; index.html must always be revalidated to pick up a new build.
          if (path.includes(`${join(webDistDir, 'assets')}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
          else res.header('Cache-Control', 'no-cache');
        },
      });
    } else {
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').send(`Boipoka API is running. The web app is not built yet: run \`npm run build\` (looked in ${webDistDir}). API docs: /api/docs\n`),
      );
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]!;
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (hasIndex && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && wantsHtml) {
        reply.header('Cache-Control', 'no-cache');
        return reply.sendFile('index.html');
      }
      return send(reply, 404, `Route ${request.method} ${path} not found`);
    });
  },
  { name: 'static-web' },
);
