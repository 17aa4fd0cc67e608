export { statsPlugin, type StatsPluginOptions } from './stats-plugin';
