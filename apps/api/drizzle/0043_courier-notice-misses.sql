-- Custom migration: an authenticated courier notice the shop could not match (a consignment it never booked, or one of
-- an order already settled) tells the admins once per courier, consignment and status (issue "The owner is told",
-- docs/decisions/047-couriers-and-fulfilment.md). The unique key is what makes the same notice again, or twice at once,
-- tell them once; repeats add no rows.
CREATE TABLE IF NOT EXISTS "courier_notice_misses" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "courier" text NOT NULL,
  "consignment_id" text NOT NULL,
  "status" text DEFAULT '' NOT NULL,
  "invoice" text,
  "order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "courier_notice_misses_key" UNIQUE ("courier", "consignment_id", "status"),
  CONSTRAINT "courier_notice_misses_courier_check" CHECK ("courier" in ('steadfast', 'manual'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courier_notice_misses_order_idx" ON "courier_notice_misses" ("order_id");
