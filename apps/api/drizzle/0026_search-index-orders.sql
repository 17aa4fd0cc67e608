-- The in-process search index gives every order a search can be listed in (issue 29, docs/decisions/028-search-index-in-the-process.md):
-- best-selling among them, by book_sales.copies. A change of copies sold is therefore noted in book_stock_changes, as a
-- change of stock is (migration 0025): the index re-reads, at every look, the quantities and copies of the books noted
-- by transactions from its watermark on. An order's transaction notes its books already (it changes their stock), so the
-- note is written only where the row does not hold this transaction yet; a cancellation, an order deleted or written by
-- hand (SQL, the seed's fixture orders) is noted here. A new book's row of copies (0, by book_sales_books_added) is no
-- change: the index reads the new book itself.
CREATE OR REPLACE FUNCTION "book_sales_note_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "book_stock_changes" ("book_id", "xid") VALUES (NEW."book_id", pg_current_xact_id())
		ON CONFLICT ("book_id") DO UPDATE SET "xid" = excluded."xid" WHERE "book_stock_changes"."xid" IS DISTINCT FROM excluded."xid";
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "book_sales_note_change" ON "book_sales";--> statement-breakpoint
CREATE TRIGGER "book_sales_note_change" AFTER UPDATE OF "copies" ON "book_sales" FOR EACH ROW
	WHEN (OLD."copies" IS DISTINCT FROM NEW."copies") EXECUTE FUNCTION "book_sales_note_change"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "book_sales_note_insert" ON "book_sales";--> statement-breakpoint
CREATE TRIGGER "book_sales_note_insert" AFTER INSERT ON "book_sales" FOR EACH ROW
	WHEN (NEW."copies" <> 0) EXECUTE FUNCTION "book_sales_note_change"();
