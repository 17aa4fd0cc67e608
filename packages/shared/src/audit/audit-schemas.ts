import { z } from 'zod';
import { isUuid } from '../common/api-envelope';
import { isReportDay } from '../reports/report-schemas';

/**
 * The audit log (issue 16, docs/decisions/025-audit-log.md): every admin change, who made it and when. An entry says
 * what happened as data (kind, target, changed fields); the web app writes the sentence in the reader's language.
 */
export const AUDIT_KINDS = [
  'book.created',
  'book.updated',
  'book.archived',
  'book.cover_replaced',
  'book.cover_removed',
  'books.bulk_changed',
  'books.imported',
  'user.blocked',
  'user.unblocked',
  'user.password_reset_requested',
  'user.password_reset',
  'order.status_changed',
  'order.refunded',
  'settings.changed',
  'promotion.created',
  'promotion.updated',
  'sale.created',
  'sale.updated',
  'category.created',
  'category.updated',
  'category.merged',
  'publisher.created',
  'publisher.updated',
  'series.created',
  'series.updated',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_TARGET_TYPES = ['book', 'user', 'order', 'setting', 'promotion', 'sale', 'category', 'publisher', 'series'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One field of a change: its value before and after (JSON values as the API answers them: money in dollars). */
export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

/**
 * What an import tells the log (the CSV import calls recordAudit with kind `books.imported` and this as `details`): each
 * batch that changed books, in its own transaction, with the lines of the file it covered (`lines`); and, when the import
 * is done, its whole outcome (without `lines`). An import that stops half-way leaves the entries of the batches it did.
 */
export const auditImportSummarySchema = z.object({
  fileName: z.string(),
  /** The import (GET /api/books/imports/:id) the entry belongs to; absent on entries written before issue 29. */
  importId: z.string().optional(),
  /** A batch's entry: the first and last line of the file it covered. */
  lines: z.object({ first: z.number().int(), last: z.number().int() }).optional(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
});
export type AuditImportSummary = z.infer<typeof auditImportSummarySchema>;

/** A bulk action of Book Management: the action, its scope (ticked ids or a search) and how many books it changed. */
export const auditBulkDetailsSchema = z.object({
  action: z.enum(['category', 'stock', 'archive']),
  /** SPEC's category (its client's move). */
  category: z.string().optional(),
  /** A category of the tree (Book Management's move, issue 34), named as it was then in both scripts. */
  categoryId: z.string().optional(),
  categoryName: z.object({ en: z.string(), bn: z.string() }).optional(),
  quantity: z.number().int().optional(),
  scope: z.enum(['ids', 'search']),
  q: z.string().optional(),
  count: z.number().int(),
  /**
   * A bulk action on many books runs in batches, each one transaction with its own entry: which of the action's books
   * (from–to of `of`, in the action's order) this batch covered. Absent when the action was one batch.
   */
  batch: z.object({ from: z.number().int(), to: z.number().int(), of: z.number().int() }).optional(),
});
export type AuditBulkDetails = z.infer<typeof auditBulkDetailsSchema>;

export const auditEntrySchema = z.object({
  /** The entry's number, also the list's cursor. */
  _id: z.string(),
  kind: z.enum(AUDIT_KINDS),
  createdAt: z.string(),
  /** The admin as they were when acting: kept after their account is renamed or deleted. */
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string().nullable(), label: z.string() }).nullable(),
  changes: z.array(auditChangeSchema),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Entries per page by default and at most. */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_PAGE_MAX = 100;

/** The refusal of an unknown kind lists them all (the API's Bangla catalogue builds its translation the same way). */
export const AUDIT_KIND_MESSAGE = `kind must be one of ${AUDIT_KINDS.join(', ')}`;

/** What a password-reset entry tells (besides the account it is for): the address the request came from. */
export const auditPasswordResetDetailsSchema = z.object({ ip: z.string() });
export type AuditPasswordResetDetails = z.infer<typeof auditPasswordResetDetailsSchema>;

/** The date range is of the shop's days (Asia/Dhaka), both ends included. */
export const auditListQuery = z
  .object({
    actor: z.string().refine(isUuid, 'actor must be the id of an admin').optional(),
    kind: z.enum(AUDIT_KINDS, { error: AUDIT_KIND_MESSAGE }).optional(),
    from: z.string().refine(isReportDay, 'from must be a date (YYYY-MM-DD) between 2000 and 2100').optional(),
    to: z.string().refine(isReportDay, 'to must be a date (YYYY-MM-DD) between 2000 and 2100').optional(),
    /** The `_id` of the last entry of the previous page (`nextCursor`). */
    cursor: z
      .string()
      .regex(/^[1-9][0-9]{0,17}$/, 'cursor must be the nextCursor of a previous page')
      .optional(),
    limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(AUDIT_PAGE_MAX, `limit must be at most ${AUDIT_PAGE_MAX}`).optional().default(AUDIT_PAGE_SIZE),
  })
  .superRefine(({ from, to }, ctx) => {
    if (from && to && isReportDay(from) && isReportDay(to) && to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
  });
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditAdminSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The shop's admins, for the filter (an entry of a deleted admin still names them). */
  admins: z.array(auditAdminSchema),
});
export type AuditList = z.infer<typeof auditListSchema>;
