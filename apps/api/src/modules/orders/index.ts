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
  type OrderParcel,
} from './orders-plugin';
