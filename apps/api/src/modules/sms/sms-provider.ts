import type { SmsEncoding } from '@boipoka/shared';

/** One SMS as the worker hands it to a gateway: to a Bangladeshi mobile number as the shop keeps them (01712345678). */
export interface OutgoingSms {
  to: string;
  text: string;
  encoding: SmsEncoding;
}

/**
 * The port every SMS gateway is behind, in the shop's words: send this text to this phone, and say what the gateway
 * calls it. A gateway that refuses or cannot be reached throws; the worker retries with backoff, then gives up.
 */
export interface SmsProvider {
  /** What the outbox and the logs call it ('bulksmsbd'). */
  readonly name: string;
  send(sms: OutgoingSms): Promise<{ messageId: string | null }>;
}
