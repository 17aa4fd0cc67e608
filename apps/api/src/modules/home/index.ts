export { homePlugin, type HomePluginOptions } from './home-plugin';
