export { bookImportsPlugin, type BookImportsPluginOptions } from './book-imports-plugin';
