import fp from 'fastify-plugin';
import { cartRoutes } from './cart-routes';
import { CartService, type CartServiceOptions } from './cart-service';

export type CartPluginOptions = CartServiceOptions;

/** A reader's cart, kept on the server: /api/cart. */
export const cartPlugin = fp<CartPluginOptions>(
  async (app, options) => {
    await app.register(cartRoutes, { prefix: '/api/cart', service: new CartService(options) });
  },
  { name: 'cart', dependencies: ['auth'] },
);
