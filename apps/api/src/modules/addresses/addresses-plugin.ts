import fp from 'fastify-plugin';
import { addressesRoutes } from './addresses-routes';
import { AddressesService, type AddressesServiceOptions } from './addresses-service';

export type AddressesPluginOptions = AddressesServiceOptions;

/** A reader's saved delivery addresses: /api/addresses. */
export const addressesPlugin = fp<AddressesPluginOptions>(
  async (app, options) => {
    await app.register(addressesRoutes, { prefix: '/api/addresses', service: new AddressesService(options) });
  },
  { name: 'addresses', dependencies: ['auth'] },
);
