-- Custom migration: a reader asks the shop for a book it does not have (issue 34, docs/decisions/045-book-requests.md).
-- Requests are grouped and matched by keys of the title and author (lowercase, trimmed, spaces collapsed; Bangla as
-- written; author_key '' when the reader named none). A request is fulfilled once: the statement that marks it runs
-- UPDATE … WHERE fulfilled_at IS NULL RETURNING, so two processes adding the book tell each reader once.
CREATE TABLE IF NOT EXISTS "book_requests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "title" text NOT NULL,
  "author" text,
  "title_key" text NOT NULL,
  "author_key" text DEFAULT '' NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "contact_phone" text,
  "contact_email" text,
  "locale" text DEFAULT 'en' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "fulfilled_book_id" uuid REFERENCES "books"("id") ON DELETE SET NULL,
  "fulfilled_at" timestamp with time zone,
  CONSTRAINT "book_requests_locale_check" CHECK ("locale" in ('en', 'bn'))
);--> statement-breakpoint
-- A new book looks for the open requests of its title.
CREATE INDEX IF NOT EXISTS "book_requests_open_title_idx" ON "book_requests" ("title_key") WHERE "fulfilled_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "book_requests_group_idx" ON "book_requests" ("title_key", "author_key");--> statement-breakpoint
-- An account asks for a book once while its request is open (asking again changes nothing).
CREATE UNIQUE INDEX IF NOT EXISTS "book_requests_open_user_key" ON "book_requests" ("user_id", "title_key", "author_key") WHERE "fulfilled_at" IS NULL AND "user_id" IS NOT NULL;
