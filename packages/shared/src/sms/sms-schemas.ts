import { z } from 'zod';
import { isoDateTimeSchema } from '../common/api-envelope';
import { LOCALES } from '../common/locale';
import { SMS_ENCODINGS } from './sms-segments';

/** 'queued' (a worker sends it), 'sent', 'failed' (gave up after the last attempt), 'unsent' (no gateway: kept for the outbox only). */
export const SMS_STATUSES = ['queued', 'sent', 'failed', 'unsent'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** Every kind of SMS the shop sends (the API's templates, one per kind and language; the outbox names each kind). */
export const SMS_KINDS = [
  'order-placed',
  'order-cancelled',
  'payment-refunded',
  'order-with-courier',
  'order-out-for-delivery',
  'order-delivered',
  'order-returned',
  'book-request-fulfilled',
  'phone-code',
] as const;

/** One SMS of the admin's outbox (GET /api/admin/sms-outbox). */
export const outboxSmsSchema = z.object({
  _id: z.string(),
  to: z.string(),
  kind: z.string(),
  locale: z.enum(LOCALES),
  text: z.string(),
  encoding: z.enum(SMS_ENCODINGS),
  segments: z.number().int(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number().int(),
  providerMessageId: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
});
export type OutboxSms = z.infer<typeof outboxSmsSchema>;
