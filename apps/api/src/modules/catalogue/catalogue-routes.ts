import {
  catalogueListQuery,
  categoryListSchema,
  categoryPageSchema,
  categorySchema,
  createCategoryInput,
  createPublisherInput,
  createSeriesInput,
  idParamSchema,
  mergeCategoryInput,
  publisherListSchema,
  publisherSchema,
  seriesListSchema,
  seriesSchema,
  updateCategoryInput,
  updatePublisherInput,
  updateSeriesInput,
} from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { CatalogueService } from './catalogue-service';

const bearer = [{ bearerAuth: [] }];
const slugParam = z.object({ slug: z.string().max(100) });

/**
 * /api/categories, /api/publishers, /api/series (issue 34, decision 048): anyone reads them and their pages; admins
 * add, rename, move, merge and archive (audited). Books are listed by GET /api/books with categorySlug, publisherSlug
 * or seriesSlug.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ service: CatalogueService }> = async (app, { service }) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree',
        description: 'Every category not archived, parents before their children, siblings in their order, each with the number of listed books in it and under it (up to a minute late).',
        response: { 200: okEnvelope(categoryListSchema), ...errorResponses() },
      },
    },
    async () => ok('Categories fetched successfully', { categories: await service.listCategories() }),
  );

  app.get(
    '/api/admin/categories',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree with the archived categories',
        security: bearer,
        response: { 200: okEnvelope(categoryListSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async () => ok('Categories fetched successfully', { categories: await service.listCategories(true) }),
  );

  app.get(
    '/api/categories/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A category's page: the category, its path from the root and its children",
        description: 'A category merged into another answers with `redirectTo`, the slug of the one it went into.',
        params: slugParam,
        response: { 200: okEnvelope(categoryPageSchema), ...errorResponses(404) },
      },
    },
    async (request) => ok('Category fetched successfully', await service.categoryPage(request.params.slug)),
  );

  app.post(
    '/api/categories',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a category',
        description: 'Named in English and Bangla, under a parent or at the root; the slug is made from the English name when left out.',
        security: bearer,
        body: createCategoryInput,
        response: { 201: okEnvelope(categorySchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return ok('Category created', await service.createCategory(callerOf(request), request.body));
    },
  );

  app.patch(
    '/api/categories/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Rename, move, reorder, archive or bring back a category',
        description: "Only the fields given change. A move under itself or a category inside it is refused; SPEC's five cannot be archived.",
        security: bearer,
        params: idParamSchema,
        body: updateCategoryInput,
        response: { 200: okEnvelope(categorySchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Category updated', await service.updateCategory(callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/categories/:id/merge',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Merge a category into another',
        description: "Its books and the categories under it move to `into` in one transaction; it is archived and its page sends readers to `into`. SPEC's five cannot be merged.",
        security: bearer,
        params: idParamSchema,
        body: mergeCategoryInput,
        response: { 200: okEnvelope(categorySchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Category merged', await service.mergeCategory(callerOf(request), request.params.id, request.body.into)),
  );

  for (const kind of ['publishers', 'series'] as const) {
    const isPublisher = kind === 'publishers';
    const one = isPublisher ? 'publisher' : 'series';
    app.get(
      `/api/${kind}`,
      {
        schema: {
          tags: ['catalogue'],
          summary: isPublisher ? 'Publishers, by name' : 'Series, by name',
          description: `With \`q\`: those whose name in either script, or slug, holds it. Each with its number of listed books.`,
          querystring: catalogueListQuery,
          response: { 200: okEnvelope(isPublisher ? publisherListSchema : seriesListSchema), ...errorResponses() },
        },
      },
      async (request) =>
        isPublisher
          ? ok('Publishers fetched successfully', { publishers: await service.listPublishers(request.query.q, request.query.limit) })
          : ok('Series fetched successfully', { series: await service.listSeries(request.query.q, request.query.limit) }),
    );
    app.get(
      `/api/${kind}/:slug`,
      {
        schema: {
          tags: ['catalogue'],
          summary: `A ${one}'s page`,
          params: slugParam,
          response: { 200: okEnvelope(isPublisher ? publisherSchema : seriesSchema), ...errorResponses(404) },
        },
      },
      async (request) =>
        isPublisher ? ok('Publisher fetched successfully', await service.publisherBySlug(request.params.slug)) : ok('Series fetched successfully', await service.seriesBySlug(request.params.slug)),
    );
  }

  app.post(
    '/api/publishers',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['catalogue'], summary: 'Add a publisher', security: bearer, body: createPublisherInput, response: { 201: okEnvelope(publisherSchema), ...errorResponses(...signedInErrors) } },
    },
    async (request, reply) => {
      reply.code(201);
      return ok('Publisher created', await service.createPublisher(callerOf(request), request.body));
    },
  );
  app.patch(
    '/api/publishers/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Rename a publisher',
        security: bearer,
        params: idParamSchema,
        body: updatePublisherInput,
        response: { 200: okEnvelope(publisherSchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Publisher updated', await service.updatePublisher(callerOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/series',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['catalogue'], summary: 'Add a series', security: bearer, body: createSeriesInput, response: { 201: okEnvelope(seriesSchema), ...errorResponses(...signedInErrors) } },
    },
    async (request, reply) => {
      reply.code(201);
      return ok('Series created', await service.createSeries(callerOf(request), request.body));
    },
  );
  app.patch(
    '/api/series/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Rename a series or change its publisher',
        security: bearer,
        params: idParamSchema,
        body: updateSeriesInput,
        response: { 200: okEnvelope(seriesSchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Series updated', await service.updateSeries(callerOf(request), request.params.id, request.body)),
  );
};
