export { sitePlugin, type SitePluginOptions } from './site-plugin';
