-- Custom migration: stock updates (every order line) become HOT updates, which write no index entries.
-- books_quantity_idx (the admin table sorted by stock) made every stock update a non-HOT update: each order line wrote
-- a new entry into all twelve indexes of books, three of them GIN, whose pending lists then slowed every search until
-- the next vacuum (typo search fell from ~350 to 80-95 req/s after a burst of orders). Sorting the admin table by stock
-- now sorts the listed books in memory (tens of ms at 100,000 books, an admin-only view).
-- fillfactor 90 leaves room on each page for the new row version of a HOT update (new pages only; a bulk load after
-- this migration gets it from the start).
DROP INDEX IF EXISTS "books_quantity_idx";--> statement-breakpoint
ALTER TABLE "books" SET (fillfactor = 90);
