import { dashboardStatsSchema } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { StatsService } from './stats-service';

export const statsRoutes: FastifyPluginAsyncZod<{ service: StatsService }> = async (app, { service }) => {
  app.get(
    '/dashboard',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['stats'],
        summary: 'Dashboard tiles for the signed-in role',
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(dashboardStatsSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Dashboard stats fetched successfully', await service.dashboard(callerOf(request))),
  );
};
