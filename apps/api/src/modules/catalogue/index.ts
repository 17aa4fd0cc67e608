/** The catalogue module's public entry: categories, publishers and series (issue 34), and the books' port to them. */
export { cataloguePlugin, type CataloguePluginOptions } from './catalogue-plugin';
export { type BookFacetsPort, type CatalogueService, type ImportFacetsPort, type NamedRef, type PreparedFacets } from './catalogue-service';
export { type CatalogueSeed, seedCatalogue, type SeededBookFacets } from './catalogue-seed';
