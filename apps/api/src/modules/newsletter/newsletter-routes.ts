import { mailTokenInput, newsletterInput } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HourlyLimit } from '../../lib/hourly-limit';
import { errorResponses, ok, okEnvelope } from '../../lib/envelope';
import type { NewsletterService } from './newsletter-service';

const noData = okEnvelope(z.null());

export const newsletterRoutes: FastifyPluginAsyncZod<{ service: NewsletterService; formLimit: HourlyLimit }> = async (app, { service, formLimit }) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for the newsletter (double opt-in)',
        description: 'Mails a confirmation link; the answer is the same for an address already subscribed. Limited per IP (MAIL_FORMS_PER_IP_PER_HOUR).',
        body: newsletterInput,
        response: { 202: noData, ...errorResponses() },
      },
    },
    async (request, reply) => {
      await formLimit.assertAllowed(`newsletter:${request.ip}`);
      await service.subscribe(request.body.email, request.locale);
      return reply.code(202).send(ok('Almost done: please check your inbox and confirm your subscription.', null));
    },
  );

  app.post(
    '/confirm',
    { schema: { tags: ['newsletter'], summary: 'Confirm a subscription with the mailed link', body: mailTokenInput, response: { 200: noData, ...errorResponses() } } },
    async (request) => {
      await service.confirm(request.body.token);
      return ok('Your subscription is confirmed. Welcome!', null);
    },
  );

  app.post(
    '/unsubscribe',
    { schema: { tags: ['newsletter'], summary: 'Unsubscribe with the link of a newsletter mail', body: mailTokenInput, response: { 200: noData, ...errorResponses() } } },
    async (request) => {
      await service.unsubscribe(request.body.token);
      return ok('You are unsubscribed and will receive no more newsletters.', null);
    },
  );
};
