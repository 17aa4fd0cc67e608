-- Custom migration: categories, publishers and series are data (issue 34, docs/decisions/048-categories-publishers-series.md).
-- Categories form a tree the admin manages; SPEC's five are its seeds and carry SPEC's value (`spec_value`), which stays a
-- book's `category` in SPEC's answers. A book belongs to one or more categories (book_categories, in the order given:
-- the first is its primary one), to at most one publisher and one series (with its number in the series).
-- books.category_ids (the book's categories and all their ancestors) and books.facet_text (the names of those, its
-- publisher and its series, both scripts, one per line) are derived, written by the catalogue module in the same
-- transaction as every change that moves them: the category filter and the search read them without a join.
CREATE TABLE IF NOT EXISTS "categories" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "slug" text NOT NULL,
  "name_en" text NOT NULL,
  "name_bn" text NOT NULL,
  "parent_id" uuid REFERENCES "categories"("id"),
  "position" integer DEFAULT 0 NOT NULL,
  "spec_value" text,
  "archived_at" timestamp with time zone,
  "merged_into_id" uuid REFERENCES "categories"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "categories_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  CONSTRAINT "categories_spec_value_check" CHECK ("spec_value" IN ('Fiction', 'Religious', 'Poetry', 'SelfDevelopment', 'Science')),
  CONSTRAINT "categories_parent_check" CHECK ("parent_id" IS NULL OR "parent_id" <> "id")
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "categories_slug_key" ON "categories" ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "categories_spec_value_key" ON "categories" ("spec_value") WHERE "spec_value" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "categories_parent_idx" ON "categories" ("parent_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "publishers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "slug" text NOT NULL,
  "name_en" text NOT NULL,
  "name_bn" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "publishers_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "publishers_slug_key" ON "publishers" ("slug");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "series" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "slug" text NOT NULL,
  "name_en" text NOT NULL,
  "name_bn" text NOT NULL,
  "publisher_id" uuid REFERENCES "publishers"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "series_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "series_slug_key" ON "series" ("slug");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "book_categories" (
  "book_id" uuid NOT NULL REFERENCES "books"("id") ON DELETE CASCADE,
  "category_id" uuid NOT NULL REFERENCES "categories"("id"),
  "position" smallint DEFAULT 0 NOT NULL,
  CONSTRAINT "book_categories_pkey" PRIMARY KEY ("book_id", "category_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "book_categories_category_idx" ON "book_categories" ("category_id");--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "publisher_id" uuid REFERENCES "publishers"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "series_id" uuid REFERENCES "series"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "series_number" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "category_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "facet_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_series_number_check" CHECK ("series_number" IS NULL OR ("series_number" > 0 AND "series_id" IS NOT NULL));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_category_ids_idx" ON "books" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_publisher_idx" ON "books" ("publisher_id") WHERE "publisher_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_series_idx" ON "books" ("series_id", "series_number") WHERE "series_id" IS NOT NULL;--> statement-breakpoint
-- A book inserted without categories (SPEC's client, SQL, the seed, the benchmarks' generators) sits in the seed of its
-- SPEC category: its derived columns here, its membership by one statement per insert. The catalogue module writes
-- both itself whenever a write names categories, a publisher or a series.
CREATE OR REPLACE FUNCTION "books_default_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	seed categories;
BEGIN
	IF cardinality(NEW.category_ids) = 0 THEN
		SELECT * INTO seed FROM categories WHERE spec_value = NEW.category;
		IF FOUND THEN
			NEW.category_ids := ARRAY[seed.id];
			IF NEW.facet_text = '' THEN
				NEW.facet_text := seed.name_en || E'\n' || seed.name_bn;
			END IF;
		END IF;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_default_categories" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_default_categories" BEFORE INSERT ON "books" FOR EACH ROW EXECUTE FUNCTION "books_default_categories"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "books_default_memberships"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO book_categories (book_id, category_id, position)
	SELECT b.id, c.id, 0 FROM new_books b JOIN categories c ON c.spec_value = b.category AND c.id = ANY(b.category_ids)
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "books_default_memberships" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_default_memberships" AFTER INSERT ON "books" REFERENCING NEW TABLE AS new_books FOR EACH STATEMENT EXECUTE FUNCTION "books_default_memberships"();--> statement-breakpoint
-- SPEC's five, the seeds of the tree.
INSERT INTO "categories" ("slug", "name_en", "name_bn", "position", "spec_value") VALUES
  ('fiction', 'Fiction', 'কথাসাহিত্য', 1, 'Fiction'),
  ('religious', 'Religious', 'ধর্মীয়', 2, 'Religious'),
  ('poetry', 'Poetry', 'কবিতা', 3, 'Poetry'),
  ('self-development', 'Self Development', 'আত্ম-উন্নয়ন', 4, 'SelfDevelopment'),
  ('science', 'Science', 'বিজ্ঞান', 5, 'Science')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every book so far sits in the seed of its SPEC category.
INSERT INTO "book_categories" ("book_id", "category_id", "position")
SELECT b."id", c."id", 0 FROM "books" b JOIN "categories" c ON c."spec_value" = b."category"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The publishers the books name so far, one each (the name in both columns until the admin gives the other script).
INSERT INTO "publishers" ("slug", "name_en", "name_bn")
SELECT
  coalesce(nullif(trim(both '-' from regexp_replace(lower(p.name), '[^a-z0-9]+', '-', 'g')), ''), 'publisher') || '-' || substr(md5(p.name), 1, 6),
  p.name, p.name
FROM (SELECT DISTINCT trim("publisher") AS name FROM "books" WHERE trim("publisher") <> '') p
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "books" b SET "publisher_id" = p."id" FROM "publishers" p WHERE p."name_en" = trim(b."publisher") AND b."publisher_id" IS NULL;--> statement-breakpoint
UPDATE "books" b SET
  "category_ids" = coalesce((SELECT array_agg(bc."category_id") FROM "book_categories" bc WHERE bc."book_id" = b."id"), '{}'),
  "facet_text" = concat_ws(E'\n',
    (SELECT string_agg(c."name_en" || E'\n' || c."name_bn", E'\n') FROM "book_categories" bc JOIN "categories" c ON c."id" = bc."category_id" WHERE bc."book_id" = b."id"),
    (SELECT p."name_en" || E'\n' || p."name_bn" FROM "publishers" p WHERE p."id" = b."publisher_id"));--> statement-breakpoint
-- The admin's changes to these are audited.
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("kind" in ('book.created', 'book.updated', 'book.archived', 'book.cover_replaced', 'book.cover_removed', 'books.bulk_changed', 'books.imported', 'user.blocked', 'user.unblocked', 'user.password_reset_requested', 'user.password_reset', 'order.status_changed', 'order.refunded', 'settings.changed', 'promotion.created', 'promotion.updated', 'sale.created', 'sale.updated', 'category.created', 'category.updated', 'category.merged', 'publisher.created', 'publisher.updated', 'series.created', 'series.updated'));--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("target_type" in ('book', 'user', 'order', 'setting', 'promotion', 'sale', 'category', 'publisher', 'series'));--> statement-breakpoint
-- A scheduled sale may name categories of the tree (their books and those under them) and series (issue 35).
ALTER TABLE "sales" ADD COLUMN IF NOT EXISTS "category_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN IF NOT EXISTS "series_ids" uuid[] DEFAULT '{}' NOT NULL;
