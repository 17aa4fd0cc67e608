export { mailPlugin, type MailPluginOptions } from './mail-plugin';
export type { MailRequest, MailService } from './mail-service';
// The mails an order sends, rendered by the mail module from the order's rows.
export { customerCancelledMail, orderPlacedMail, orderStatusMail, parcelReturnedMail, paymentRefundedMail } from './order-mails';
