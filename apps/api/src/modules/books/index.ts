/** The books module's public entry: the plugin, the service's type, and what other modules deliberately share. */
export { booksPlugin, type BooksPluginOptions } from './books-plugin';
export { type BookArrivals, type BooksService, type NewBookForArrivals, toBookInsert, toBookListItem } from './books-service';
export { booksCsv } from './books-csv';
export { CATALOGUE_CHANNEL, CatalogueCache, type CatalogueChange, parseCatalogueNotification } from './catalogue-cache';
