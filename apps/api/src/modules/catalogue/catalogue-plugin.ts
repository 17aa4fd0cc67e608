import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { catalogueRoutes } from './catalogue-routes';
import { CatalogueService } from './catalogue-service';

export interface CataloguePluginOptions {
  db: Db;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Categories, publishers and series: the books module asks it for a book's facets and its list filters. */
    catalogue: CatalogueService;
  }
}

/** Categories, publishers and series (issue 34): their routes, and `app.catalogue` for the books module. */
export const cataloguePlugin = fp<CataloguePluginOptions>(
  async (app, { db, now }) => {
    const service = new CatalogueService({ db, now });
    app.decorate('catalogue', service);
    await app.register(catalogueRoutes, { service });
  },
  { name: 'catalogue', dependencies: ['auth'] },
);
