import { z } from 'zod';
import { bookListItemSchema } from '../books/book-schemas';
import { CURATED_COLLECTIONS } from './home-collections';

/** `GET /api/home`: everything the home page shows from the shop, in one cached answer. */
export const homeSchema = z.object({
  /** The hero's slides: the best-selling books, filled up with the newest when fewer have sold. */
  hero: z.array(bookListItemSchema),
  /** 'Book of the Month': the first staff pick, else the best seller, else the newest book; null in an empty shop. */
  spotlight: bookListItemSchema.nullable(),
  collections: z.object({
    bestsellers: z.array(bookListItemSchema).describe('Copies sold in pending, processing and completed orders (never cancelled), most first'),
    newArrivals: z.array(bookListItemSchema).describe('The books added last'),
    staffPicks: z.array(bookListItemSchema).describe('Chosen by an admin, last chosen first'),
    awardWinners: z.array(bookListItemSchema).describe('Chosen by an admin, last chosen first'),
  }),
  stats: z.object({
    books: z.number().int().describe('Books in the catalogue'),
    readers: z.number().int().describe('Customer accounts'),
    ordersDelivered: z.number().int().describe('Completed orders'),
  }),
  /**
   * The running sale, or null when none is set or it has ended (the banner is then hidden): a scheduled sale running now
   * (the soonest ending, with its name), else the end the admin set by hand.
   */
  sale: z
    .object({
      endsAt: z.iso.datetime(),
      name: z.object({ en: z.string(), bn: z.string() }).optional().describe('The scheduled sale running now; absent for the end set by hand'),
    })
    .nullable(),
});
export type HomeAnswer = z.infer<typeof homeSchema>;

export const curatedCollectionSchema = z.enum(CURATED_COLLECTIONS, { error: "Collection must be 'staffPicks' or 'awardWinners'" });

/** `GET /api/admin/home`: what Book Management shows and edits. */
export const homeSettingsSchema = z.object({
  collections: z.object({ staffPicks: z.array(z.string()), awardWinners: z.array(z.string()) }),
  /** The sale's end as set (also when it has passed), or null. */
  saleEndsAt: z.iso.datetime().nullable(),
});
export type HomeSettings = z.infer<typeof homeSettingsSchema>;

/** `PUT /api/admin/home/sale`: when the sale ends (in the future, at most a year ahead), or null for no sale. */
export const saleInput = z.object({
  endsAt: z
    .string({ error: 'endsAt must be a date and time, or null' })
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value), 'endsAt must be a date and time (ISO 8601)')
    .nullable(),
});
export type SaleInput = z.infer<typeof saleInput>;
