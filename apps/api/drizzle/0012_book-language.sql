-- Custom migration: a book's language, Bangla ('bn') or English ('en'), for the All Products language filter (issue 13).
-- Backfilled: 'bn' when the title or alt title holds Bangla letters, else 'en' (the rule of packages/shared
-- deriveBookLanguage, which the server applies to every book it writes without a language given). The authors' names do
-- not count: Bangladeshi authors of English books have Bangla forms too (The Gene / সিদ্ধার্থ মুখার্জি is English).
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "language" text;--> statement-breakpoint
UPDATE "books" SET "language" = CASE
  WHEN ("title" || ' ' || "alt_title") ~ '[\u0980-\u09FF]' THEN 'bn' ELSE 'en' END
  WHERE "language" IS NULL;--> statement-breakpoint
-- A book written by SQL (another tool, the query-plan test) without a language gets it by the same rule; the server
-- always writes one. NOT NULL is checked after this trigger.
CREATE OR REPLACE FUNCTION "books_derive_language"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."language" := CASE
    WHEN (NEW."title" || ' ' || coalesce(NEW."alt_title", '')) ~ '[\u0980-\u09FF]'
    THEN 'bn' ELSE 'en' END;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_language_default" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_language_default" BEFORE INSERT ON "books"
  FOR EACH ROW WHEN (NEW."language" IS NULL) EXECUTE FUNCTION "books_derive_language"();--> statement-breakpoint
ALTER TABLE "books" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "books" DROP CONSTRAINT IF EXISTS "books_language_check";--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_language_check" CHECK ("language" IN ('bn', 'en'));--> statement-breakpoint
-- The language filter's listing (newest first) and its count, as category has books_category_created_idx.
CREATE INDEX IF NOT EXISTS "books_language_created_idx" ON "books" ("language", "created_at" DESC, "id" DESC) WHERE "archived_at" IS NULL;
--> statement-breakpoint
-- Substring search covers the other-script forms as it covers title and author (books-repository `where`): `rimand`
-- finds হিমু রিমান্ডে through its Latin form. Trigram GIN like books_title_trgm_idx; most rows hold '' (no trigram).
CREATE INDEX IF NOT EXISTS "books_alt_title_trgm_idx" ON "books" USING gin ("alt_title" gin_trgm_ops) WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_alt_author_trgm_idx" ON "books" USING gin ("alt_author" gin_trgm_ops) WHERE "archived_at" IS NULL;
