import type { LocalizedText } from '@boipoka/shared';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Db, Executor } from '../../db/client';
import { mailRoutes } from './mail-routes';
import { MailSeal } from './mail-seal';
import { MailService } from './mail-service';
import type { MailLinks } from './mail-templates';
import { MailWorker } from './mail-worker';

export interface MailPluginOptions {
  db: Db;
  /** Links in mails lead to PUBLIC_URL (never to a request's Host header, which a caller chooses). */
  links: MailLinks;
  now: () => Date;
  /** Seals reset links for the worker (JWT_SECRET). */
  secret: string;
  /** The shop's name from Settings. */
  shopName?: (tx: Executor) => Promise<LocalizedText>;
  /**
   * With SMTP_URL: a worker in this process delivers the outbox through `transport` (several processes share the work),
   * which is closed once the worker has stopped.
   */
  delivery?: {
    transport: Pick<Transporter, 'sendMail' | 'close'>;
    from: string;
    pollMs: number;
    retryBaseMs: number;
    maxAttempts: number;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox: other modules queue their mails in the transaction of what caused them. */
    mail: MailService;
  }
}

/** The shop's mail: the admin's outbox (/api/admin/outbox), `app.mail` for the modules that send mail, the delivering worker. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, { db, links, now, secret, delivery, shopName }) => {
    // Reset links are sealed for the worker (decision 016): the outbox, which every admin reads, never shows one.
    const seal = new MailSeal(secret);
    const service = new MailService({ db, links, delivering: Boolean(delivery), now, seal, shopName });
    app.decorate('mail', service);
    await app.register(mailRoutes, { prefix: '/api/admin/outbox', service });
    if (!delivery) return;
    const worker = new MailWorker(db, {
      ...delivery,
      now,
      maxDelayMs: 60 * 60 * 1000,
      leaseMs: 5 * 60 * 1000,
      batchSize: 20,
      seal,
      onError: (error, mail) => app.log.warn({ err: error, mailId: mail?.id }, mail ? 'mail not delivered, will retry' : 'mail outbox worker error'),
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      delivery.transport.close();
    });
  },
  { name: 'mail', dependencies: ['auth'] },
);
