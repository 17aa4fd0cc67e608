import { siteInfoSchema, type SiteInfo } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okEnvelope } from '../../lib/envelope';
import { DEMO_ACCOUNTS } from '../../db/seed-data';

/** Only in demo mode does the answer carry the demo accounts (the login page's quick-fill); outside it, nothing. */
export function siteInfo(demo: boolean): SiteInfo {
  if (!demo) return { demo: false };
  return {
    demo: true,
    demoAccounts: [DEMO_ACCOUNTS.reader, DEMO_ACCOUNTS.admin].map(({ role, email, password }) => ({ role, email, password })),
  };
}

export const siteRoutes: FastifyPluginAsyncZod<{ demo: boolean }> = async (app, { demo }) => {
  const info = siteInfo(demo);
  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'What the web app needs to know about this shop',
        description: 'Whether it is a demo shop (DEMO) and, only then, the demo accounts the login page may fill in.',
        response: { 200: okEnvelope(siteInfoSchema), ...errorResponses() },
      },
    },
    async () => ok('Site fetched successfully', info),
  );
};
