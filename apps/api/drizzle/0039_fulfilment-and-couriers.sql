-- Custom migration: the fulfilment track and the couriers' consignments (issue 33, docs/decisions/047-couriers-and-fulfilment.md).
-- fulfilment_events: each step of an order from the shelf to the door, at most once per order (the unique key is what
-- makes a courier's notice arriving twice at once record its step once). consignments: an order booked with a courier.
CREATE TABLE IF NOT EXISTS "fulfilment_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "step" text NOT NULL,
  "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "actor_role" text,
  "courier" text,
  "consignment_id" text,
  "tracking_url" text,
  "cash_collected_minor" integer,
  "return_reason" text,
  "note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "fulfilment_events_order_step_key" UNIQUE ("order_id", "step"),
  CONSTRAINT "fulfilment_events_step_check" CHECK ("step" in ('packed', 'with_courier', 'out_for_delivery', 'delivered', 'returned')),
  CONSTRAINT "fulfilment_events_actor_role_check" CHECK ("actor_role" in ('admin')),
  CONSTRAINT "fulfilment_events_cash_check" CHECK ("cash_collected_minor" IS NULL OR ("step" = 'delivered' AND "cash_collected_minor" >= 0)),
  CONSTRAINT "fulfilment_events_reason_check" CHECK (("step" = 'returned') = ("return_reason" IS NOT NULL) AND ("return_reason" IS NULL OR "return_reason" in ('refused', 'unreachable', 'wrong_address', 'other')))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fulfilment_events_order_idx" ON "fulfilment_events" ("order_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "fulfilment_events_actor_idx" ON "fulfilment_events" ("actor_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "consignments" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "courier" text NOT NULL,
  "courier_name" text NOT NULL,
  "consignment_id" text NOT NULL,
  "cash_to_collect_minor" integer NOT NULL,
  "invoice" text NOT NULL,
  "tracking_code" text,
  "tracking_url" text,
  "courier_status" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "consignments_order_key" UNIQUE ("order_id"),
  CONSTRAINT "consignments_courier_consignment_key" UNIQUE ("courier", "consignment_id"),
  CONSTRAINT "consignments_courier_check" CHECK ("courier" in ('steadfast', 'manual')),
  CONSTRAINT "consignments_cash_check" CHECK ("cash_to_collect_minor" >= 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignments_invoice_idx" ON "consignments" ("courier", "invoice");--> statement-breakpoint
-- The shop cancelling an order it had confirmed says why: the reason is the note of that status change, shown to the customer.
ALTER TABLE "order_events" DROP CONSTRAINT IF EXISTS "order_events_note_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_note_check" CHECK (("kind" <> 'note' OR "note" IS NOT NULL) AND ("note" IS NULL OR "kind" in ('note', 'status_changed')));
