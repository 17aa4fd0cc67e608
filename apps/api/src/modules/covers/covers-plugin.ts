import fp from 'fastify-plugin';
import { DirectoryCoverStorage } from './cover-storage';
import { coverFileRoutes, coverUploadRoutes } from './covers-routes';
import { type CoverBooks, CoversService } from './covers-service';

export interface CoversPluginOptions {
  /** Where uploaded covers are kept (COVERS_DIR). */
  coversDir: string;
  books: CoverBooks;
}

/** What other modules tell covers: a book's image changed (its old uploaded files can go). */
export type CoverImages = Pick<CoversService, 'imageChanged'>;

declare module 'fastify' {
  interface FastifyInstance {
    covers: CoverImages;
  }
}

/** Uploaded covers: served at /api/covers, uploaded and removed at /api/books/:id/cover; `app.covers` hears of image changes. */
export const coversPlugin = fp<CoversPluginOptions>(
  async (app, { coversDir, books }) => {
    const service = new CoversService({ storage: new DirectoryCoverStorage(coversDir), books });
    app.decorate('covers', service);
    await app.register(coverFileRoutes, { prefix: '/api/covers', service });
    await app.register(coverUploadRoutes, { prefix: '/api/books', service });
  },
  { name: 'covers', dependencies: ['auth'] },
);
