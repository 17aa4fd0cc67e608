-- The in-process search index (docs/decisions/028-search-index-in-the-process.md) keeps itself current by re-reading the
-- books whose searchable content changed since it last looked. A row carries the id of the transaction that last changed
-- what the index holds (texts, keys, category, price, language, archived, date added, or whether it is in stock):
-- a reader that remembers the oldest transaction still running at its last look re-reads every row written since,
-- whatever the order in which those transactions commit. A stock change that keeps a book in stock (every order) does
-- not touch it, so those updates stay HOT.
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "index_xid" xid8;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_index_xid_idx" ON "books" ("index_xid");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "books_mark_index_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR
		(OLD.title, OLD.author, OLD.alt_title, OLD.alt_author, OLD.search_keys, OLD.search_title_forms, OLD.category,
		 OLD.price_cents, OLD.language, OLD.archived_at, OLD.created_at, OLD.quantity > 0)
		IS DISTINCT FROM
		(NEW.title, NEW.author, NEW.alt_title, NEW.alt_author, NEW.search_keys, NEW.search_title_forms, NEW.category,
		 NEW.price_cents, NEW.language, NEW.archived_at, NEW.created_at, NEW.quantity > 0)
	THEN
		NEW.index_xid := pg_current_xact_id();
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_mark_index_xid" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_mark_index_xid" BEFORE INSERT OR UPDATE ON "books" FOR EACH ROW EXECUTE FUNCTION "books_mark_index_xid"();--> statement-breakpoint
-- Rows that leave the table (seed --reset truncates it) cannot be re-read: the epoch tells the index to load afresh.
CREATE TABLE IF NOT EXISTS "book_index_epoch" ("id" smallint PRIMARY KEY CHECK ("id" = 1), "n" bigint NOT NULL);--> statement-breakpoint
INSERT INTO "book_index_epoch" ("id", "n") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "books_bump_index_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "book_index_epoch" SET "n" = "n" + 1 WHERE "id" = 1;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_bump_index_epoch" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_bump_index_epoch" AFTER DELETE OR TRUNCATE ON "books" FOR EACH STATEMENT EXECUTE FUNCTION "books_bump_index_epoch"();
--> statement-breakpoint
-- A sale that empties a book (or a restock) now also marks index_xid: still a stock change for the catalogue cache (0005).
CREATE OR REPLACE FUNCTION "books_notify_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	stock_only books;
BEGIN
	stock_only := OLD;
	stock_only.quantity := NEW.quantity;
	stock_only.updated_at := NEW.updated_at;
	stock_only.index_xid := NEW.index_xid;
	IF stock_only IS NOT DISTINCT FROM NEW THEN
		PERFORM pg_notify('catalogue_changed', 'stock:' || NEW.id::text);
	ELSE
		PERFORM pg_notify('catalogue_changed', 'all');
	END IF;
	RETURN NULL;
END $$;
