-- Custom migration (issue 16, docs/decisions/026-catalogue-import.md): a CSV import of the catalogue is a job. Its upload
-- is checked at once (the preview: counts and each bad row's line, field and message); the valid rows wait in `pending`
-- until the admin starts it; a runner then imports them in batches, each batch one transaction that also moves
-- `processed` on, so a job survives the page being closed and, picked up again by any process, a restart.
CREATE TABLE IF NOT EXISTS "book_imports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "created_by" uuid REFERENCES "users"("id") ON DELETE set null,
  -- Who started it, as the audit log names them (decision 025): the import's summary entry is theirs.
  "started_by" uuid,
  "started_by_name" text,
  "started_by_email" text,
  "file_name" text NOT NULL,
  "status" text NOT NULL,
  "rows" integer NOT NULL,
  "valid" integer NOT NULL,
  "rejected" integer NOT NULL,
  "to_create" integer NOT NULL DEFAULT 0,
  "to_update" integer NOT NULL DEFAULT 0,
  "unchanged" integer NOT NULL DEFAULT 0,
  "processed" integer NOT NULL DEFAULT 0,
  "issues" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "pending" jsonb,
  "error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  CONSTRAINT "book_imports_status_check" CHECK ("status" in ('previewed', 'importing', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "book_imports_created_idx" ON "book_imports" ("created_at" DESC, "id");
--> statement-breakpoint
-- The runner's look for jobs left running by a stopped process: only the few importing ones.
CREATE INDEX IF NOT EXISTS "book_imports_importing_idx" ON "book_imports" ("updated_at") WHERE "status" = 'importing';
