import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { PublicUrls } from '../../lib/public-url';
import { wishlistRoutes } from './wishlist-routes';
import type { RestockNotices } from '../notifications';
import { WishlistService } from './wishlist-service';

export interface WishlistPluginOptions {
  db: Db;
  urls: PublicUrls;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Told, in the transaction that put a sold-out book back on sale, to ring the readers who wished it. */
    wishlist: RestockNotices;
  }
}

/** A reader's wishlist: /api/wishlist, and `app.wishlist` for the modules that restock books (books, orders, imports). */
export const wishlistPlugin = fp<WishlistPluginOptions>(
  async (app, { db, urls }) => {
    const service = new WishlistService({ db, urls, notifications: app.notifications });
    app.decorate('wishlist', service);
    await app.register(wishlistRoutes, { prefix: '/api/wishlist', service });
  },
  { name: 'wishlist', dependencies: ['auth', 'notifications'] },
);
