import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses, okEnvelope } from '../../lib/envelope';

/** Down is an answer of its own, not the bare error envelope: monitors read `data.database`. */
const databaseDown = z.object({ success: z.literal(false), message: z.string(), data: z.object({ database: z.literal('down') }) });

/** Where searches are answered: the in-process index, or PostgreSQL's plain match on the stored keys (no relevance tiers, no typo correction) while it loads or after it failed (decision 033). */
const searchState = z.enum(['index', 'loading', 'database']);

export interface HealthRoutesOptions {
  database: Database;
  /** Where searches are answered right now. */
  search: () => z.infer<typeof searchState>;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database, search }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description: '503 when the database does not answer.',
        response: {
          200: okEnvelope(z.object({ database: z.literal('ok'), search: searchState })),
          ...errorResponses(),
          503: z.union([databaseDown, errorResponses()[503]]).describe('The database does not answer'),
        },
      },
    },
    async (request, reply) => {
      try {
        await Promise.race([database.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), 3000).unref())]);
        return { success: true as const, message: 'Boipoka API is healthy', data: { database: 'ok' as const, search: search() } };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database down');
        return reply.code(503).send({ success: false, message: 'Database unavailable', data: { database: 'down' } });
      }
    },
  );
};
