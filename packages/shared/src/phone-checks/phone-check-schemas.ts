import { z } from 'zod';
import { BD_MOBILE, normalizeBdMobile } from '../orders/bangladesh';

/**
 * The phone check (decision 051): a new phone confirms a code sent by SMS before its first cash-on-delivery order.
 * A code is six digits; the reader may ask for another after PHONE_CODE_RESEND_SECONDS.
 */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_RESEND_SECONDS = 60;

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** The phone as the shipping form takes it (any way a Bangladeshi mobile number is written), kept as 01712345678. */
export const phoneCheckPhone = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(30, 'Phone must be at most 30 characters')
  .transform(normalizeBdMobile)
  .refine((v) => BD_MOBILE.test(v), 'Please enter a Bangladeshi mobile number, like 01712345678');

export const phoneCheckQuery = z.object({ phone: phoneCheckPhone });
export const sendPhoneCodeInput = z.object({ phone: phoneCheckPhone });
export const confirmPhoneCodeInput = z.object({
  phone: phoneCheckPhone,
  /** Latin or Bangla digits, spaces allowed (১২৩ ৪৫৬). */
  code: z
    .string({ error: 'Code is required' })
    .max(20, 'The code is 6 digits')
    .transform((v) => v.replace(/[০-৯]/g, (d) => String(BANGLA_DIGITS.indexOf(d))).replace(/\s/g, ''))
    .refine((v) => v.length > 0, 'Code is required')
    .refine((v) => new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(v), 'The code is 6 digits'),
});
export type PhoneCheckQuery = z.input<typeof phoneCheckQuery>;
export type SendPhoneCodeInput = z.input<typeof sendPhoneCodeInput>;
export type ConfirmPhoneCodeInput = z.input<typeof confirmPhoneCodeInput>;

/** Whether this phone must confirm a code before a cash-on-delivery order (GET /api/phone-checks). */
export const phoneCheckStatusSchema = z.object({ phone: z.string(), needed: z.boolean() });
export type PhoneCheckStatus = z.infer<typeof phoneCheckStatusSchema>;

/** A code was sent (POST /api/phone-checks): when it runs out and when another may be asked for. Never the code. */
export const phoneCodeSentSchema = z.object({ phone: z.string(), needed: z.boolean(), expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() });
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** The phone is confirmed (POST /api/phone-checks/confirm). */
export const phoneConfirmedSchema = z.object({ phone: z.string(), confirmed: z.literal(true) });
export type PhoneConfirmed = z.infer<typeof phoneConfirmedSchema>;

/** What the order's 409 says when a new phone has not confirmed its code (on shippingDetails.phone). */
export const PHONE_UNCONFIRMED = 'Please confirm this phone number with the code we send it by SMS';
