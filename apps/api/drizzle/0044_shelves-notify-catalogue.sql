-- Custom migration: a change to the catalogue's shelves (a category, publisher or series added, renamed, moved, merged or
-- archived) is announced on the `catalogue_changed` channel like a change to books (0005), so every server process
-- builds its sitemap again (a new category's page is listed without waiting for a book to change) and lets go of the
-- catalogue answers it keeps. One notification per statement; NOTIFY is delivered when the transaction commits.
DROP TRIGGER IF EXISTS "categories_notify_change" ON "categories";--> statement-breakpoint
CREATE TRIGGER "categories_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT
	EXECUTE FUNCTION "books_notify_statement_change"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "publishers_notify_change" ON "publishers";--> statement-breakpoint
CREATE TRIGGER "publishers_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "publishers" FOR EACH STATEMENT
	EXECUTE FUNCTION "books_notify_statement_change"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "series_notify_change" ON "series";--> statement-breakpoint
CREATE TRIGGER "series_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series" FOR EACH STATEMENT
	EXECUTE FUNCTION "books_notify_statement_change"();
