export { paymentsPlugin, type PaymentsPluginOptions } from './payments-plugin';
export { paymentProviders, SIMULATOR_CREDENTIALS } from './payment-providers';
export type { PaymentProvider } from './payment-provider';
