import fp from 'fastify-plugin';
import { statsRoutes } from './stats-routes';
import { StatsService, type StatsServiceOptions } from './stats-service';

export type StatsPluginOptions = StatsServiceOptions;

/** The dashboard's tiles: /api/stats. */
export const statsPlugin = fp<StatsPluginOptions>(
  async (app, options) => {
    await app.register(statsRoutes, { prefix: '/api/stats', service: new StatsService(options) });
  },
  { name: 'stats', dependencies: ['auth'] },
);
