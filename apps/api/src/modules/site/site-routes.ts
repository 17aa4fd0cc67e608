import { siteInfoSchema, type SiteInfo } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okEnvelope } from '../../lib/envelope';
import { DEMO_ACCOUNTS } from '../../db/seed-data';

const DEFAULT_DELIVERY_DAYS = { min: 3, max: 5 };

/** Only in demo mode does the answer carry the demo accounts (the login page's quick-fill); outside it, nothing. */
export function siteInfo(demo: boolean, deliveryDays: { min: number; max: number } = DEFAULT_DELIVERY_DAYS): SiteInfo {
  if (!demo) return { demo: false, deliveryDays };
  return {
    demo: true,
    deliveryDays,
    demoAccounts: [DEMO_ACCOUNTS.reader, DEMO_ACCOUNTS.admin].map(({ role, email, password }) => ({ role, email, password })),
  };
}

export interface SiteRoutesOptions {
  /** DEMO: the demo accounts are shown. */
  demo: boolean;
  deliveryDays?: { min: number; max: number };
}

export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, { demo, deliveryDays }) => {
  const info = siteInfo(demo, deliveryDays);
  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'What the web app needs to know about this shop',
        description:
          'Whether it is a demo shop (DEMO) and, only then, the demo accounts the login page may fill in; the delivery window the shop promises in business days (DELIVERY_DAYS_MIN, DELIVERY_DAYS_MAX).',
        response: { 200: okEnvelope(siteInfoSchema), ...errorResponses() },
      },
    },
    async () => ok('Site fetched successfully', info),
  );
};
