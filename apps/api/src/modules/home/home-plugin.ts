import fp from 'fastify-plugin';
import { homeAdminRoutes, homeRoutes } from './home-routes';
import { HomeService, type HomeServiceOptions } from './home-service';

export type HomePluginOptions = HomeServiceOptions;

/** The home page (/api/home…) and its curation by the shop (/api/admin/home). */
export const homePlugin = fp<HomePluginOptions>(
  async (app, options) => {
    const service = new HomeService(options);
    await app.register(homeRoutes, { prefix: '/api', service });
    await app.register(homeAdminRoutes, { prefix: '/api/admin/home', service });
  },
  { name: 'home', dependencies: ['auth'] },
);
