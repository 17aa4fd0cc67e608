export { type CatalogueListener, sitemapPlugin, type SitemapPluginOptions } from './sitemap-plugin';
