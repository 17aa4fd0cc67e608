import fp from 'fastify-plugin';
import { addressesRoutes } from './addresses-routes';
import { AddressesService, type AddressBook, type AddressesServiceOptions } from './addresses-service';

export type AddressesPluginOptions = AddressesServiceOptions;

declare module 'fastify' {
  interface FastifyInstance {
    /** Told, in an order's transaction, where the order went: the reader's next checkout starts from it (not `app.addresses`, which Fastify has for the server's listening addresses). */
    addressBook: AddressBook;
  }
}

/** A reader's saved delivery addresses: /api/addresses, and `app.addressBook` for orders, which remember each one's address. */
export const addressesPlugin = fp<AddressesPluginOptions>(
  async (app, options) => {
    const service = new AddressesService(options);
    app.decorate('addressBook', service);
    await app.register(addressesRoutes, { prefix: '/api/addresses', service });
  },
  { name: 'addresses', dependencies: ['auth'] },
);
