-- The in-process search index answers a search page's rows from memory (docs/decisions/028-search-index-in-the-process.md).
-- It must therefore learn of every change to what a list item shows, before the next search is answered:
-- 1. Anything but the stock now marks index_xid (0023 listed only what the index searched on). Every column is compared
--    except quantity, updated_at and index_xid itself, so a column added later is covered without editing this function;
--    a change of stock state (in stock or not) still marks it, as before. Orders change nothing but stock: still HOT.
-- 2. A change of stock is noted in book_stock_changes, one row per book with the last transaction that changed its
--    quantity. The index re-reads, at every look, the quantities written by transactions from its watermark on, as it
--    re-reads index_xid. The books row itself is untouched by this (no index of books covers quantity: HOT as before);
--    the note costs one small upsert per book an order sells, in the order's transaction.
CREATE OR REPLACE FUNCTION "books_mark_index_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	probe books;
BEGIN
	IF TG_OP = 'INSERT' THEN
		NEW.index_xid := pg_current_xact_id();
		RETURN NEW;
	END IF;
	probe := OLD;
	probe.quantity := NEW.quantity;
	probe.updated_at := NEW.updated_at;
	probe.index_xid := NEW.index_xid;
	IF probe IS DISTINCT FROM NEW OR (OLD.quantity > 0) IS DISTINCT FROM (NEW.quantity > 0) THEN
		NEW.index_xid := pg_current_xact_id();
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "book_stock_changes" ("book_id" uuid PRIMARY KEY NOT NULL, "xid" xid8 NOT NULL);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "book_stock_changes_xid_idx" ON "book_stock_changes" ("xid");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "books_note_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "book_stock_changes" ("book_id", "xid") VALUES (NEW.id, pg_current_xact_id())
		ON CONFLICT ("book_id") DO UPDATE SET "xid" = excluded."xid";
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_note_stock_change" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_note_stock_change" AFTER UPDATE OF "quantity" ON "books" FOR EACH ROW
	WHEN (OLD.quantity IS DISTINCT FROM NEW.quantity) EXECUTE FUNCTION "books_note_stock_change"();
