import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/', { schema: { tags: ['health'], summary: 'Liveness and database check', description: '503 when the database does not answer.' } }, async (request, reply) => {
    try {
      await Promise.race([database.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), 3000).unref())]);
      return { success: true, message: 'Boipoka API is healthy', data: { database: 'ok' } };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database down');
      return reply.code(503).send({ success: false, message: 'Database unavailable', data: { database: 'down' } });
    }
  });
};
