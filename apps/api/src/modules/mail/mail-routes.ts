import { idParamSchema, outboxMailSchema, outboxMailSummarySchema, pageQuery } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okEnvelope, paged, pagedEnvelope, signedInErrors } from '../../lib/envelope';
import type { MailService } from './mail-service';

const bearer = [{ bearerAuth: [] }];

/** The admin's outbox: every mail the shop sent or would send (without SMTP_URL), newest first. */
export const mailRoutes: FastifyPluginAsyncZod<{ service: MailService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['mail'],
        summary: 'The mail outbox, newest first (admin)',
        security: bearer,
        querystring: pageQuery,
        response: { 200: pagedEnvelope(outboxMailSummarySchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => {
      const { mails, meta } = await service.outbox(request.query);
      return paged('Mails fetched successfully', mails, meta);
    },
  );

  app.get(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['mail'],
        summary: 'One mail of the outbox with its HTML and text (admin)',
        security: bearer,
        params: idParamSchema,
        response: { 200: okEnvelope(outboxMailSchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Mail fetched successfully', await service.outboxMail(request.params.id)),
  );
};
