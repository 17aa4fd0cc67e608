export { healthPlugin, type HealthPluginOptions } from './health-plugin';
