/**
 * The books module as one Fastify plugin: the catalogue's service (searches through the search module's port) and its
 * routes — /api/books, /api/authors and the drawn covers at /api/covers/:id.svg — with the service on the app as
 * `app.books` for the modules that use it (covers).
 */
import fp from 'fastify-plugin';
import { authorsRoutes, booksRoutes, coversRoutes } from './books-routes';
import { BooksService, type BooksServiceOptions } from './books-service';

declare module 'fastify' {
  interface FastifyInstance {
    books: BooksService;
  }
}

export interface BooksPluginOptions extends Omit<BooksServiceOptions, 'search'> {
  /** BULK_BATCH_MS: how long one batch of a bulk action should hold the database. */
  bulkBatchMs?: number;
}

export const booksPlugin = fp<BooksPluginOptions>(
  async (app, { bulkBatchMs, ...options }) => {
    const books = new BooksService({ ...options, search: app.searchEngine });
    if (bulkBatchMs !== undefined) books.bulkBatchMs = bulkBatchMs;
    app.decorate('books', books);
    await app.register(booksRoutes, { prefix: '/api/books', service: books });
    await app.register(coversRoutes, { prefix: '/api/covers', service: books });
    await app.register(authorsRoutes, { prefix: '/api/authors', service: books });
  },
  { name: 'books', dependencies: ['search', 'settings'] },
);
