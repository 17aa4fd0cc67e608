-- Custom migration: scheduled sales (issue 35, docs/decisions/043-scheduled-sales.md). A sale takes a percent or an
-- amount off the books of some categories, publishers, authors or a list, from starts_at to ends_at. It is materialized:
-- while a sale applies to a book, the book's price_cents IS its sale price, its regular price and list price wait in
-- regular_price_cents / regular_list_price_cents, and sale_id / sale_ends_at say which sale and until when. The sales
-- service's reconcile applies and ends sales (ending restores the regular prices: the foreign key's SET NULL alone would
-- not, so a sale is never deleted, only paused or ended). The books' triggers (0005, 0025) announce these writes to the
-- catalogue cache and the search index like any other change of a book.
CREATE TABLE IF NOT EXISTS "sales" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name_en" text NOT NULL,
  "name_bn" text NOT NULL,
  "kind" text NOT NULL,
  "percent" integer,
  "amount_minor" integer,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "categories" text[] DEFAULT '{}' NOT NULL,
  "publishers" text[] DEFAULT '{}' NOT NULL,
  "authors" text[] DEFAULT '{}' NOT NULL,
  "book_ids" uuid[] DEFAULT '{}' NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sales_kind_check" CHECK (
    ("kind" = 'percent' AND "percent" BETWEEN 1 AND 90)
    OR ("kind" = 'amount' AND "amount_minor" > 0)
  ),
  CONSTRAINT "sales_dates_check" CHECK ("ends_at" > "starts_at")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_ends_at_idx" ON "sales" ("ends_at");--> statement-breakpoint
-- A change of a sale can change the home page's banner in every process (its name, its end): announced like a change of the books.
CREATE OR REPLACE FUNCTION "sales_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', 'all');
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "sales_notify_change" ON "sales";--> statement-breakpoint
CREATE TRIGGER "sales_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "sales" FOR EACH STATEMENT EXECUTE FUNCTION "sales_notify_change"();
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "sale_id" uuid REFERENCES "sales"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "regular_price_cents" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "regular_list_price_cents" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "sale_ends_at" timestamp with time zone;--> statement-breakpoint
-- A book on sale knows its regular price and when the sale ends; a book not on sale has none of the three.
ALTER TABLE "books" ADD CONSTRAINT "books_sale_check" CHECK (
  ("sale_id" IS NULL AND "regular_price_cents" IS NULL AND "regular_list_price_cents" IS NULL AND "sale_ends_at" IS NULL)
  OR ("sale_id" IS NOT NULL AND "regular_price_cents" IS NOT NULL AND "sale_ends_at" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_sale_id_idx" ON "books" ("sale_id") WHERE "sale_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("kind" in ('book.created', 'book.updated', 'book.archived', 'book.cover_replaced', 'book.cover_removed', 'books.bulk_changed', 'books.imported', 'user.blocked', 'user.unblocked', 'user.password_reset_requested', 'user.password_reset', 'order.status_changed', 'order.refunded', 'settings.changed', 'promotion.created', 'promotion.updated', 'sale.created', 'sale.updated'));
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("target_type" in ('book', 'user', 'order', 'setting', 'promotion', 'sale'));
