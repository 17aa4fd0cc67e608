import fp from 'fastify-plugin';
import { settingsAdminRoutes, settingsRoutes } from './settings-routes';
import { SettingsService, type SettingsServiceOptions } from './settings-service';

export type SettingsPluginOptions = Omit<SettingsServiceOptions, 'log'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's settings in force (currency, zones, tax…), for the modules that price, mail and show them. */
    settings: SettingsService;
  }
}

/** The shop's settings: /api/settings (public) and /api/admin/settings (admin, audited). */
export const settingsPlugin = fp<SettingsPluginOptions>(
  async (app, options) => {
    const service = new SettingsService({ ...options, log: app.log });
    await service.start();
    app.addHook('onReady', () => service.createIfNew());
    app.addHook('onClose', async () => {
      await service.stop();
    });
    app.decorate('settings', service);
    await app.register(settingsRoutes, { prefix: '/api/settings', service });
    await app.register(settingsAdminRoutes, { prefix: '/api/admin/settings', service });
  },
  { name: 'settings', dependencies: ['auth'] },
);
