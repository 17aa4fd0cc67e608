import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import { type BuiltSitemap, MAIN_SITEMAP, type SitemapFiles } from './sitemap-files';
import type { SitemapService } from './sitemap-service';

const XML = 'application/xml; charset=utf-8';
// Search engines fetch these now and then; an hour of caching spares the database a crawler's repeated asks.
const CACHE = 'public, max-age=3600';

/** Whether the client takes gzip (every crawler does): `Accept-Encoding` names gzip (or `*`) without `q=0`. */
function takesGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return String(header)
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q) > 0);
    });
}

/** A built file as it was kept (compressed), or unpacked as it is sent for a client that takes no gzip. */
function send(request: FastifyRequest, reply: FastifyReply, built: BuiltSitemap) {
  reply.type(XML).header('Cache-Control', CACHE).header('ETag', built.etag).header('Vary', 'Accept-Encoding');
  if (takesGzip(request)) return reply.header('Content-Encoding', 'gzip').send(built.gzip);
  return reply.send(Readable.from([built.gzip]).pipe(createGunzip()));
}

/** /robots.txt, /sitemap.xml and the files of its index: for search engines, not part of the API document. */
export const sitemapRoutes: FastifyPluginAsync<{ service: SitemapService; files: SitemapFiles }> = async (app, { service, files }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE).send(service.robots()));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => send(request, reply, (await files.get(MAIN_SITEMAP))!));

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const built = request.params.file === MAIN_SITEMAP ? undefined : await files.get(request.params.file);
    if (!built) throw new NotFoundError('Sitemap not found');
    return send(request, reply, built);
  });
};
