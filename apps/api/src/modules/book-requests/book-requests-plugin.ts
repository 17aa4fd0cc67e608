import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { FailureStore } from '../../lib/failure-store';
import { HourlyLimit } from '../../lib/hourly-limit';
import type { BookArrivals } from '../books';
import { bookRequestsRoutes } from './book-requests-routes';
import { BookRequestsService } from './book-requests-service';

export interface BookRequestsPluginOptions {
  db: Db;
  now: () => Date;
  /** BOOK_REQUESTS_PER_IP_PER_HOUR: a visitor's requests per client address per hour; 0: no limit. */
  perIpPerHour: number;
  /** Where visitors' requests are counted (memory, or Redis shared by every process). */
  rateStore: FailureStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Told by the books and the import, in the transaction that added books, to fulfil the requests they answer. */
    bookRequests: BookArrivals;
  }
}

/** Book requests (issue 34): /api/book-requests, and `app.bookRequests` for the modules that add books. */
export const bookRequestsPlugin = fp<BookRequestsPluginOptions>(
  async (app, { db, now, perIpPerHour, rateStore }) => {
    const service = new BookRequestsService({
      db,
      now,
      counter: new HourlyLimit(rateStore, perIpPerHour, now),
      notifications: app.notifications,
      mail: app.mail,
      sms: app.sms,
      bookTitle: async (bookId) => (await app.books.get(bookId)).title,
    });
    app.decorate('bookRequests', service);
    await app.register(bookRequestsRoutes, { prefix: '/api/book-requests', service });
  },
  { name: 'book-requests', dependencies: ['auth', 'notifications', 'mail', 'sms', 'books'] },
);
