import { bookListQuery, createBookInput, idParamSchema, updateBookInput } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, pageMeta, paged } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { sendMemoizedJson } from '../../lib/memoized-json';
import type { BooksService } from './books-service';

const bearer = [{ bearerAuth: [] }];

export const booksRoutes: FastifyPluginAsyncZod<{ service: BooksService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['books'],
        summary: 'The catalogue, paged',
        description: 'Typo-tolerant search (q) over title, author and category; filters; `sort` for the shop, `sortBy`/`sortOrder` for the admin table (sortBy wins). Archived books are never listed.',
        querystring: bookListQuery,
      },
    },
    async (request, reply) => {
      const page = await service.list(request.query);
      return sendMemoizedJson(reply, page, () => paged('Books fetched successfully', page.books, pageMeta(request.query.page, request.query.limit, page.total)));
    },
  );

  app.get(
    '/authors',
    { schema: { tags: ['books'], summary: 'Top 50 authors by number of books (filter panel)', querystring: z.object({ q: z.string().trim().max(200).optional() }) } },
    async (request, reply) => {
      const authors = await service.authors(request.query.q);
      return sendMemoizedJson(reply, authors, () => ok('Authors fetched successfully', authors));
    },
  );

  app.get('/:id', { schema: { tags: ['books'], summary: 'One book with its description', params: idParamSchema } }, async (request, reply) => {
    const book = await service.get(request.params.id);
    return sendMemoizedJson(reply, book, () => ok('Book fetched successfully', book));
  });

  app.post('/', { preHandler: app.requireAdmin, schema: { tags: ['books'], summary: 'Add a book (admin)', security: bearer, body: createBookInput } }, async (request, reply) =>
    reply.code(201).send(ok('Book created successfully', await service.create(request.body))),
  );

  app.patch(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['books'], summary: 'Edit a book (admin)', description: 'A partial book or the whole book as read; read-only fields are ignored.', security: bearer, params: idParamSchema, body: updateBookInput },
    },
    async (request) => ok('Book updated successfully', await service.update(request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['books'], summary: 'Delete (archive) a book (admin)', description: 'The book leaves the catalogue; past orders keep their snapshot.', security: bearer, params: idParamSchema },
    },
    async (request) => {
      await service.archive(request.params.id);
      return ok('Book deleted successfully', null);
    },
  );
};

export const coversRoutes: FastifyPluginAsyncZod<{ service: BooksService }> = async (app, { service }) => {
  app.get(
    '/:file',
    { schema: { tags: ['books'], summary: 'A generated SVG cover: /api/covers/<book id>.svg', params: z.object({ file: z.string().max(120) }) } },
    async (request, reply) => {
      const match = /^(.+)\.svg$/.exec(request.params.file);
      if (!match) throw new NotFoundError('Book not found');
      const { svg } = await service.cover(match[1]!);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
