-- Custom migration: catalogue search and sort indexes. Archived books are never listed, so most indexes are partial.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_title_trgm_idx" ON "books" USING gin ("title" gin_trgm_ops) WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_author_trgm_idx" ON "books" USING gin ("author" gin_trgm_ops) WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_title_lower_idx" ON "books" (lower("title"), "id") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_author_lower_idx" ON "books" (lower("author")) WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_author_idx" ON "books" ("author") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_created_idx" ON "books" ("created_at" DESC, "id" DESC) WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_category_created_idx" ON "books" ("category", "created_at" DESC, "id" DESC) WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_price_idx" ON "books" ("price_cents", "id") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "books_quantity_idx" ON "books" ("quantity", "id") WHERE "archived_at" IS NULL;
