import { idParamSchema, memberOfferSchema, promoCheckInput, promoCheckSchema, promoCodeInput, promoCodePatch, promoCodeSchema } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { PromotionsService } from './promotions-service';

const bearer = [{ bearerAuth: [] }];

/** /api/promotions: a shopper checks a code against a cart; admins list, create, change and pause codes (audited). */
export const promotionsRoutes: FastifyPluginAsyncZod<{ service: PromotionsService }> = async (app, { service }) => {
  app.post(
    '/check',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['promotions'],
        summary: 'Whether a promo code applies to these books, and what it takes off',
        description:
          'The terms to price the cart with (the shared pricing function) and the books they apply to. A code that does not apply is a 400 naming `code` with why (expired, not yet, used up, already used by you, first order only, not for these books, minimum not reached); an unknown and a paused code are refused alike. Counted per account and per client address (429 past PROMO_CHECKS_PER_ACCOUNT_PER_HOUR / PROMO_CHECKS_PER_IP_PER_HOUR).',
        security: bearer,
        body: promoCheckInput,
        response: { 200: okEnvelope(promoCheckSchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Promo code applies', await service.check(callerOf(request), request.body, request.ip)),
  );

  app.get(
    '/member-offer',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['promotions'],
        summary: "The new member's discount the caller's next order gets",
        description:
          "The shop's percent (0: it offers none) and whether the account's next order takes it: an account with no order that is not cancelled. The client then prices the order with it and places it with `newMemberDiscount: true`; the server checks again under the account's lock.",
        security: bearer,
        response: { 200: okEnvelope(memberOfferSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok("New member's discount fetched successfully", await service.memberOffer(callerOf(request).id)),
  );

  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['promotions'], summary: 'Every promo code, newest first', security: bearer, response: { 200: okEnvelope(z.array(promoCodeSchema)), ...errorResponses(...signedInErrors) } },
    },
    async () => ok('Promo codes fetched successfully', await service.list()),
  );

  app.post(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['promotions'],
        summary: 'Create a promo code',
        description: "Codes are case-insensitive and unique (409 for one that exists). Amounts in minor units of the shop's currency.",
        security: bearer,
        body: promoCodeInput,
        response: { 201: okEnvelope(promoCodeSchema), ...errorResponses(...signedInErrors, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok('Promo code created', await service.create(callerOf(request), request.body));
    },
  );

  app.patch(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['promotions'],
        summary: 'Change or pause a promo code',
        description: 'Any field but the code itself; the result is checked whole. `active: false` pauses it.',
        security: bearer,
        params: idParamSchema,
        body: promoCodePatch,
        response: { 200: okEnvelope(promoCodeSchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Promo code saved', await service.update(callerOf(request), request.params.id, request.body)),
  );
};
