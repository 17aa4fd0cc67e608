import type { OnlinePaymentMethod } from '@boipoka/shared';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { paymentsRoutes } from './payments-routes';
import { PaymentsService } from './payments-service';

export interface PaymentsPluginOptions {
  db: Db;
  now: () => Date;
  /** The online providers on (PAYMENT_PROVIDERS), each an adapter pointed at the provider or at its simulator. */
  providers: ReadonlyMap<OnlinePaymentMethod, PaymentProvider>;
  /** The shop's public address: where providers send the reader back and post their notices. */
  publicBase: string;
  holdMinutes: number;
  /** How often the worker asks about waiting payments, releases holds and retries refunds; 0: never (tests sweep by hand). */
  sweepSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/**
 * Payments: /api/payments (issue 32, decision 041). Listens for the orders' cancels (what was paid goes back) and runs
 * the worker that settles what readers left waiting; several processes may run it at once.
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, { db, now, providers, publicBase, holdMinutes, sweepSeconds }) => {
    const service = new PaymentsService({
      db,
      now,
      orders: app.ordersPort,
      providers,
      settings: app.settings,
      links: {
        returnUrl: (method, locale) => `${publicBase}/api/payments/return/${method}/${locale}`,
        noticeUrl: (method) => `${publicBase}/api/payments/notice/${method}`,
      },
      holdMinutes,
      // Two of the worker's rounds, and never under 10 s: the reader on the provider's page has that long to come back.
      askAfterMs: sweepSeconds > 0 ? Math.max(10_000, 2 * sweepSeconds * 1000) : undefined,
      log: app.log,
      mail: app.mail,
      sms: app.sms,
    });
    app.ordersPort.whenCancelled((orderId) => service.orderCancelled(orderId));
    app.decorate('payments', service);
    await app.register(paymentsRoutes, { prefix: '/api/payments', service });

    if (sweepSeconds > 0) {
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<void> | undefined;
      const round = () => {
        running = service
          .sweep()
          .catch((error: unknown) => app.log.warn({ err: error }, 'payments sweep failed'))
          .finally(() => {
            running = undefined;
          });
      };
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          if (!running) round();
        }, sweepSeconds * 1000);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'payments', dependencies: ['auth', 'orders', 'settings', 'mail', 'sms'] },
);
