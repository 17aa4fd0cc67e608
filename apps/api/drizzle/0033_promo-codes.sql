-- Custom migration: promo codes (issue 35, docs/decisions/042-promo-codes.md). A code takes a percent or an amount off
-- the books it is for, or the delivery charge. `uses` counts the orders holding a use now: an order takes one under the
-- code's row lock, so two shoppers racing for the last use cannot both get it, and a cancelled order gives it back
-- (released_at). An order keeps the code it was placed with and what it took off.
CREATE TABLE IF NOT EXISTS "promo_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "code" text NOT NULL,
  "kind" text NOT NULL,
  "percent" integer,
  "amount_minor" integer,
  "currency" text NOT NULL,
  "min_subtotal_minor" integer,
  "starts_at" timestamp with time zone,
  "ends_at" timestamp with time zone,
  "max_uses" integer,
  "max_uses_per_customer" integer,
  "first_order_only" boolean DEFAULT false NOT NULL,
  "categories" text[] DEFAULT '{}' NOT NULL,
  "publishers" text[] DEFAULT '{}' NOT NULL,
  "book_ids" uuid[] DEFAULT '{}' NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "uses" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "promo_codes_code_check" CHECK ("code" = upper("code") AND "code" ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
  CONSTRAINT "promo_codes_kind_check" CHECK (
    ("kind" = 'percent' AND "percent" BETWEEN 1 AND 100)
    OR ("kind" = 'amount' AND "amount_minor" > 0)
    OR "kind" = 'free_delivery'
  ),
  CONSTRAINT "promo_codes_currency_check" CHECK ("currency" in ('USD', 'BDT')),
  CONSTRAINT "promo_codes_uses_check" CHECK ("uses" >= 0 AND ("max_uses" IS NULL OR "uses" <= "max_uses")),
  CONSTRAINT "promo_codes_dates_check" CHECK ("starts_at" IS NULL OR "ends_at" IS NULL OR "ends_at" > "starts_at")
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "promo_codes_code_key" ON "promo_codes" ("code");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "promo_code_uses" (
  "order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "code_id" uuid NOT NULL REFERENCES "promo_codes"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "released_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "promo_code_uses_code_user_idx" ON "promo_code_uses" ("code_id", "user_id") WHERE "released_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("discount_cents" >= 0 AND "discount_cents" <= "subtotal_cents");
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("kind" in ('book.created', 'book.updated', 'book.archived', 'book.cover_replaced', 'book.cover_removed', 'books.bulk_changed', 'books.imported', 'user.blocked', 'user.unblocked', 'user.password_reset_requested', 'user.password_reset', 'order.status_changed', 'order.refunded', 'settings.changed', 'promotion.created', 'promotion.updated'));
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("target_type" in ('book', 'user', 'order', 'setting', 'promotion'));
