import { z } from 'zod';
import { isoDateTimeSchema } from '../common/api-envelope';
import { LOCALES } from '../common/locale';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../users/password-rules';
import { EMAIL_SHAPE, MAX_EMAIL_LENGTH } from '../common/email';
import { checkContactMessage, CONTACT_ERROR_MESSAGES, CONTACT_FIELDS, CONTACT_LIMITS, INQUIRY_TYPES } from './contact-rules';

/** One line of text: no line breaks or other control characters (they would break out of a mail header). */
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

const ONE_LINE_MESSAGES = {
  name: 'Name must be on one line',
  email: 'Invalid email',
  subject: 'Subject must be on one line',
  phone: 'Phone must be on one line',
} as const;

const text = (field: string, max: number) => z.string({ error: `${field} is required` }).max(max * 4, `${field} must be at most ${max} characters`);

/** POST /api/contact: the fields of SPEC §3, checked by checkContactMessage (the forms' own rules), each error naming its field. */
export const contactMessageInput = z
  .object({
    name: text('Name', CONTACT_LIMITS.name),
    email: text('Email', CONTACT_LIMITS.email),
    subject: text('Subject', CONTACT_LIMITS.subject),
    message: text('Message', CONTACT_LIMITS.message),
    phone: z
      .string()
      .max(CONTACT_LIMITS.phone * 4, `Phone must be at most ${CONTACT_LIMITS.phone} characters`)
      .optional(),
    inquiryType: z.enum(INQUIRY_TYPES, { error: 'Inquiry type must be general, order, return or bulk' }).optional(),
  })
  .superRefine((values, ctx) => {
    const errors = checkContactMessage(values);
    for (const field of [...CONTACT_FIELDS, 'phone'] as const) {
      const code = errors[field];
      if (code) ctx.addIssue({ code: 'custom', path: [field], message: CONTACT_ERROR_MESSAGES[code] });
    }
    for (const [field, message] of Object.entries(ONE_LINE_MESSAGES) as [keyof typeof ONE_LINE_MESSAGES, string][]) {
      if (!errors[field] && !ONE_LINE.test(values[field] ?? '')) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((values) => ({
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    phone: (values.phone ?? '').trim(),
    inquiryType: values.inquiryType ?? 'general',
  }));
export type ContactMessageInput = z.input<typeof contactMessageInput>;

const addressSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, 'Email is too long')
  .regex(EMAIL_SHAPE, 'Please enter a valid email address')
  .transform((email) => email.toLowerCase());

export const newsletterInput = z.object({ email: addressSchema });
export const forgotPasswordInput = z.object({ email: addressSchema });

/** A token of a mailed link (base64url, 43 characters); anything else is simply not a valid link. */
export const mailTokenInput = z.object({ token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200, 'This link is invalid or has expired') });

/** The password rules of SPEC §5 (at least 6 characters), as registration and the Change Password page apply them. */
export const resetPasswordInput = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200, 'This link is invalid or has expired'),
  newPassword: z
    .string({ error: 'New password must be at least 6 characters long' })
    .min(MIN_PASSWORD_LENGTH, 'New password must be at least 6 characters long')
    .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'unsent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const outboxMailSummarySchema = z.object({
  _id: z.string(),
  to: z.string(),
  kind: z.string(),
  locale: z.enum(LOCALES),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
});
export type OutboxMailSummary = z.infer<typeof outboxMailSummarySchema>;
export const outboxMailSchema = outboxMailSummarySchema.extend({ html: z.string(), text: z.string() });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const pageQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1).max(100).default(20),
});

export const CONTACT_STATUSES = ['new', 'handled'] as const;
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  inquiryType: z.enum(INQUIRY_TYPES),
  locale: z.enum(LOCALES),
  status: z.enum(CONTACT_STATUSES),
  handledAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  replies: z.array(z.object({ _id: z.string(), body: z.string(), createdAt: isoDateTimeSchema })),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactListQuery = pageQuery.extend({ status: z.enum(CONTACT_STATUSES, { error: "Status must be 'new' or 'handled'" }).optional() });

export const contactReplyInput = z.object({
  body: z.string({ error: 'Reply is required' }).trim().min(1, 'Reply is required').max(CONTACT_LIMITS.message, `Reply must be at most ${CONTACT_LIMITS.message} characters`),
});
export const contactStatusInput = z.object({ status: z.enum(CONTACT_STATUSES, { error: "Status must be 'new' or 'handled'" }) });
