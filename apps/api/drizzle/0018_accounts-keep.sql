-- Custom migration: accounts that keep things (issue 15, docs/decisions/020-accounts-that-keep-things.md). A reader's
-- wishlist, cart and saved addresses live with their account, so they follow the reader to any browser.
CREATE TABLE IF NOT EXISTS "wishlist_items" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "book_id" uuid NOT NULL REFERENCES "books"("id") ON DELETE cascade,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "book_id")
);--> statement-breakpoint
-- Who to tell when a book comes back in stock.
CREATE INDEX IF NOT EXISTS "wishlist_items_book_idx" ON "wishlist_items" ("book_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cart_lines" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "book_id" uuid NOT NULL REFERENCES "books"("id") ON DELETE cascade,
  "quantity" integer NOT NULL,
  -- The order the reader put the lines in.
  "position" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "book_id"),
  CONSTRAINT "cart_lines_quantity_check" CHECK ("quantity" BETWEEN 1 AND 10)
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "addresses" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "label" text DEFAULT '' NOT NULL,
  "name" text NOT NULL,
  "phone" text NOT NULL,
  "address" text NOT NULL,
  "city" text NOT NULL,
  "postal_code" text NOT NULL,
  "is_default" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_user_idx" ON "addresses" ("user_id", "created_at");--> statement-breakpoint
-- At most one default address per reader, whatever two requests do at once.
CREATE UNIQUE INDEX IF NOT EXISTS "addresses_one_default_key" ON "addresses" ("user_id") WHERE "is_default";
