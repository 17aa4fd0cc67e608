import type { CourierId } from '@boipoka/shared';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { CourierProvider } from './courier-provider';
import { adminCouriersRoutes, courierNoticeRoutes } from './couriers-routes';
import { CouriersService } from './couriers-service';

export interface CouriersPluginOptions {
  db: Db;
  now: () => Date;
  /** The couriers configured (manual always; Steadfast from STEADFAST_* or the demo's simulator). */
  providers: ReadonlyMap<CourierId, CourierProvider>;
}

/** Couriers (issue 33, decision 047): booking parcels (/api/admin/couriers) and the couriers' notices (/api/couriers/:courier/notice). */
export const couriersPlugin = fp<CouriersPluginOptions>(
  async (app, { db, now, providers }) => {
    const service = new CouriersService({
      db,
      now,
      providers,
      fulfilment: app.fulfilment,
      notices: app.notifications,
      mail: app.mail,
      onError: (error, context) => app.log.warn({ err: error, ...context }, 'courier call failed'),
    });
    await app.register(adminCouriersRoutes, { prefix: '/api/admin/couriers', service });
    await app.register(courierNoticeRoutes, { prefix: '/api/couriers', service });
  },
  { name: 'couriers', dependencies: ['auth', 'orders', 'notifications', 'mail'] },
);
