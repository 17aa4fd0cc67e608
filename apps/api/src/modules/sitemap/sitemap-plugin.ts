import fp from 'fastify-plugin';
import { SitemapFiles } from './sitemap-files';
import { sitemapRoutes } from './sitemap-routes';
import { SitemapService, type SitemapServiceOptions } from './sitemap-service';

/** Something that hears of every change to the books, from any process, and of the times it cannot hear of them. */
export interface CatalogueListener {
  changed(change: { kind: 'stock' | 'all' }): void;
  /** false while changes cannot be heard of (nothing may be kept meanwhile), true again when they can. */
  setEnabled(up: boolean): void;
}

export interface SitemapPluginOptions extends SitemapServiceOptions {
  /** What the built files may keep, compressed (SITEMAP_CACHE_MB). */
  cacheBytes?: number;
  /** Subscribes the sitemap's files to the catalogue's changes. */
  listen: (listener: CatalogueListener) => void;
}

/** /robots.txt, /sitemap.xml and its files: built once per change to what they list, one build at a time (issue 29). */
export const sitemapPlugin = fp<SitemapPluginOptions>(
  async (app, { cacheBytes, listen, ...options }) => {
    const service = new SitemapService(options);
    const files = new SitemapFiles(service, cacheBytes);
    // A stock change alone changes nothing a sitemap lists.
    listen({ changed: (change) => change.kind === 'all' && files.changed(), setEnabled: (up) => files.setEnabled(up) });
    await app.register(sitemapRoutes, { service, files });
  },
  { name: 'sitemap' },
);
