export { cartPlugin, type CartPluginOptions } from './cart-plugin';
