export { reportsPlugin, type ReportsPluginOptions } from './reports-plugin';
