import { outboxSmsSchema, pageQuery } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, paged, pagedEnvelope, signedInErrors } from '../../lib/envelope';
import type { SmsService } from './sms-service';

const bearer = [{ bearerAuth: [] }];

/** The admin's SMS outbox: every SMS the shop sent or would send (without a gateway), newest first. */
export const smsRoutes: FastifyPluginAsyncZod<{ service: SmsService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['sms'],
        summary: 'The SMS outbox, newest first, with each SMS its encoding and segment count (admin)',
        security: bearer,
        querystring: pageQuery,
        response: { 200: pagedEnvelope(outboxSmsSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => {
      const { sms, meta } = await service.outbox(request.query);
      return paged('SMS fetched successfully', sms, meta);
    },
  );
};
