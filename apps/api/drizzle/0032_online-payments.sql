-- Custom migration: online payments (issue 32, docs/decisions/041-online-payments.md). An order keeps where its money
-- stands beside SPEC's status (payment_state), how it is paid (payment_method: cod, bkash or sslcommerz), what the
-- provider confirmed taken and gave back, and until when an online payment holds its copies (payment_due_at). Each try
-- to pay is a row of `payments`, found again by our reference (the provider's invoice / tran_id) or the provider's id.
-- An order is paid by at most one payment: the partial unique index refuses a second, which the service then refunds.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_state" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "paid_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_transaction_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" in ('cod', 'bkash', 'sslcommerz'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_check" CHECK ("payment_state" in ('unpaid', 'awaiting', 'failed', 'paid', 'refunded', 'partly_refunded', 'refund_due'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("refunded_minor" >= 0 AND "refunded_minor" <= "paid_minor");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_payment_due_idx" ON "orders" ("payment_due_at") WHERE "payment_state" in ('awaiting', 'failed');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_payment_state_created_idx" ON "orders" ("payment_state", "created_at" DESC);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payments" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "provider" text NOT NULL,
  "reference" text NOT NULL,
  "provider_ref" text,
  "state" text DEFAULT 'started' NOT NULL,
  "amount_minor" integer NOT NULL,
  "currency" text NOT NULL,
  "transaction_id" text,
  "refunded_minor" integer DEFAULT 0 NOT NULL,
  "refund_due_minor" integer DEFAULT 0 NOT NULL,
  "failure" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "payments_provider_check" CHECK ("provider" in ('bkash', 'sslcommerz')),
  CONSTRAINT "payments_state_check" CHECK ("state" in ('started', 'paid', 'failed', 'cancelled', 'duplicate')),
  CONSTRAINT "payments_currency_check" CHECK ("currency" in ('USD', 'BDT')),
  CONSTRAINT "payments_amount_check" CHECK ("amount_minor" > 0),
  CONSTRAINT "payments_refunded_check" CHECK ("refunded_minor" >= 0 AND "refund_due_minor" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payments_reference_key" ON "payments" ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payments_provider_ref_key" ON "payments" ("provider", "provider_ref");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_order_idx" ON "payments" ("order_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_started_idx" ON "payments" ("created_at") WHERE "state" = 'started';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_refund_due_idx" ON "payments" ("updated_at") WHERE "refund_due_minor" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payments_one_paid_per_order" ON "payments" ("order_id") WHERE "state" = 'paid';
--> statement-breakpoint
-- The order's timeline shows what happened to its money: each payment event is a row of order_events of kind 'payment'.
ALTER TABLE "order_events" ADD COLUMN IF NOT EXISTS "payment_event" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN IF NOT EXISTS "payment_method" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN IF NOT EXISTS "amount_minor" integer;--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT IF EXISTS "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("kind" in ('placed', 'status_changed', 'note', 'payment'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_payment_check" CHECK (("kind" = 'payment') = ("payment_event" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("kind" in ('book.created', 'book.updated', 'book.archived', 'book.cover_replaced', 'book.cover_removed', 'books.bulk_changed', 'books.imported', 'user.blocked', 'user.unblocked', 'user.password_reset_requested', 'user.password_reset', 'order.status_changed', 'order.refunded', 'settings.changed'));
