import { contactListQuery, contactMessageInput, contactMessageSchema, contactReplyInput, contactStatusInput, idParamSchema } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HourlyLimit } from '../../lib/hourly-limit';
import { errorResponses, ok, okEnvelope, paged, pagedEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { ContactService } from './contact-service';

const bearer = [{ bearerAuth: [] }];
const messageResponse = okEnvelope(contactMessageSchema);

/** POST /api/contact: anyone; both contact forms of the web app send here. */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService; formLimit: HourlyLimit }> = async (app, { service, formLimit }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        description: 'Stored for the shop and acknowledged by mail to the sender. Limited per IP (MAIL_FORMS_PER_IP_PER_HOUR).',
        body: contactMessageInput,
        response: { 201: okEnvelope(z.object({ _id: z.string() })), ...errorResponses() },
      },
    },
    async (request, reply) => {
      await formLimit.assertAllowed(`contact:${request.ip}`);
      const sent = await service.send(request.body, request.locale);
      return reply.code(201).send(ok('Thank you! Your message has been received. We have sent a confirmation to your email address.', sent));
    },
  );
};

/** /api/admin/messages: the shop's inbox of contact messages (admin). */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Contact messages, newest first (admin)',
        security: bearer,
        querystring: contactListQuery,
        response: { 200: pagedEnvelope(contactMessageSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => {
      const { messages, meta } = await service.list(request.query);
      return paged('Messages fetched successfully', messages, meta);
    },
  );

  app.get(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['contact'], summary: 'One contact message (admin)', security: bearer, params: idParamSchema, response: { 200: messageResponse, ...errorResponses(...signedInErrors, 404) } },
    },
    async (request) => ok('Message fetched successfully', await service.get(request.params.id)),
  );

  app.post(
    '/:id/reply',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Answer a contact message by mail (admin)',
        security: bearer,
        params: idParamSchema,
        body: contactReplyInput,
        response: { 200: messageResponse, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Reply sent', await service.reply(callerOf(request), request.params.id, request.body.body)),
  );

  app.patch(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['contact'],
        summary: 'Mark a contact message handled or new (admin)',
        security: bearer,
        params: idParamSchema,
        body: contactStatusInput,
        response: { 200: messageResponse, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Message updated', await service.setStatus(request.params.id, request.body.status)),
  );
};
