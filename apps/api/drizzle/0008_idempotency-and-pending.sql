ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE INDEX "orders_user_pending_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending';