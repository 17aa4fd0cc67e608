import { z } from 'zod';

/**
 * Sales reports (issue 16). Revenue follows docs/decisions/002: completed orders only (cash on delivery is collected on
 * delivery), each counted on the day it was placed, in the shop's time zone (docs/decisions/022).
 */
export { SHOP_TIME_ZONE } from '../common/shop-time-zone';
export const REPORT_GROUPINGS = ['day', 'week', 'month', 'category', 'book'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];
/** Three years, a leap day included: enough for a year-on-year look, small enough that a daily series stays a few hundred rows. */
export const MAX_REPORT_DAYS = 1096;
/** Rows of the top books, authors and categories in the JSON answer (the CSV has every row). */
export const REPORT_TOP_LIMIT = 10;

const REPORT_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whole days from one YYYY-MM-DD to another (no time zone: calendar days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 2024-02-30 is no day; years outside 2000–2100 are no day the shop sold on. */
export function isReportDay(value: string): boolean {
  if (!REPORT_DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const salesReportFields = z.object({
  from: z.string({ error: 'from is required' }).refine(isReportDay, 'from must be a date (YYYY-MM-DD) between 2000 and 2100'),
  to: z.string({ error: 'to is required' }).refine(isReportDay, 'to must be a date (YYYY-MM-DD) between 2000 and 2100'),
  groupBy: z.enum(REPORT_GROUPINGS, { error: 'groupBy must be day, week, month, category or book' }).optional().default('day'),
});

/** The range, both ends included; the error names `to`, the end the admin would move. */
function checkRange({ from, to }: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isReportDay(from) || !isReportDay(to)) return;
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
  else if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A report covers at most 1096 days (three years)' });
}

export const salesReportQuery = salesReportFields.superRefine(checkRange);
export type SalesReportQuery = z.input<typeof salesReportQuery>;

/** The CSV download of one table of the report: the same query plus which table. */
export const REPORT_TABLES = ['groups', 'books', 'authors', 'categories', 'customers'] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
export const salesReportCsvQuery = salesReportFields
  .extend({ table: z.enum(REPORT_TABLES, { error: 'table must be groups, books, authors, categories or customers' }).optional().default('groups') })
  .superRefine(checkRange);

const figures = {
  /** Dollars, two decimals: the sum of the completed orders' totals. */
  revenue: z.number(),
  /** Completed orders. */
  orders: z.number().int(),
  /** Copies in the completed orders. */
  copies: z.number().int(),
  /** revenue / orders, 0 when there is none. */
  averageOrder: z.number(),
};

export const salesGroupSchema = z.object({
  /** YYYY-MM-DD (the day, the Monday of the week, the first of the month), the category, or the book's id. */
  key: z.string(),
  /** The book's title (groupBy=book); absent otherwise. */
  label: z.string().optional(),
  ...figures,
});
export type SalesGroup = z.infer<typeof salesGroupSchema>;

export const topBookSchema = z.object({ bookId: z.string(), title: z.string(), author: z.string(), copies: z.number().int(), revenue: z.number() });
export const topAuthorSchema = z.object({ author: z.string(), copies: z.number().int(), revenue: z.number() });
export const topCategorySchema = z.object({ category: z.string(), copies: z.number().int(), revenue: z.number() });
export type TopBook = z.infer<typeof topBookSchema>;
export type TopAuthor = z.infer<typeof topAuthorSchema>;
export type TopCategory = z.infer<typeof topCategorySchema>;

/** Customers with a completed order in the range: new = their first completed order ever is in it; returning = they had one before. */
export const customerSplitSchema = z.object({
  newCustomers: z.number().int(),
  returningCustomers: z.number().int(),
  newRevenue: z.number(),
  returningRevenue: z.number(),
});
export type CustomerSplit = z.infer<typeof customerSplitSchema>;

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REPORT_GROUPINGS),
  timeZone: z.string(),
  totals: z.object(figures),
  /** Orders placed in the range by status (every status, 0 included): the pipeline beside the revenue. */
  placedByStatus: z.record(z.enum(['pending', 'processing', 'completed', 'cancelled']), z.number().int()),
  /** day/week/month: every period of the range, empty ones included, oldest first; category/book: best revenue first. */
  groups: z.array(salesGroupSchema),
  topBooks: z.array(topBookSchema),
  topAuthors: z.array(topAuthorSchema),
  topCategories: z.array(topCategorySchema),
  customers: customerSplitSchema,
  /** Money taken and refunded online in the range, per provider (issue 32); cash on delivery is in the completed orders' revenue. */
  payments: z.array(z.object({ method: z.enum(['bkash', 'sslcommerz']), taken: z.number(), refunded: z.number(), payments: z.number().int() })),
  /** Promo codes of the range's completed orders (issue 35): the orders each was used on and what it took off, most first. */
  promoCodes: z.array(z.object({ code: z.string(), orders: z.number().int(), discount: z.number() })),
  /** The new member's discount on the range's completed orders (issue 35): the first orders that took it and what it took off. */
  memberDiscount: z.object({ orders: z.number().int(), discount: z.number() }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** Low stock: books (not archived) at or under the threshold the admin set. */
export const lowStockBookSchema = z.object({ _id: z.string(), title: z.string(), author: z.string(), category: z.string(), quantity: z.number().int() });
export type LowStockBook = z.infer<typeof lowStockBookSchema>;
export const lowStockReportSchema = z.object({ threshold: z.number().int(), books: z.array(lowStockBookSchema) });
export type LowStockReport = z.infer<typeof lowStockReportSchema>;

export const MAX_LOW_STOCK_THRESHOLD = 10_000;
export const lowStockSettingsInput = z.object({
  threshold: z
    .number({ error: 'Threshold must be a whole number' })
    .int('Threshold must be a whole number')
    .min(0, 'Threshold cannot be negative')
    .max(MAX_LOW_STOCK_THRESHOLD, 'Threshold must be at most 10000'),
});
export type LowStockSettingsInput = z.input<typeof lowStockSettingsInput>;

/** Set a book's stock from the report (the count after a delivery from the publisher). */
export const restockInput = z.object({
  quantity: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').min(0, 'Quantity cannot be negative').max(1_000_000, 'Quantity is too large'),
});
export type RestockInput = z.input<typeof restockInput>;
export const restockedBookSchema = lowStockBookSchema;
