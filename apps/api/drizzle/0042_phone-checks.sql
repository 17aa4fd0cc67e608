-- Custom migration: a new phone confirms a one-time code sent by SMS before its first cash-on-delivery order (issue 33,
-- docs/decisions/051-phone-check.md). Codes are kept only as keyed hashes; a confirmed phone stays confirmed.
CREATE TABLE IF NOT EXISTS "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_attempts_check" CHECK ("attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "confirmed_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
