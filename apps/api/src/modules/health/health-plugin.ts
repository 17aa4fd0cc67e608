import fp from 'fastify-plugin';
import { healthRoutes, type HealthRoutesOptions } from './health-routes';

export type HealthPluginOptions = HealthRoutesOptions;

/** Whether this process and its database answer: /api/health. */
export const healthPlugin = fp<HealthPluginOptions>(
  async (app, options) => {
    await app.register(healthRoutes, { prefix: '/api/health', ...options });
  },
  { name: 'health' },
);
