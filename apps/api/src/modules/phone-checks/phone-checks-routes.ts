import { confirmPhoneCodeInput, phoneCheckQuery, phoneCheckStatusSchema, phoneCodeSentSchema, phoneConfirmedSchema, sendPhoneCodeInput } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import type { PhoneChecksService } from './phone-checks-service';

const bearer = [{ bearerAuth: [] }];

/** /api/phone-checks: a signed-in reader asks whether a phone needs a code, has one sent by SMS, and confirms it. */
export const phoneChecksRoutes: FastifyPluginAsyncZod<{ service: PhoneChecksService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['phone-checks'],
        summary: 'Whether a phone must confirm a code before a cash-on-delivery order',
        description:
          'True for a new phone (no code confirmed, no order delivered to it) while the phone check is on (PHONE_CHECK; by default in a Taka shop whose SMS are sent). Counted per client address (429 past PHONE_LOOKUPS_PER_IP_PER_HOUR).',
        security: bearer,
        querystring: phoneCheckQuery,
        response: { 200: okEnvelope(phoneCheckStatusSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Phone checked', await service.status(request.query.phone, request.ip)),
  );

  app.post(
    '/',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['phone-checks'],
        summary: 'Send a six-digit code to a phone by SMS',
        description:
          'Ends the phone’s older codes. The code is never in the answer: only the SMS carries it. A phone that needs no code gets none (`needed: false`). Another code after 60 s (429 sooner), at most PHONE_CODES_PER_PHONE_PER_HOUR per phone and PHONE_CODES_PER_IP_PER_HOUR per client address (429).',
        security: bearer,
        body: sendPhoneCodeInput,
        response: { 200: okEnvelope(phoneCodeSentSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => {
      const sent = await service.send(request.body.phone, { ip: request.ip, userId: request.user!.id, locale: request.locale });
      return ok(sent.needed ? 'We sent a code by SMS' : 'This phone needs no code', sent);
    },
  );

  app.post(
    '/confirm',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['phone-checks'],
        summary: 'Confirm a phone with the code its SMS carried',
        description: 'The phone’s newest code, once, within PHONE_CODE_MINUTES and PHONE_CODE_ATTEMPTS wrong tries (400 on `code` otherwise). A confirmed phone stays confirmed.',
        security: bearer,
        body: confirmPhoneCodeInput,
        response: { 200: okEnvelope(phoneConfirmedSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Phone confirmed', await service.confirm(request.body.phone, request.body.code, request.user!.id)),
  );
};
