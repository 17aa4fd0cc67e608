import { bookIdParamSchema, wishlistChangeSchema, wishlistSchema } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { WishlistService } from './wishlist-service';

const bearer = [{ bearerAuth: [] }];
const change = okEnvelope(wishlistChangeSchema);

/** The caller's wishlist: hearts that follow a signed-in reader to any browser. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ service: WishlistService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['wishlist'],
        summary: "The caller's wished books, newest first",
        description: 'Books no longer sold (deleted) leave the list.',
        security: bearer,
        response: { 200: okEnvelope(wishlistSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Wishlist fetched successfully', await service.list(callerOf(request).id)),
  );

  app.put(
    '/:bookId',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['wishlist'],
        summary: 'Wish a book (idempotent)',
        description: 'Wishing a wished book again changes nothing. A book the shop does not sell is a 404; a full wishlist (200 books) a 409.',
        security: bearer,
        params: bookIdParamSchema,
        response: { 200: change, ...errorResponses(...signedInErrors, 404, 409) },
      },
    },
    async (request) => ok('Book added to your wishlist', await service.add(callerOf(request).id, request.params.bookId)),
  );

  app.delete(
    '/:bookId',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['wishlist'],
        summary: 'Take a book off the wishlist (idempotent)',
        security: bearer,
        params: bookIdParamSchema,
        response: { 200: change, ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Book removed from your wishlist', await service.remove(callerOf(request).id, request.params.bookId)),
  );
};
