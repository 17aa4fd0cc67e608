import { z } from 'zod';
import { isoDateTimeSchema } from '../common/api-envelope';
import { normalizeBdMobile } from '../orders/bangladesh';
import { BOOK_REQUEST_ERROR_MESSAGES, BOOK_REQUEST_FIELDS, BOOK_REQUEST_LIMITS, checkBookRequest } from './book-request-rules';

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max * 4, `${field} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => value?.trim() || undefined);

/**
 * POST /api/book-requests: the fields checked by checkBookRequest (the form's own rules) as a signed-in reader's; the
 * service adds the visitor's need for a contact. The phone is kept as 01XXXXXXXXX.
 */
export const bookRequestInput = z
  .object({
    title: z.string({ error: 'Title is required' }).max(BOOK_REQUEST_LIMITS.title * 4, BOOK_REQUEST_ERROR_MESSAGES.titleTooLong),
    author: optionalText('Author', BOOK_REQUEST_LIMITS.author),
    phone: optionalText('Phone', BOOK_REQUEST_LIMITS.phone),
    email: optionalText('Email', BOOK_REQUEST_LIMITS.email),
  })
  .superRefine((values, ctx) => {
    const errors = checkBookRequest(values, true);
    for (const field of BOOK_REQUEST_FIELDS) {
      const code = errors[field];
      if (code) ctx.addIssue({ code: 'custom', path: [field], message: BOOK_REQUEST_ERROR_MESSAGES[code] });
    }
  })
  .transform((values) => ({
    title: values.title.trim().replace(/\s+/g, ' '),
    author: values.author?.replace(/\s+/g, ' '),
    phone: values.phone ? normalizeBdMobile(values.phone) : undefined,
    email: values.email,
  }));
export type BookRequestInput = z.input<typeof bookRequestInput>;

export const bookRequestSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type BookRequest = z.infer<typeof bookRequestSchema>;

export const BOOK_REQUEST_STATUSES = ['open', 'fulfilled'] as const;
export type BookRequestStatus = (typeof BOOK_REQUEST_STATUSES)[number];

/** The admin's list: the requests for one book (same title and author keys), most asked first. */
export const bookRequestGroupSchema = z.object({
  titleKey: z.string(),
  authorKey: z.string(),
  /** As the first reader wrote them. */
  title: z.string(),
  author: z.string().nullable(),
  requests: z.number().int(),
  openRequests: z.number().int(),
  firstAskedAt: isoDateTimeSchema,
  lastAskedAt: isoDateTimeSchema,
  /** Open while any request of the group waits. */
  status: z.enum(BOOK_REQUEST_STATUSES),
  fulfilledBookId: z.string().nullable(),
  fulfilledAt: isoDateTimeSchema.nullable(),
});
export type BookRequestGroup = z.infer<typeof bookRequestGroupSchema>;

export const bookRequestGroupsQuery = z.object({
  status: z.enum(['open', 'fulfilled', 'all'], { error: 'Status must be open, fulfilled or all' }).optional().default('all'),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(1_000_000, 'page is too large').optional().default(1),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').optional().default(50),
});

/** The admin tells the readers of a group that this book is theirs. */
export const bookRequestFulfilInput = z.object({
  titleKey: z
    .string({ error: 'Title key is required' })
    .min(1, 'Title key is required')
    .max(BOOK_REQUEST_LIMITS.title * 4, 'Title key is too long'),
  authorKey: z
    .string({ error: 'Author key must be text' })
    .max(BOOK_REQUEST_LIMITS.author * 4, 'Author key is too long')
    .optional()
    .default(''),
  bookId: z.string({ error: 'Book is required' }).uuid('Book must be a book id'),
});
export type BookRequestFulfilInput = z.input<typeof bookRequestFulfilInput>;

export const bookRequestFulfilledSchema = z.object({ fulfilled: z.number().int() });
