import fp from 'fastify-plugin';
import { siteRoutes, type SiteRoutesOptions } from './site-routes';

export type SitePluginOptions = SiteRoutesOptions;

/** What the web app needs to know about this shop: /api/site. */
export const sitePlugin = fp<SitePluginOptions>(
  async (app, options) => {
    await app.register(siteRoutes, { prefix: '/api/site', ...options });
  },
  { name: 'site' },
);
