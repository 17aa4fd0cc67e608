-- Issue 31: each order keeps the currency it was placed in and the delivery zone it was charged for (id, name in both
-- languages, promised days). Orders placed before were dollar orders of SPEC's one zone (no zone recorded).
-- The shop's settings live in shop_settings under the key 'shop' (modules/settings), written at first start.
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_check" CHECK ("currency" in ('USD', 'BDT'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" jsonb;
