-- Custom migration: what the home page sells is the catalogue (issue 15, docs/decisions/021-home-from-the-catalogue.md).
--
-- book_sales: copies of each book in pending, processing and completed orders (never cancelled), one row per book, kept
-- by triggers in the transaction that places, cancels or deletes an order, so every writer (the shop, the seed, SQL by
-- hand) keeps it exact. Its own narrow table rather than a column of books: an indexed column on books would make every
-- order line a non-HOT update of books and its twelve indexes (migration 0006), and a sales change would announce a
-- change of the whole catalogue (migration 0005). book_created_at copies books.created_at (never changed) so that the
-- best-selling sort (copies, then newest) is one index walk.
CREATE TABLE IF NOT EXISTS "book_sales" (
  "book_id" uuid PRIMARY KEY NOT NULL REFERENCES "books"("id") ON DELETE cascade,
  "copies" integer DEFAULT 0 NOT NULL,
  "book_created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "book_sales_copies_check" CHECK ("copies" >= 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "book_sales_rank_idx" ON "book_sales" ("copies" DESC, "book_created_at" DESC, "book_id" DESC);--> statement-breakpoint
INSERT INTO "book_sales" ("book_id", "copies", "book_created_at")
SELECT b."id", coalesce(s."copies", 0), b."created_at"
FROM "books" b
LEFT JOIN (
  SELECT i."book_id", sum(i."quantity")::int AS "copies"
  FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
  WHERE o."status" <> 'cancelled'
  GROUP BY i."book_id"
) s ON s."book_id" = b."id"
ON CONFLICT ("book_id") DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "book_sales_books_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "book_sales" ("book_id", "book_created_at") SELECT "id", "created_at" FROM "added_books" ON CONFLICT ("book_id") DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "book_sales_books_added" ON "books";--> statement-breakpoint
CREATE TRIGGER "book_sales_books_added" AFTER INSERT ON "books" REFERENCING NEW TABLE AS "added_books"
  FOR EACH STATEMENT EXECUTE FUNCTION "book_sales_books_added"();--> statement-breakpoint
-- Lines added to an order that counts (a new order is pending): in the placing statement.
CREATE OR REPLACE FUNCTION "book_sales_items_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "book_sales" ("book_id", "copies", "book_created_at")
  SELECT n."book_id", sum(n."quantity")::int, b."created_at"
  FROM "added_items" n JOIN "orders" o ON o."id" = n."order_id" JOIN "books" b ON b."id" = n."book_id"
  WHERE o."status" <> 'cancelled'
  GROUP BY n."book_id", b."created_at"
  ORDER BY n."book_id"
  ON CONFLICT ("book_id") DO UPDATE SET "copies" = "book_sales"."copies" + excluded."copies";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "book_sales_items_added" ON "order_items";--> statement-breakpoint
CREATE TRIGGER "book_sales_items_added" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS "added_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "book_sales_items_added"();--> statement-breakpoint
-- An order entering or leaving 'cancelled' takes its copies out or puts them back; a counted order deleted takes them out.
-- The books' rows are locked first, in id order, as placing an order locks them: a cancellation and an order of the same
-- books then queue on the books instead of holding each other's rows (no deadlock).
CREATE OR REPLACE FUNCTION "book_sales_adjust"("p_order" uuid, "p_sign" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "books" WHERE "id" IN (SELECT i."book_id" FROM "order_items" i WHERE i."order_id" = "p_order") ORDER BY "id" FOR UPDATE;
  UPDATE "book_sales" s SET "copies" = greatest(0, s."copies" + "p_sign" * i."q")
  FROM (SELECT "book_id", sum("quantity")::int AS "q" FROM "order_items" WHERE "order_items"."order_id" = "p_order" GROUP BY "book_id") i
  WHERE s."book_id" = i."book_id";
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "book_sales_order_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."status" = 'cancelled') <> (NEW."status" = 'cancelled') THEN
    PERFORM "book_sales_adjust"(NEW."id", CASE WHEN NEW."status" = 'cancelled' THEN -1 ELSE 1 END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "book_sales_order_status" ON "orders";--> statement-breakpoint
CREATE TRIGGER "book_sales_order_status" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "book_sales_order_status"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "book_sales_order_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "book_sales_adjust"(OLD."id", -1);
  RETURN OLD;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "book_sales_order_deleted" ON "orders";--> statement-breakpoint
CREATE TRIGGER "book_sales_order_deleted" BEFORE DELETE ON "orders" FOR EACH ROW
  WHEN (OLD."status" <> 'cancelled') EXECUTE FUNCTION "book_sales_order_deleted"();--> statement-breakpoint
-- The collections an admin chooses books for (Book Management): Staff Picks and Award Winners.
CREATE TABLE IF NOT EXISTS "book_collections" (
  "collection" text NOT NULL,
  "book_id" uuid NOT NULL REFERENCES "books"("id") ON DELETE cascade,
  "added_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "book_collections_pkey" PRIMARY KEY ("collection", "book_id"),
  CONSTRAINT "book_collections_collection_check" CHECK ("collection" IN ('staffPicks', 'awardWinners'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "book_collections_added_idx" ON "book_collections" ("collection", "added_at" DESC);--> statement-breakpoint
-- The shop's settings an admin changes in the web app, one row per setting, its value as JSON (the Reports page keeps its
-- low-stock threshold here too, migration 0020). The home page's: `saleEnd` = {"endsAt": ISO time | null}; no row = no
-- sale (the banner is hidden).
CREATE TABLE IF NOT EXISTS "shop_settings" (
  "key" text PRIMARY KEY NOT NULL,
  "value" jsonb NOT NULL,
  "updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The home page's answer is kept with the catalogue's (CatalogueCache): a change to either table drops them in every
-- server process, like a change to books (migration 0005).
DROP TRIGGER IF EXISTS "book_collections_notify" ON "book_collections";--> statement-breakpoint
CREATE TRIGGER "book_collections_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book_collections" FOR EACH STATEMENT
  EXECUTE FUNCTION "books_notify_statement_change"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "shop_settings_notify" ON "shop_settings";--> statement-breakpoint
CREATE TRIGGER "shop_settings_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings" FOR EACH STATEMENT
  EXECUTE FUNCTION "books_notify_statement_change"();
