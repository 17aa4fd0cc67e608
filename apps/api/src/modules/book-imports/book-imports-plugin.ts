import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { PublicUrls } from '../../lib/public-url';
import type { BookArrivals } from '../books';
import type { ImportFacetsPort } from '../catalogue';
import { bookImportsRoutes } from './book-imports-routes';
import { BookImportsService } from './book-imports-service';

export interface BookImportsPluginOptions {
  db: Db;
  urls: PublicUrls;
  now: () => Date;
  /** Told after each batch that wrote books (the catalogue cache forgets its pages). */
  catalogueChanged: () => void;
  /** BULK_BATCH_MS: how long one batch should hold the database. */
  batchMs: number;
  /** Told, in each batch's transaction, of the books it added (the book requests, wired by app.ts). */
  arrivals?: BookArrivals;
  /** Categories, publishers and series (issue 34): the catalogue module's port, wired by app.ts. */
  facets?: ImportFacetsPort;
}

/** The catalogue's CSV import (admin): /api/books/imports, and the runner that carries imports on in this process. */
export const bookImportsPlugin = fp<BookImportsPluginOptions>(
  async (app, options) => {
    const service = new BookImportsService({
      ...options,
      restock: app.wishlist,
      imageChanged: (id, image) => app.covers.imageChanged(id, image),
      onError: (error, importId) => app.log.error({ err: error, importId }, 'book import stopped'),
      shopCurrency: async () => (await app.settings.current()).currency,
    });
    startImportRunner(app, service);
    await app.register(bookImportsRoutes, { prefix: '/api/books/imports', service });
  },
  { name: 'book-imports', dependencies: ['auth', 'wishlist', 'covers', 'settings'] },
);

/**
 * Imports run in the process that started them; an import whose process stopped is taken over by the first process to
 * look (at start-up, then every minute). Closing waits for the batch in progress.
 */
function startImportRunner(app: FastifyInstance, imports: BookImportsService): void {
  const resume = () =>
    imports
      .resumeStalled()
      .then(() => imports.clearUp())
      .catch((error) => app.log.warn({ err: error }, 'book imports: could not look for stalled imports or clear up'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void resume();
    timer = setInterval(resume, 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await imports.stop();
  });
}
