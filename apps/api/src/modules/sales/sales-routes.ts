import { idParamSchema, saleCreateInput, salePatchInput, saleSchema } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { SalesService } from './sales-service';

const bearer = [{ bearerAuth: [] }];

/** /api/sales: admins list, create, change and pause scheduled sales (audited). */
export const salesRoutes: FastifyPluginAsyncZod<{ service: SalesService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['sales'], summary: 'Every scheduled sale, latest start first', security: bearer, response: { 200: okEnvelope(z.array(saleSchema)), ...errorResponses(...signedInErrors) } },
    },
    async () => ok('Sales fetched successfully', await service.list()),
  );

  app.post(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['sales'],
        summary: 'Create a scheduled sale',
        description:
          "A percent (1–90) or an amount (minor units of the shop's currency) off the books of some categories, publishers, authors or a list, from `startsAt` to `endsAt`. While it runs, the books' `price` is the sale price and `listPrice` the regular one; when several sales name a book, the lowest price wins.",
        security: bearer,
        body: saleCreateInput,
        response: { 201: okEnvelope(saleSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok('Sale created', await service.create(callerOf(request), request.body));
    },
  );

  app.patch(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['sales'],
        summary: 'Change, pause or resume a scheduled sale',
        description: 'Any field; the result is checked whole. `active: false` pauses it and the books get their regular prices back at once.',
        security: bearer,
        params: idParamSchema,
        body: salePatchInput,
        response: { 200: okEnvelope(saleSchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Sale updated', await service.update(callerOf(request), request.params.id, request.body)),
  );
};
