-- Custom migration: readable order numbers and the record of what happened to each order
-- (docs/decisions/015-order-numbers-events-and-export.md).
-- order_number: from a sequence, so a number is never reused (a rolled-back order burns its number; gaps are fine).
-- Shown as BP-000123 (formatOrderNumber in packages/shared). Existing orders get numbers in creation order.
CREATE SEQUENCE IF NOT EXISTS "orders_order_number_seq" AS bigint START WITH 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "order_number" bigint;--> statement-breakpoint
UPDATE "orders" AS o SET "order_number" = numbered.n
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders") AS numbered
  WHERE o."id" = numbered."id" AND o."order_number" IS NULL;--> statement-breakpoint
SELECT setval('"orders_order_number_seq"', GREATEST((SELECT coalesce(max("order_number"), 0) FROM "orders"), 1), (SELECT count(*) > 0 FROM "orders"));--> statement-breakpoint
ALTER SEQUENCE "orders_order_number_seq" OWNED BY "orders"."order_number";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET DEFAULT nextval('"orders_order_number_seq"');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "orders_order_number_key" ON "orders" ("order_number");--> statement-breakpoint
-- The admin's search (GET /api/orders/all?q=): by the phone's last ten digits (+880 1711-000000 and 01711000000 are one
-- number) and by the e-mail given for delivery; the account's e-mail goes through users_email_lower_key.
CREATE INDEX IF NOT EXISTS "orders_phone_digits_idx" ON "orders" ((right(regexp_replace("shipping_details"->>'phone', '[^0-9]', '', 'g'), 10)));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_shipping_email_idx" ON "orders" ((lower("shipping_details"->>'email')));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "from_status" text,
  "to_status" text,
  "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  -- The actor's role when acting (user = the customer, admin = the shop); NULL when not known (backfilled history).
  "actor_role" text,
  "note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "order_events_kind_check" CHECK ("kind" in ('placed', 'status_changed', 'note')),
  CONSTRAINT "order_events_actor_role_check" CHECK ("actor_role" in ('user', 'admin')),
  CONSTRAINT "order_events_note_check" CHECK (("kind" = 'note') = ("note" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_events_order_idx" ON "order_events" ("order_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_events_actor_idx" ON "order_events" ("actor_id");--> statement-breakpoint
-- History before this migration: each order was placed by its customer; a status other than pending was reached by the
-- one move the status machine allows into it (processing and completed only by the shop), at the order's last update.
INSERT INTO "order_events" ("order_id", "kind", "actor_id", "actor_role", "created_at")
  SELECT o."id", 'placed', o."user_id", 'user', o."created_at" FROM "orders" o
  WHERE NOT EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = o."id");--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "from_status", "to_status", "actor_role", "created_at")
  SELECT o."id", 'status_changed',
         CASE o."status" WHEN 'completed' THEN 'processing' ELSE 'pending' END,
         o."status",
         CASE WHEN o."status" IN ('processing', 'completed') THEN 'admin' END,
         o."updated_at"
  FROM "orders" o
  WHERE o."status" <> 'pending' AND NOT EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = o."id" AND e."kind" = 'status_changed');
