import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import type { SitemapService } from './sitemap-service';

const XML = 'application/xml; charset=utf-8';
// Search engines fetch these now and then; an hour of caching spares the database a crawler's repeated asks.
const CACHE = 'public, max-age=3600';

/** /robots.txt, /sitemap.xml and the files of its index: for search engines, not part of the API document. */
export const sitemapRoutes: FastifyPluginAsync<{ service: SitemapService }> = async (app, { service }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(service.robots()));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => reply.type(XML).header('Cache-Control', CACHE).send(Readable.from(service.main())));

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const file = await service.file(request.params.file);
    if (!file) throw new NotFoundError('Sitemap not found');
    return reply.type(XML).header('Cache-Control', CACHE).send(Readable.from(file));
  });
};
