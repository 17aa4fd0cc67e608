export { ordersPlugin, type OrdersPluginOptions, type OrdersPort, type PayableOrder, type OrderPaymentEvent, type OrderPaymentColumns } from './orders-plugin';
