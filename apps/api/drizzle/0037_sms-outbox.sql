-- Custom migration: the SMS outbox (issue 33, docs/decisions/046-sms.md). Every SMS the shop sends is a row here,
-- written in the transaction of what caused it and rendered already in the recipient's language, with the encoding and
-- the segment count it is billed by. status: 'queued' (a worker sends it through the gateway), 'sent', 'failed' (gave
-- up after the last attempt), 'unsent' (no gateway configured: kept for the admin's outbox page only).
CREATE TABLE IF NOT EXISTS "sms_outbox" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "to_phone" text NOT NULL,
  "kind" text NOT NULL,
  "locale" text NOT NULL,
  "body" text NOT NULL,
  "encoding" text NOT NULL,
  "segments" integer NOT NULL,
  "status" text DEFAULT 'queued' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "provider_message_id" text,
  "last_error" text,
  "sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sms_outbox_status_check" CHECK ("status" in ('queued', 'sent', 'failed', 'unsent')),
  CONSTRAINT "sms_outbox_locale_check" CHECK ("locale" in ('en', 'bn')),
  CONSTRAINT "sms_outbox_encoding_check" CHECK ("encoding" in ('GSM-7', 'UCS-2')),
  CONSTRAINT "sms_outbox_segments_check" CHECK ("segments" >= 1)
);--> statement-breakpoint
-- The worker's claim reads only what is due.
CREATE INDEX IF NOT EXISTS "sms_outbox_due_idx" ON "sms_outbox" ("next_attempt_at") WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sms_outbox_created_idx" ON "sms_outbox" ("created_at" DESC, "id");
