export { reviewsPlugin, type ReviewsPluginOptions } from './reviews-plugin';
