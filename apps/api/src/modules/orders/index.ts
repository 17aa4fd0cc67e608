export { ordersPlugin, type OrdersPluginOptions } from './orders-plugin';
