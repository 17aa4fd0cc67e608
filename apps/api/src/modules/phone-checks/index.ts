export { phoneChecksPlugin, type PhoneChecksPluginOptions } from './phone-checks-plugin';
// The phone check's port: what the orders ask before a cash-on-delivery order (app.phoneChecks).
export type { PhoneCheckLimits, PhoneCheckPort } from './phone-checks-service';
