import type { LocalizedText } from '@boipoka/shared';
import fp from 'fastify-plugin';
import type { Db, Executor } from '../../db/client';
import type { SmsProvider } from './sms-provider';
import { smsRoutes } from './sms-routes';
import { SmsService } from './sms-service';
import { SmsWorker } from './sms-worker';

export interface SmsPluginOptions {
  db: Db;
  now: () => Date;
  /** The shop's name from Settings. */
  shopName?: (tx: Executor) => Promise<LocalizedText>;
  /**
   * With a gateway (SMS_PROVIDER, or the simulator): a worker in this process sends the outbox through `provider`.
   * Without one nothing leaves the machine: every SMS is kept in the outbox as 'unsent'.
   */
  delivery?: {
    provider: SmsProvider;
    pollMs: number;
    retryBaseMs: number;
    maxAttempts: number;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS outbox: other modules queue their SMS in the transaction of what caused them. */
    sms: SmsService;
  }
}

/** The shop's SMS: the admin's outbox (/api/admin/sms-outbox), `app.sms` for the modules that send SMS, the worker. */
export const smsPlugin = fp<SmsPluginOptions>(
  async (app, { db, now, shopName, delivery }) => {
    const service = new SmsService({ db, now, delivering: Boolean(delivery), shopName });
    app.decorate('sms', service);
    await app.register(smsRoutes, { prefix: '/api/admin/sms-outbox', service });
    if (!delivery) return;
    const worker = new SmsWorker(db, {
      ...delivery,
      now,
      maxDelayMs: 60 * 60 * 1000,
      leaseMs: 5 * 60 * 1000,
      batchSize: 20,
      onError: (error, sms) => app.log.warn({ err: error, smsId: sms?.id }, sms ? 'SMS not sent, will retry' : 'SMS outbox worker error'),
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'sms', dependencies: ['auth'] },
);
