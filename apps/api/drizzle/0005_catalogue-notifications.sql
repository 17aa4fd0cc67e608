-- Custom migration: every committed change to books is announced on the `catalogue_changed` channel, so each server
-- process drops the catalogue answers it keeps in memory (CatalogueCache, docs/decisions/005). NOTIFY is delivered only
-- when the transaction commits, and only once per distinct payload per transaction.
-- Payload `stock:<id>` when nothing but a book's stock (and updated_at) changed, the common case of orders and
-- cancellations, which only drops answers showing that book; `all` for anything else (new, edited, archived, deleted
-- books, TRUNCATE). The row comparison covers columns added later without editing this function.
CREATE OR REPLACE FUNCTION "books_notify_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	stock_only books;
BEGIN
	stock_only := OLD;
	stock_only.quantity := NEW.quantity;
	stock_only.updated_at := NEW.updated_at;
	IF stock_only IS NOT DISTINCT FROM NEW THEN
		PERFORM pg_notify('catalogue_changed', 'stock:' || NEW.id::text);
	ELSE
		PERFORM pg_notify('catalogue_changed', 'all');
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "books_notify_statement_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', 'all');
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_notify_update" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_notify_update" AFTER UPDATE ON "books" FOR EACH ROW
	WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "books_notify_row_change"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_notify_insert_delete" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_notify_insert_delete" AFTER INSERT OR DELETE OR TRUNCATE ON "books" FOR EACH STATEMENT
	EXECUTE FUNCTION "books_notify_statement_change"();
