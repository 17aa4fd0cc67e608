import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { HourlyLimit } from '../../lib/hourly-limit';
import { newsletterRoutes } from './newsletter-routes';
import { NewsletterService } from './newsletter-service';

export interface NewsletterPluginOptions {
  db: Db;
  now: () => Date;
  /** Signs the unsubscribe links (JWT_SECRET). */
  secret: string;
  /** Forms per client address per hour (MAIL_FORMS_PER_IP_PER_HOUR). */
  formLimit: HourlyLimit;
}

/** The newsletter with double opt-in: /api/newsletter. */
export const newsletterPlugin = fp<NewsletterPluginOptions>(
  async (app, { db, now, secret, formLimit }) => {
    const service = new NewsletterService({ db, mail: app.mail, secret, now });
    await app.register(newsletterRoutes, { prefix: '/api/newsletter', service, formLimit });
  },
  { name: 'newsletter', dependencies: ['mail'] },
);
