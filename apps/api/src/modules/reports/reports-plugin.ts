import fp from 'fastify-plugin';
import { reportsRoutes } from './reports-routes';
import { ReportsService, type ReportsServiceOptions } from './reports-service';

export type ReportsPluginOptions = Omit<ReportsServiceOptions, 'shopCurrency'>;

/** Sales and low-stock reports (admin): /api/reports. */
export const reportsPlugin = fp<ReportsPluginOptions>(
  async (app, options) => {
    await app.register(reportsRoutes, { prefix: '/api/reports', service: new ReportsService({ ...options, shopCurrency: async () => (await app.settings.current()).currency }) });
  },
  { name: 'reports', dependencies: ['auth', 'settings'] },
);
