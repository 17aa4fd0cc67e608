import {
  adminReviewListQuery,
  adminReviewSchema,
  createReviewInput,
  featuredReviewSchema,
  idParamSchema,
  myReviewSchema,
  reviewListQuery,
  reviewSchema,
  reviewVisibilityInput,
  updateReviewInput,
} from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, pageMeta, paged, pagedEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { ReviewsService } from './reviews-service';

const bearer = [{ bearerAuth: [] }];
const reviewResponse = okEnvelope(reviewSchema);

/** Registered under /api: a book's reviews live under its path, a review under /api/reviews. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  app.get(
    '/books/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A book's reviews, newest first",
        description: 'Visible reviews only (an admin hides abusive ones). The reviewer is shown by first name and last initial; verifiedPurchase: the reviewer has a completed order of the book.',
        params: idParamSchema,
        querystring: reviewListQuery,
        response: { 200: pagedEnvelope(reviewSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { reviews, total } = await service.listForBook(request.params.id, request.query);
      return paged('Reviews fetched successfully', reviews, pageMeta(request.query.page, request.query.limit, total));
    },
  );

  app.get(
    '/books/:id/reviews/mine',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['reviews'],
        summary: "The caller's review of a book, and whether they may write one",
        description: 'canReview: the caller has a completed order of the book and no review of it yet. review: theirs, hidden or not.',
        security: bearer,
        params: idParamSchema,
        response: { 200: okEnvelope(myReviewSchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Review fetched successfully', await service.mine(callerOf(request), request.params.id)),
  );

  app.post(
    '/books/:id/reviews',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['reviews'],
        summary: 'Rate and review a book you bought',
        description: 'Rating 1–5, text optional (at most 2,000 characters). Only with a completed order containing the book (403 otherwise); one review per book and customer (409).',
        security: bearer,
        params: idParamSchema,
        body: createReviewInput,
        response: { 201: reviewResponse.describe('Review added'), ...errorResponses(...signedInErrors, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(ok('Review added successfully', await service.create(callerOf(request), request.params.id, request.body))),
  );

  app.get(
    '/reviews/featured',
    {
      schema: {
        tags: ['reviews'],
        summary: 'What readers say: the reviews the home page quotes',
        description:
          'Real reviews only: the newest visible review of each of up to 6 readers who rated a book 4 or 5 with a text of at least 20 characters and have a completed order of it. Empty when there is none. May lag a minute behind a review written through another server process.',
        response: { 200: okEnvelope(z.array(featuredReviewSchema)), ...errorResponses() },
      },
    },
    async () => ok('Reviews fetched successfully', await service.featured()),
  );

  app.get(
    '/reviews',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary: 'Every review, newest first (admin moderation)',
        security: bearer,
        querystring: adminReviewListQuery,
        response: { 200: pagedEnvelope(adminReviewSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => {
      const { reviews, total } = await service.adminList(request.query);
      return paged('Reviews fetched successfully', reviews, pageMeta(request.query.page, request.query.limit, total));
    },
  );

  app.patch(
    '/reviews/:id',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['reviews'],
        summary: 'Edit your own review',
        description: "Rating, text or both. Someone else's review is a 403.",
        security: bearer,
        params: idParamSchema,
        body: updateReviewInput,
        response: { 200: reviewResponse, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Review updated successfully', await service.update(callerOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/reviews/:id/visibility',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary: 'Hide or show a review (admin)',
        description: "A hidden review leaves the book's page and its rating; its author still sees it as theirs.",
        security: bearer,
        params: idParamSchema,
        body: reviewVisibilityInput,
        response: { 200: reviewResponse, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok(request.body.hidden ? 'Review hidden' : 'Review shown again', await service.setHidden(callerOf(request), request.params.id, request.body.hidden)),
  );

  app.delete(
    '/reviews/:id',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['reviews'],
        summary: 'Delete your own review (an admin may delete any)',
        security: bearer,
        params: idParamSchema,
        response: { 200: okEnvelope(z.null()), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => {
      await service.remove(callerOf(request), request.params.id);
      return ok('Review deleted successfully', null);
    },
  );
};
