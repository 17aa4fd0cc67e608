export { bookRequestsPlugin, type BookRequestsPluginOptions } from './book-requests-plugin';
