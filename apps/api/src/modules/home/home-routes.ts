import { bookListItemSchema, curatedCollectionSchema, homeSchema, homeSettingsSchema, idParamSchema, saleInput } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import type { HomeService } from './home-service';

const bearer = [{ bearerAuth: [] }];
const collectionParams = z.object({ collection: curatedCollectionSchema, bookId: z.string().max(100) });
const settingsResponse = { 200: okEnvelope(homeSettingsSchema), ...errorResponses(...signedInErrors, 404) };

/** `GET /api/home` and `GET /api/books/:id/also-bought`: the storefront's reads (registered under /api). */
export const homeRoutes: FastifyPluginAsyncZod<{ service: HomeService }> = async (app, { service }) => {
  app.get(
    '/home',
    {
      schema: {
        tags: ['home'],
        summary: 'The home page: hero and spotlight books, the four collections, stat tiles, the running sale',
        description:
          'Only real books with their real prices and stock: best sellers by copies in orders that are not cancelled, new arrivals by date added, Staff Picks and Award Winners as chosen by an admin. `sale` is null when no sale is set or it has ended.',
        response: { 200: okEnvelope(homeSchema), ...errorResponses() },
      },
    },
    async () => ok('Home page fetched successfully', await service.home()),
  );

  app.get(
    '/books/:id/also-bought',
    {
      schema: {
        tags: ['books'],
        summary: 'Readers also bought: the books most often in the same orders as this one',
        description: 'From orders that are not cancelled, the most shared orders first; at most 6; an empty list when there are none.',
        params: idParamSchema,
        response: { 200: okEnvelope(z.array(bookListItemSchema)), ...errorResponses(404) },
      },
    },
    async (request) => ok('Books fetched successfully', await service.alsoBought(request.params.id)),
  );
};

/** The admin's side: which books are in the curated collections, and when the sale ends (registered under /api/admin/home). */
export const homeAdminRoutes: FastifyPluginAsyncZod<{ service: HomeService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['home'], summary: 'The curated collections and the sale end (admin)', security: bearer, response: settingsResponse },
    },
    async () => ok('Home settings fetched successfully', await service.settings()),
  );

  app.put(
    '/collections/:collection/:bookId',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['home'], summary: 'Put a book into Staff Picks or Award Winners (admin)', security: bearer, params: collectionParams, response: settingsResponse },
    },
    async (request) => ok('Book added to the collection', await service.addToCollection(callerOf(request), request.params.collection, request.params.bookId)),
  );

  app.delete(
    '/collections/:collection/:bookId',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['home'], summary: 'Take a book out of Staff Picks or Award Winners (admin)', security: bearer, params: collectionParams, response: settingsResponse },
    },
    async (request) => ok('Book removed from the collection', await service.removeFromCollection(callerOf(request), request.params.collection, request.params.bookId)),
  );

  app.put(
    '/sale',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['home'],
        summary: 'When the sale ends (admin)',
        description: '`endsAt`: an ISO 8601 date and time in the future, at most a year ahead; null ends the sale (the home page then hides the banner).',
        security: bearer,
        body: saleInput,
        response: { 200: okEnvelope(homeSettingsSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Sale saved', await service.setSale(callerOf(request), request.body)),
  );
};
