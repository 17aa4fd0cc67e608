import { cartInput, cartSchema } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { CartService } from './cart-service';

const bearer = [{ bearerAuth: [] }];

/** The caller's cart, kept with the account. */
export const cartRoutes: FastifyPluginAsyncZod<{ service: CartService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['cart'],
        summary: "The caller's cart, with each book as the shop sells it now",
        description: 'Lines of books no longer sold are left out. A line may hold more copies than are left now (the stock changed since): the client shows it as limited.',
        security: bearer,
        response: { 200: okEnvelope(cartSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Cart fetched successfully', await service.get(callerOf(request).id)),
  );

  app.put(
    '/',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['cart'],
        summary: "Replace the caller's cart",
        description:
          'The lines sent become the cart (at most 20 books, each once, 1 to 10 copies). A line of a sold-out book, or of a book the shop does not sell, is dropped; a line asking more copies than are left keeps what is left. `adjustments` says which lines were changed and why.',
        security: bearer,
        body: cartInput,
        response: { 200: okEnvelope(cartSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Cart saved', await service.replace(callerOf(request).id, request.body)),
  );
};
