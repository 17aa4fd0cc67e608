export { smsPlugin, type SmsPluginOptions } from './sms-plugin';
export type { SmsRequest, SmsService } from './sms-service';
export type { OutgoingSms, SmsProvider } from './sms-provider';
export { BulkSmsBdProvider } from './providers/bulksmsbd';
/** What the demo's simulator of BulkSMSBD takes (src/simulators/bulksmsbd-simulator.ts); never a real account's. */
export const SMS_SIMULATOR_CREDENTIALS = { apiKey: 'demo-sms-api-key', senderId: '8809600000000' } as const;
// The SMS an order sends, rendered by the sms module from the order's rows.
export { fulfilmentSms, orderCancelledSms, orderPlacedSms, paymentRefundedSms } from './order-sms';
