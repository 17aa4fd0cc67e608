import { toCents } from '@boipoka/shared';
import fp from 'fastify-plugin';
import type { Db, Executor } from '../../db/client';
import type { FailureStore } from '../../lib/failure-store';
import { HourlyLimit } from '../../lib/hourly-limit';
import { promotionsRoutes } from './promotions-routes';
import { type PromoCheckLimits, PromotionsService } from './promotions-service';

export interface PromotionsPluginOptions {
  db: Db;
  now: () => Date;
  limits: PromoCheckLimits;
  /** Where code checks are counted (memory, or Redis shared by every process). */
  rateStore: FailureStore;
  /** Whether an account has an order that is not cancelled (the orders' port, asked at request time). */
  hasOrdered: (userId: string, tx: Executor) => Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Promo codes: the orders redeem a code in the order's transaction and give its use back on a cancel. */
    promotions: PromotionsService;
  }
}

/** Promo codes: /api/promotions. */
export const promotionsPlugin = fp<PromotionsPluginOptions>(
  async (app, { db, now, limits, rateStore, hasOrdered }) => {
    const service = new PromotionsService({
      db,
      now,
      limits,
      counter: new HourlyLimit(rateStore, 0, now),
      currency: async () => (await app.settings.current()).currency,
      memberDiscountPercent: async () => (await app.settings.current()).newMemberDiscountPercent,
      books: async (ids) =>
        (await Promise.all(ids.map((id) => app.books.get(id)))).map((book) => ({
          bookId: book._id,
          category: book.category,
          publisher: book.publisher,
          unitPriceCents: toCents(book.price),
        })),
      hasOrdered,
    });
    app.decorate('promotions', service);
    await app.register(promotionsRoutes, { prefix: '/api/promotions', service });
  },
  { name: 'promotions', dependencies: ['auth', 'settings', 'books'] },
);
