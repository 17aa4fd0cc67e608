import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { HourlyLimit } from '../../lib/hourly-limit';
import { contactAdminRoutes, contactRoutes } from './contact-routes';
import { ContactService } from './contact-service';

export interface ContactPluginOptions {
  db: Db;
  now: () => Date;
  /** Forms per client address per hour (MAIL_FORMS_PER_IP_PER_HOUR). */
  formLimit: HourlyLimit;
}

/** The contact form (/api/contact) and the shop's inbox of its messages (/api/admin/messages). */
export const contactPlugin = fp<ContactPluginOptions>(
  async (app, { db, now, formLimit }) => {
    const service = new ContactService({ db, mail: app.mail, now });
    await app.register(contactRoutes, { prefix: '/api/contact', service, formLimit });
    await app.register(contactAdminRoutes, { prefix: '/api/admin/messages', service });
  },
  { name: 'contact', dependencies: ['auth', 'mail'] },
);
