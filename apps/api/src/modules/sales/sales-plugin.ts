import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { salesRoutes } from './sales-routes';
import { SalesService, type SalesServiceOptions } from './sales-service';

export interface SalesPluginOptions {
  db: Db;
  now: () => Date;
  /** Drops this process's cached catalogue answers after reconcile changed prices. */
  catalogueChanged: () => void;
  /** SALES_RECONCILE_SECONDS: how often the worker starts and ends sales; 0: never (tests reconcile by hand). */
  reconcileSeconds: number;
  /** The catalogue's check of a scope's categories and series. */
  unknownScope?: SalesServiceOptions['unknownScope'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled sales: the books module asks it to price a book after its create or price edit; the home page asks for the banner. */
    sales: SalesService;
  }
}

/**
 * Scheduled sales: /api/sales (issue 35, decision 043), and the worker that starts and ends them on time. Several
 * processes may run it at once: reconcile takes an advisory lock, and a second run finds nothing to change.
 */
export const salesPlugin = fp<SalesPluginOptions>(
  async (app, { db, now, catalogueChanged, reconcileSeconds, unknownScope }) => {
    const service = new SalesService({ db, now, catalogueChanged, unknownScope });
    app.decorate('sales', service);
    await app.register(salesRoutes, { prefix: '/api/sales', service });

    if (reconcileSeconds > 0) {
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<void> | undefined;
      const round = () => {
        running = service
          .reconcile()
          .then(() => undefined)
          .catch((error: unknown) => app.log.warn({ err: error }, 'sales reconcile failed'))
          .finally(() => {
            running = undefined;
          });
      };
      app.addHook('onReady', async () => {
        // At start too: a sale that began or ended while no server ran is applied at once.
        round();
        timer = setInterval(() => {
          if (!running) round();
        }, reconcileSeconds * 1000);
        // The worker never keeps a process alive on its own (tests, tools, a server closing).
        timer.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'sales', dependencies: ['auth'] },
);
