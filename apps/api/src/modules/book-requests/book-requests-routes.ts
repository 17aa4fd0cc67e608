import { bookRequestFulfilInput, bookRequestFulfilledSchema, bookRequestGroupSchema, bookRequestGroupsQuery, bookRequestInput, bookRequestSchema } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okEnvelope, paged, pagedEnvelope, signedInErrors } from '../../lib/envelope';
import type { BookRequestsService } from './book-requests-service';

const bearer = [{ bearerAuth: [] }];

/** /api/book-requests: anyone asks for a book the shop lacks; admins see the requests grouped by book and fulfil them. */
export const bookRequestsRoutes: FastifyPluginAsyncZod<{ service: BookRequestsService }> = async (app, { service }) => {
  app.post(
    '/',
    {
      // Anyone: a caller who sends a token is that account (a Blocked one is refused, as everywhere a session acts).
      preHandler: async (request, reply) => {
        if (request.headers.authorization !== undefined) await app.requireActiveUser(request, reply);
      },
      schema: {
        tags: ['book-requests'],
        summary: 'Ask the shop for a book it does not have',
        description:
          "A title (required), an author, and a Bangladeshi mobile number and/or an e-mail address to be told at. A signed-in reader's request is tied to the account (told by the bell, and by mail at the account's address unless another is given) and asking again for the same book changes nothing; a visitor must give a phone or an e-mail, and is counted per client address (429 past BOOK_REQUESTS_PER_IP_PER_HOUR). When a book that matches is added, everyone who asked is told once.",
        security: [{}, { bearerAuth: [] }],
        body: bookRequestInput,
        response: { 201: okEnvelope(bookRequestSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request, reply) => {
      const saved = await service.request(request.user, request.body, request.ip, request.locale);
      reply.code(201);
      return ok('Thank you! We will tell you when the book is in the shop.', saved);
    },
  );

  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['book-requests'],
        summary: 'The requests, grouped by book, most asked first',
        description: 'One group per title and author as keyed (lowercase, trimmed, spaces collapsed): how many asked, first and last asked, and whether any still waits.',
        security: bearer,
        querystring: bookRequestGroupsQuery,
        response: { 200: pagedEnvelope(bookRequestGroupSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => {
      const { groups, meta } = await service.groups(request.query);
      return paged('Book requests fetched successfully', groups, meta);
    },
  );

  app.post(
    '/fulfil',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['book-requests'],
        summary: "Fulfil a group's open requests with a book",
        description:
          'For a book whose title the readers wrote differently: the open requests of the group are marked fulfilled by the book and each reader is told once (404 for a book the shop does not list).',
        security: bearer,
        body: bookRequestFulfilInput,
        response: { 200: okEnvelope(bookRequestFulfilledSchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => {
      return ok('Book requests fulfilled', await service.fulfil(request.body));
    },
  );
};
