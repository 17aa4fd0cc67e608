import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CuratedCollection } from '@boipoka/shared';

// Tables declared outside schema.ts, which drizzle-kit generate reads: these tables and their triggers are owned by
// hand-written migrations (`home-from-the-catalogue`), and generating would try to create them again.

/** The home page's curated lists (modules/home). */
export const bookCollections = pgTable('book_collections', {
  collection: text('collection').$type<CuratedCollection>().notNull(),
  bookId: uuid('book_id').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});
