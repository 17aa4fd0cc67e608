import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CuratedCollection } from '@boipoka/shared';

// Tables declared outside schema.ts, which drizzle-kit generate reads: these tables and their triggers are owned by
// hand-written migrations (`home-from-the-catalogue`), and generating would try to create them again.

/** The home page's curated lists (modules/home). */
export const bookCollections = pgTable('book_collections', {
  collection: text('collection').$type<CuratedCollection>().notNull(),
  bookId: uuid('book_id').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Copies of each book in orders that are not cancelled, one row per book, kept by triggers in the order's transaction
 * (migration `home-from-the-catalogue`, decision 021); `book_sales_rank_idx` serves the best-selling sort.
 */
export const bookSales = pgTable('book_sales', {
  bookId: uuid('book_id').notNull(),
  copies: integer('copies').notNull(),
  bookCreatedAt: timestamp('book_created_at', { withTimezone: true }).notNull(),
});

/**
 * Listed (non-archived) books per category and whole-dollar price bucket, kept exact by triggers (migration `catalogue-counts`).
 * Declared here, not in db/schema.ts, because the table and its triggers are owned by that hand-written migration.
 */
export const bookCounts = pgTable('book_counts', {
  category: text('category').notNull(),
  priceDollars: integer('price_dollars').notNull(),
  n: integer('n').notNull(),
});
