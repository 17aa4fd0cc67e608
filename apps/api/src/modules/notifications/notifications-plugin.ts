import fp from 'fastify-plugin';
import { notificationsRoutes } from './notifications-routes';
import { NotificationsService, type NotificationsServiceOptions } from './notifications-service';

export type NotificationsPluginOptions = NotificationsServiceOptions;

declare module 'fastify' {
  interface FastifyInstance {
    /** The bell: other modules tell it of what they did, inside their own transactions. */
    notifications: NotificationsService;
  }
}

/** The bell: /api/notifications, and `app.notifications` for the modules that ring it (orders, wishlist). */
export const notificationsPlugin = fp<NotificationsPluginOptions>(
  async (app, options) => {
    const service = new NotificationsService(options);
    app.decorate('notifications', service);
    await app.register(notificationsRoutes, { prefix: '/api/notifications', service });
  },
  { name: 'notifications', dependencies: ['auth'] },
);
