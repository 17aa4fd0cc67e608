-- Custom migration: exact catalogue totals without counting 100,000 rows per request (docs/performance.md).
-- book_counts holds the number of listed (non-archived) books per category and whole-dollar price bucket, kept exact by triggers
-- in the same transaction as every change. Totals for "all books", a category, a price range or both sum at most a few hundred rows;
-- only the cents at the edges of a price range are counted from books (through an index, at most one dollar's worth of prices).
-- Stock changes (orders) do not touch it: the update trigger fires only when category, price or archived_at change.
CREATE TABLE IF NOT EXISTS "book_counts" (
	"category" text NOT NULL,
	"price_dollars" integer NOT NULL,
	"n" integer NOT NULL DEFAULT 0,
	CONSTRAINT "book_counts_pkey" PRIMARY KEY ("category", "price_dollars")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "book_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO book_counts AS c (category, price_dollars, n)
	SELECT category, price_cents / 100, count(*)::int FROM new_books WHERE archived_at IS NULL GROUP BY 1, 2
	ON CONFLICT (category, price_dollars) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "book_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE book_counts AS c SET n = c.n - d.k
	FROM (SELECT category, price_cents / 100 AS price_dollars, count(*)::int AS k FROM old_books WHERE archived_at IS NULL GROUP BY 1, 2) AS d
	WHERE c.category = d.category AND c.price_dollars = d.price_dollars;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "book_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.archived_at IS NULL THEN
		UPDATE book_counts SET n = n - 1 WHERE category = OLD.category AND price_dollars = OLD.price_cents / 100;
	END IF;
	IF NEW.archived_at IS NULL THEN
		INSERT INTO book_counts AS c (category, price_dollars, n) VALUES (NEW.category, NEW.price_cents / 100, 1)
		ON CONFLICT (category, price_dollars) DO UPDATE SET n = c.n + 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "book_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM book_counts;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_counts_insert" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_counts_insert" AFTER INSERT ON "books" REFERENCING NEW TABLE AS new_books FOR EACH STATEMENT EXECUTE FUNCTION "book_counts_after_insert"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_counts_delete" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_counts_delete" AFTER DELETE ON "books" REFERENCING OLD TABLE AS old_books FOR EACH STATEMENT EXECUTE FUNCTION "book_counts_after_delete"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_counts_update" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_counts_update" AFTER UPDATE OF "category", "price_cents", "archived_at" ON "books" FOR EACH ROW
	WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.price_cents IS DISTINCT FROM NEW.price_cents OR (OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL))
	EXECUTE FUNCTION "book_counts_after_update"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_counts_truncate" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_counts_truncate" AFTER TRUNCATE ON "books" FOR EACH STATEMENT EXECUTE FUNCTION "book_counts_after_truncate"();--> statement-breakpoint
DELETE FROM "book_counts";--> statement-breakpoint
INSERT INTO "book_counts" ("category", "price_dollars", "n")
	SELECT "category", "price_cents" / 100, count(*)::int FROM "books" WHERE "archived_at" IS NULL GROUP BY 1, 2;--> statement-breakpoint
-- Category pages sorted by price, and the cents at the edges of a price range within a category.
CREATE INDEX IF NOT EXISTS "books_category_price_idx" ON "books" ("category", "price_cents", "id") WHERE "archived_at" IS NULL;
