-- Custom migration: reviews and ratings (issue 15, docs/decisions/018-reviews-and-ratings.md). One review per book and
-- customer; the shop hides abusive ones (hidden_at). Each book keeps the count and mean of its VISIBLE reviews, written
-- by the same transaction as the review it follows, so the catalogue reads them with the book and sorts by them. The
-- books table's catalogue_changed trigger (0005) announces the change ('all') like any other edit of a book.
CREATE TABLE IF NOT EXISTS "reviews" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "book_id" uuid NOT NULL REFERENCES "books"("id") ON DELETE cascade,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "rating" smallint NOT NULL,
  "body" text DEFAULT '' NOT NULL,
  "hidden_at" timestamp with time zone,
  "hidden_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
  CONSTRAINT "reviews_book_user_key" UNIQUE ("book_id", "user_id")
);--> statement-breakpoint
-- A book's page of reviews, newest first, visible ones only.
CREATE INDEX IF NOT EXISTS "reviews_book_visible_created_idx" ON "reviews" ("book_id", "created_at" DESC, "id" DESC) WHERE "hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reviews_user_idx" ON "reviews" ("user_id");--> statement-breakpoint
-- The admin's moderation list, newest first.
CREATE INDEX IF NOT EXISTS "reviews_created_idx" ON "reviews" ("created_at" DESC, "id" DESC);--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN IF NOT EXISTS "rating_average" double precision;--> statement-breakpoint
-- sort=rating: best mean first, then the most reviewed, books without a review last; in page order for the listing.
CREATE INDEX IF NOT EXISTS "books_rating_idx" ON "books" ("rating_average" DESC NULLS LAST, "rating_count" DESC, "created_at" DESC, "id" DESC) WHERE "archived_at" IS NULL;
