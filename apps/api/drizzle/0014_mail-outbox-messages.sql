-- Messages that arrive (issue 14): the mail outbox, password resets, contact messages and newsletter subscriptions.
-- Hand-written like 0009-0011 (docs/decisions/016-mail-outbox.md).
-- Every mail the shop sends is a row here, written in the transaction of what caused it and rendered already (subject,
-- HTML, text in the recipient's language). status: 'queued' (a worker sends it), 'sent', 'failed' (gave up after the
-- last attempt), 'unsent' (no SMTP_URL: kept for the admin's outbox page only).
CREATE TABLE IF NOT EXISTS "mail_outbox" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "to_address" text NOT NULL,
  "kind" text NOT NULL,
  "locale" text NOT NULL,
  "subject" text NOT NULL,
  "html" text NOT NULL,
  "text" text NOT NULL,
  "headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "status" text DEFAULT 'queued' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_error" text,
  "sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "mail_outbox_status_check" CHECK ("status" in ('queued', 'sent', 'failed', 'unsent')),
  CONSTRAINT "mail_outbox_locale_check" CHECK ("locale" in ('en', 'bn'))
);--> statement-breakpoint
-- The worker's claim reads only what is due.
CREATE INDEX IF NOT EXISTS "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at") WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_created_idx" ON "mail_outbox" ("created_at" DESC, "id");--> statement-breakpoint
-- A reset link's token is never stored, only its sha256; a row works once (used_at) and until expires_at.
CREATE TABLE IF NOT EXISTS "password_resets" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "password_resets_token_hash_key" UNIQUE ("token_hash")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "password_resets_user_idx" ON "password_resets" ("user_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contact_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "phone" text DEFAULT '' NOT NULL,
  "subject" text NOT NULL,
  "message" text NOT NULL,
  "inquiry_type" text DEFAULT 'general' NOT NULL,
  "locale" text DEFAULT 'en' NOT NULL,
  "status" text DEFAULT 'new' NOT NULL,
  "handled_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "contact_messages_status_check" CHECK ("status" in ('new', 'handled')),
  CONSTRAINT "contact_messages_inquiry_type_check" CHECK ("inquiry_type" in ('general', 'order', 'return', 'bulk'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_created_idx" ON "contact_messages" ("created_at" DESC, "id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contact_replies" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "message_id" uuid NOT NULL REFERENCES "contact_messages"("id") ON DELETE CASCADE,
  "author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_replies_message_idx" ON "contact_replies" ("message_id");--> statement-breakpoint
-- Double opt-in: 'pending' until the mailed link is followed; the unsubscribe link is an HMAC of the id (nothing stored).
CREATE TABLE IF NOT EXISTS "newsletter_subscribers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "email" text NOT NULL,
  "locale" text DEFAULT 'en' NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "confirm_token_hash" text,
  "confirm_expires_at" timestamp with time zone,
  "confirmed_at" timestamp with time zone,
  "unsubscribed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "newsletter_subscribers_status_check" CHECK ("status" in ('pending', 'confirmed', 'unsubscribed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "newsletter_subscribers_email_key" ON "newsletter_subscribers" (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "newsletter_subscribers_confirm_key" ON "newsletter_subscribers" ("confirm_token_hash");
