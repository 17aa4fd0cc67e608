export { type CoverImages, coversPlugin, type CoversPluginOptions } from './covers-plugin';
