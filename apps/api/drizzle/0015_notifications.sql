-- Custom migration: the bell (issue 14, docs/decisions/017-notifications-in-the-callers-transaction.md). A row says what
-- happened (kind + data as JSON), never a sentence: the web writes it in the reader's language. Written by the
-- transaction that changed the order, so a rolled-back change leaves no notification behind.
CREATE TABLE IF NOT EXISTS "notifications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "data" jsonb NOT NULL,
  "read_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_user_created_idx" ON "notifications" ("user_id", "created_at" DESC);--> statement-breakpoint
-- The bell's unread count, asked on every poll: only one user's unread rows are read.
CREATE INDEX IF NOT EXISTS "notifications_user_unread_idx" ON "notifications" ("user_id") WHERE "read_at" IS NULL;
