-- Custom migration: search across scripts through keys computed in TypeScript (docs/decisions/012-search-across-scripts.md).
-- SQL cannot run packages/shared's searchKeys, so the server fills these columns on every write and, at start-up, for rows
-- whose keys are missing or of an older key version (books/book-search.ts, backfillSearchKeys). A NULL version = to do.
--   search_keys         every key of title, author, alt_title, alt_author (normalised words, phonetic keys, exonyms, parts)
--   search_title_forms  each title's phonetic keys in order, joined by spaces (ranking: exact title, then title prefix,
--                       then a title holding every word, before an author match)
-- Kept narrow on purpose: a wider row leaves less room on its page for the new versions of stock updates (HOT, 0006).
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "search_keys" text[];--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "search_title_forms" text[];--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "search_keys_version" smallint;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_search_keys_idx" ON "books" USING gin ("search_keys") WHERE "archived_at" IS NULL;--> statement-breakpoint
-- The backfill finds its rows through this index, never by reading the table.
CREATE INDEX IF NOT EXISTS "books_search_keys_version_idx" ON "books" ((coalesce("search_keys_version", 0)));--> statement-breakpoint
-- Every key ever stored, for correcting a query key with a typo to the closest stored one (as search_words did for
-- words, decision 003). GiST, not GIN: it answers "the nearest keys" (ORDER BY key <-> $1) without a threshold.
CREATE TABLE IF NOT EXISTS "search_key_vocabulary" ("key" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_key_vocabulary_trgm_idx" ON "search_key_vocabulary" USING gist ("key" gist_trgm_ops);--> statement-breakpoint
-- An edit of a title or author by hand (SQL, another tool) that leaves the keys as they were marks them to be recomputed
-- at the next start; the server's own edits write new keys with the new text. Stock updates never fire this.
CREATE OR REPLACE FUNCTION "books_mark_search_keys_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."search_keys" IS NOT DISTINCT FROM OLD."search_keys" THEN
    NEW."search_keys_version" := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_search_keys_stale" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_search_keys_stale" BEFORE UPDATE OF "title", "author", "alt_title", "alt_author" ON "books"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."author" IS DISTINCT FROM NEW."author"
    OR OLD."alt_title" IS DISTINCT FROM NEW."alt_title" OR OLD."alt_author" IS DISTINCT FROM NEW."alt_author")
  EXECUTE FUNCTION "books_mark_search_keys_stale"();--> statement-breakpoint
-- The word vocabulary and full-text column of decision 003 are replaced by the keys: drop them and their triggers, so
-- no write pays for them any more.
DROP TRIGGER IF EXISTS "books_search_words_insert" ON "books";--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_search_words_update" ON "books";--> statement-breakpoint
DROP FUNCTION IF EXISTS "books_collect_new_search_words"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "books_collect_changed_search_words"();--> statement-breakpoint
DROP TABLE IF EXISTS "search_words";--> statement-breakpoint
DROP INDEX IF EXISTS "books_search_vector_idx";--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN IF EXISTS "search_vector";
