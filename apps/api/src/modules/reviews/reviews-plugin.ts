import fp from 'fastify-plugin';
import { reviewsRoutes } from './reviews-routes';
import { ReviewsService, type ReviewsServiceOptions } from './reviews-service';

export type ReviewsPluginOptions = ReviewsServiceOptions;

/** Reviews and ratings: /api/books/:id/reviews, /api/reviews… */
export const reviewsPlugin = fp<ReviewsPluginOptions>(
  async (app, options) => {
    await app.register(reviewsRoutes, { prefix: '/api', service: new ReviewsService(options) });
  },
  { name: 'reviews', dependencies: ['auth'] },
);
