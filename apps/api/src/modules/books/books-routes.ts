import {
  authorCountSchema,
  authorPageQuery,
  authorPageSchema,
  authorSlugParams,
  bookListItemSchema,
  bookListQuery,
  bookSchema,
  bookSuggestQuery,
  bulkBookActionInput,
  bulkBookActionResultSchema,
  createBookInput,
  idParamSchema,
  searchVerdictSchema,
  suggestionsSchema,
  updateBookInput,
} from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, pageMeta, paged, pagedEnvelope, signedInErrors } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import { sendMemoizedJson } from '../../lib/memoized-json';
import { booksCsv } from './books-csv';
import { type BooksService, resolvePaging } from './books-service';

const bearer = [{ bearerAuth: [] }];

/*
 * The catalogue reads send the bytes sendMemoizedJson serialised and encoded once, so Fastify does not run their
 * response serialiser: these schemas document them, and plugins/openapi.test.ts checks the answers against them.
 */
export const catalogueResponses = {
  list: {
    200: pagedEnvelope(bookListItemSchema).extend({ search: searchVerdictSchema.optional().describe('With `q` only: how the search matched, and its guesses when it matched nothing well') }),
    ...errorResponses(),
  },
  authors: { 200: okEnvelope(z.array(authorCountSchema)), ...errorResponses() },
  book: { 200: okEnvelope(bookSchema), ...errorResponses(404) },
  suggest: { 200: okEnvelope(suggestionsSchema), ...errorResponses() },
  author: { 200: okEnvelope(authorPageSchema), ...errorResponses(404) },
};

const bookResponse = okEnvelope(bookSchema);

export const booksRoutes: FastifyPluginAsyncZod<{ service: BooksService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['books'],
        summary: 'The catalogue, paged',
        description:
          'Typo-tolerant search (q) over title, author, series, publisher and category names (either script) and, ranked below them, the first words of the description; with `q` the answer adds `search` (`match`: exact, close or none; `didYouMean`: guesses when nothing matched well); filters; `sort` for the shop, `sortBy`/`sortOrder` for the admin table (sortBy wins). Archived books are never listed. With neither `page` nor `limit`, the whole list up to 2,000 books (meta.total is the true total).',
        querystring: bookListQuery,
        response: catalogueResponses.list,
      },
    },
    async (request, reply) => {
      const query = resolvePaging(request.query);
      const page = await service.list(query);
      return sendMemoizedJson(
        reply,
        page,
        () => ({ ...paged('Books fetched successfully', page.books, pageMeta(query.page, query.limit, page.total)), ...(page.search ? { search: page.search } : {}) }),
        service.answerKept,
      );
    },
  );

  app.get(
    '/authors',
    {
      schema: {
        tags: ['books'],
        summary: 'Authors and their number of books (filter panel)',
        description:
          'Without `q`, the 50 authors with the most books. With `q`, up to 50 authors of the whole catalogue whose name matches, in either script and any spelling the search knows (`harari`, `humayun`, `হুমায়ুন`), most books first; `altAuthor` is the name in the other script when a book gives it.',
        querystring: z.object({ q: z.string().trim().max(200).optional() }),
        response: catalogueResponses.authors,
      },
    },
    async (request, reply) => {
      const authors = await service.authors(request.query.q);
      return sendMemoizedJson(reply, authors, () => ok('Authors fetched successfully', authors), service.answerKept);
    },
  );

  app.get(
    '/suggest',
    {
      schema: {
        tags: ['books'],
        summary: 'Suggestions as you type (header search)',
        description:
          'Up to 6 books (best matches of the same search as `GET /api/books?q=`: either script, transliterated, misspelt) and up to 4 authors whose name matches, with their number of books; `match` says how well the search matched and `didYouMean` holds guesses only when it matched nothing well. A `q` of no letter or digit answers empty lists.',
        querystring: bookSuggestQuery,
        response: catalogueResponses.suggest,
      },
    },
    async (request, reply) => {
      const suggestions = await service.suggest(request.query.q);
      return sendMemoizedJson(reply, suggestions, () => ok('Suggestions fetched successfully', suggestions), service.answerKept);
    },
  );

  app.post(
    '/bulk',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: 'One action on many books (admin)',
        description:
          "The chosen books (`ids`, at most 1,000) or every book Book Management's search finds (`q`, at most 10,000): `category` moves them to `category`, `stock` sets their copies in stock to `quantity` (readers who wished for a sold-out one hear it is back), `archive` takes them out of the shop as DELETE does. One transaction: all of it or nothing. Unknown and archived ids are skipped.",
        security: bearer,
        body: bulkBookActionInput,
        response: { 200: okEnvelope(bulkBookActionResultSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Books updated successfully', await service.bulk(callerOf(request), request.body)),
  );

  app.get(
    '/export.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: 'The catalogue, or a Book Management search, as CSV (admin)',
        description:
          "Every active book, or with `q` the books Book Management's search finds, in its order. Columns: title, author, altTitle, altAuthor, category, language, price, listPrice, quantity, isbn, publisher, pages, yearPublished, image, description, id, currency (of the prices: the shop's, USD or BDT). Streamed in batches (fine at a million books); UTF-8 with a BOM; cells that would start a spreadsheet formula are prefixed with an apostrophe.",
        security: bearer,
        querystring: z.object({ q: z.string().trim().max(200, 'Search must be at most 200 characters').optional() }),
        response: { 200: { description: 'One row per book', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses(...signedInErrors) },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const { currency } = await app.settings.current();
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="boipoka-books-${day}.csv"`)
          // A stream is sent as is (no serialiser); the schema types the documented body, a string.
          .send(booksCsv(service.exportBooks(request.query.q), currency) as unknown as string)
      );
    },
  );

  app.get('/:id', { schema: { tags: ['books'], summary: 'One book with its description', params: idParamSchema, response: catalogueResponses.book } }, async (request, reply) => {
    const book = await service.get(request.params.id);
    return sendMemoizedJson(reply, book, () => ok('Book fetched successfully', book), service.answerKept);
  });

  app.post(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['books'], summary: 'Add a book (admin)', security: bearer, body: createBookInput, response: { 201: bookResponse, ...errorResponses(...signedInErrors) } },
    },
    async (request, reply) => reply.code(201).send(ok('Book created successfully', await service.create(callerOf(request), request.body))),
  );

  app.patch(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: 'Edit a book (admin)',
        description: 'A partial book or the whole book as read; read-only fields are ignored.',
        security: bearer,
        params: idParamSchema,
        body: updateBookInput,
        response: { 200: bookResponse, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Book updated successfully', await service.update(callerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['books'],
        summary: 'Delete (archive) a book (admin)',
        description: 'The book leaves the catalogue; past orders keep their snapshot.',
        security: bearer,
        params: idParamSchema,
        response: { 200: okEnvelope(z.null()), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => {
      await service.archive(callerOf(request), request.params.id);
      return ok('Book deleted successfully', null);
    },
  );
};

export const authorsRoutes: FastifyPluginAsyncZod<{ service: BooksService }> = async (app, { service }) => {
  app.get(
    '/:slug',
    {
      schema: {
        tags: ['books'],
        summary: "An author's page: the name in both scripts and their books",
        description:
          'The slug is the Latin form of the name, lower case, accents folded, words joined by `-` (`humayun-ahmed`); every listed book answers it as `authorSlug`. Books newest first, up to `limit` (default and most 100); `total` counts them all. 404 for an author with no listed book.',
        params: authorSlugParams,
        querystring: authorPageQuery,
        response: catalogueResponses.author,
      },
    },
    async (request, reply) => {
      const page = await service.author(request.params.slug.toLowerCase(), request.query.limit);
      return sendMemoizedJson(reply, page, () => ok('Author fetched successfully', page), service.answerKept);
    },
  );
};

export const coversRoutes: FastifyPluginAsyncZod<{ service: BooksService }> = async (app, { service }) => {
  app.get(
    '/:file',
    {
      schema: {
        tags: ['books'],
        summary: 'A generated SVG cover: /api/covers/<book id>.svg',
        params: z.object({ file: z.string().max(120) }),
        // SVG markup, not JSON: under a content type Fastify leaves the string as it is.
        response: { 200: { description: 'The cover', content: { 'image/svg+xml': { schema: z.string() } } }, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.svg$/.exec(request.params.file);
      if (!match) throw new NotFoundError('Book not found');
      const { svg } = await service.cover(match[1]!);
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
          // Covers are public: a shop front on another origin (the original client) shows them in <img>.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(svg)
      );
    },
  );
};
