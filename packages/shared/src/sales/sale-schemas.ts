import { z } from 'zod';
import { isoDateTimeSchema } from '../common/api-envelope';
import { BOOK_CATEGORIES } from '../books/categories';

/**
 * Scheduled sales (issue 35, decision 043): a percent or an amount off the books of some categories, publishers, authors
 * or a list, from a start to an end. The server applies a running sale to the books' stored prices (the price a book
 * sells for now), so every answer, cart and order sees the sale price and the regular price beside it.
 */
export const SALE_KINDS = ['percent', 'amount'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** The most a percent sale takes off; an amount sale never takes a book below 10% of its regular price either. */
export const SALE_MAX_PERCENT = 90;

/** A sale's sale price of a book at `regularMinor`, or null when the sale would not lower it (decision 043). */
export function salePriceMinor(regularMinor: number, sale: { kind: SaleKind; percent: number | null; amountMinor: number | null }): number | null {
  // Never below a tenth of the regular price (rounded up) nor below 1 minor unit: at most 90% off, whatever the kind.
  const floor = Math.max(1, Math.ceil(regularMinor / 10));
  const raw =
    sale.kind === 'percent'
      ? // Rounded half up to the minor unit.
        Math.floor((regularMinor * (100 - (sale.percent ?? 0)) + 50) / 100)
      : regularMinor - (sale.amountMinor ?? 0);
  const price = Math.max(floor, raw);
  return price < regularMinor ? price : null;
}

/** A sale's name in both languages: the home page's banner shows it in the reader's. */
export const saleNameSchema = z.object(
  {
    en: z.string({ error: 'Name in English is required' }).trim().min(1, 'Name in English is required').max(120, 'Name in English must be at most 120 characters'),
    bn: z.string({ error: 'Name in Bangla is required' }).trim().min(1, 'Name in Bangla is required').max(120, 'Name in Bangla must be at most 120 characters'),
  },
  { error: 'Name must be given in English and Bangla' },
);
export type SaleName = z.infer<typeof saleNameSchema>;

const percentSchema = z
  .number({ error: 'Percent must be a number' })
  .int('Percent must be a whole number from 1 to 90')
  .min(1, 'Percent must be a whole number from 1 to 90')
  .max(SALE_MAX_PERCENT, 'Percent must be a whole number from 1 to 90');
const amountSchema = z
  .number({ error: 'Amount must be a number' })
  .int('Amount must be whole minor units (cents or paisa)')
  .min(1, 'Amount must be more than 0')
  .max(100_000_000, 'Amount is too large');
const startSchema = z.string({ error: 'Start is required' }).refine((value) => isoDateTimeSchema.safeParse(value).success, 'Start must be a date and time (ISO 8601)');
const endSchema = z.string({ error: 'End is required' }).refine((value) => isoDateTimeSchema.safeParse(value).success, 'End must be a date and time (ISO 8601)');
const textSchema = z.string().trim().min(1, 'A name in the list is empty').max(200, 'A name in the list must be at most 200 characters');

const saleFields = z.object({
  name: saleNameSchema,
  kind: z.enum(SALE_KINDS, { error: 'Kind must be percent or amount' }),
  /** For kind percent: 1 to 90. */
  percent: percentSchema.nullable().optional().default(null),
  /** For kind amount: what it takes off each book, in minor units of the shop's currency. */
  amountMinor: amountSchema.nullable().optional().default(null),
  startsAt: startSchema,
  endsAt: endSchema,
  /** The books it is for: any of these categories, publishers, authors or books; at least one must be named. */
  categories: z
    .array(z.enum(BOOK_CATEGORIES, { error: 'Category must be one of Fiction, Religious, Poetry, SelfDevelopment, Science' }))
    .max(20)
    .optional()
    .default([]),
  /** Categories of the tree by id (issue 34): their books and those of the categories under them. */
  categoryIds: z
    .array(z.uuid({ error: 'Category must be an id' }))
    .max(50, 'At most 50 categories')
    .optional()
    .default([]),
  /** Series by id. */
  seriesIds: z
    .array(z.uuid({ error: 'Series must be an id' }))
    .max(50, 'At most 50 series')
    .optional()
    .default([]),
  /** The books' publisher text, any case. */
  publishers: z.array(textSchema).max(50, 'At most 50 publishers').optional().default([]),
  /** The books' author text (any case) or author page slug. */
  authors: z.array(textSchema).max(50, 'At most 50 authors').optional().default([]),
  bookIds: z
    .array(
      z
        .string()
        .uuid('Book id must be a UUID')
        .transform((id) => id.toLowerCase()),
    )
    .max(500, 'At most 500 books')
    .optional()
    .default([]),
  active: z.boolean({ error: 'Active must be true or false' }).optional().default(true),
});

type SaleTerms = {
  kind?: SaleKind;
  percent?: number | null;
  amountMinor?: number | null;
  startsAt?: string;
  endsAt?: string;
  categories?: readonly string[];
  categoryIds?: readonly string[];
  seriesIds?: readonly string[];
  publishers?: readonly string[];
  authors?: readonly string[];
  bookIds?: readonly string[];
};

function checkSale(input: SaleTerms, ctx: z.RefinementCtx): void {
  if (input.kind === 'percent' && input.percent == null) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Percent is required for a percent sale' });
  if (input.kind === 'amount' && input.amountMinor == null) ctx.addIssue({ code: 'custom', path: ['amountMinor'], message: 'Amount is required for an amount sale' });
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
  const scoped = [input.categories, input.categoryIds, input.seriesIds, input.publishers, input.authors, input.bookIds].some((list) => (list?.length ?? 0) > 0);
  if (!scoped) ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Choose the books: categories, series, publishers, authors or books' });
}

/** `POST /api/sales`: a new sale. */
export const saleCreateInput = saleFields.superRefine(checkSale);
export type SaleCreateInput = z.input<typeof saleCreateInput>;

/** `PATCH /api/sales/:id`: any field; the sale that results is checked whole. `active: false` pauses it. */
export const salePatchInput = z
  .object({
    name: saleNameSchema.optional(),
    kind: saleFields.shape.kind.optional(),
    percent: percentSchema.nullable().optional(),
    amountMinor: amountSchema.nullable().optional(),
    startsAt: startSchema.optional(),
    endsAt: endSchema.optional(),
    categories: saleFields.shape.categories.unwrap().unwrap().optional(),
    categoryIds: saleFields.shape.categoryIds.unwrap().unwrap().optional(),
    seriesIds: saleFields.shape.seriesIds.unwrap().unwrap().optional(),
    publishers: saleFields.shape.publishers.unwrap().unwrap().optional(),
    authors: saleFields.shape.authors.unwrap().unwrap().optional(),
    bookIds: saleFields.shape.bookIds.unwrap().unwrap().optional(),
    active: saleFields.shape.active.unwrap().unwrap().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' });
export type SalePatchInput = z.input<typeof salePatchInput>;

/** A sale as the admin sees it. */
export const saleSchema = z.object({
  _id: z.string(),
  name: z.object({ en: z.string(), bn: z.string() }),
  kind: z.enum(SALE_KINDS),
  percent: z.number().int().nullable(),
  amountMinor: z.number().int().nullable(),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  categories: z.array(z.enum(BOOK_CATEGORIES)),
  categoryIds: z.array(z.string()),
  seriesIds: z.array(z.string()),
  publishers: z.array(z.string()),
  authors: z.array(z.string()),
  bookIds: z.array(z.string()),
  active: z.boolean(),
  /** Books selling at this sale's price now. */
  booksOnSale: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Sale = z.infer<typeof saleSchema>;

/** Where a sale stands at `now`: paused, not yet started, running, or over. */
export function saleState(sale: Pick<Sale, 'active' | 'startsAt' | 'endsAt'>, now: Date): 'paused' | 'scheduled' | 'running' | 'ended' {
  const at = now.getTime();
  if (at >= Date.parse(sale.endsAt)) return 'ended';
  if (!sale.active) return 'paused';
  return at < Date.parse(sale.startsAt) ? 'scheduled' : 'running';
}
