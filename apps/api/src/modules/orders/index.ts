export {
  ordersPlugin,
  type OrdersPluginOptions,
  type OrdersPort,
  type PayableOrder,
  type OrderPaymentEvent,
  type OrderPaymentColumns,
  type FulfilmentPort,
  type FulfilmentOutcome,
  type FulfilmentRequest,
} from './orders-plugin';
