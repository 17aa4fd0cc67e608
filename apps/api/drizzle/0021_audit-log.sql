-- Custom migration: the audit log (issue 16, docs/decisions/025-audit-log.md). One row per admin change, written by the
-- transaction that made the change (modules/audit, recordAudit), so a rolled-back change leaves no entry and an entry
-- that cannot be written rolls the change back. The actor is kept by id AND by the name and e-mail they had then, with
-- no foreign key: deleting the account later changes no entry.
CREATE TABLE IF NOT EXISTS "audit_log" (
  -- An identity, so entries of one transaction (one now()) still list in the order they were written.
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" uuid NOT NULL,
  "actor_name" text NOT NULL,
  "actor_email" text NOT NULL,
  "kind" text NOT NULL,
  -- What was changed: a book, a user, an order or a setting; its id and a label as it was then (title, e-mail, number, key).
  "target_type" text,
  "target_id" text,
  "target_label" text DEFAULT '' NOT NULL,
  -- [{"field", "before", "after"}]: only the fields the change really changed.
  "changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
  -- What a change of many rows says about itself (a bulk action's scope and count, an import's summary).
  "details" jsonb,
  CONSTRAINT "audit_log_kind_check" CHECK ("kind" in ('book.created', 'book.updated', 'book.archived', 'book.cover_replaced', 'book.cover_removed', 'books.bulk_changed', 'books.imported', 'user.blocked', 'user.unblocked', 'order.status_changed', 'settings.changed')),
  CONSTRAINT "audit_log_target_type_check" CHECK ("target_type" in ('book', 'user', 'order', 'setting'))
);--> statement-breakpoint
-- Newest first, with or without a date range; and the same per admin and per kind (keyset on created_at, id).
CREATE INDEX IF NOT EXISTS "audit_log_created_idx" ON "audit_log" ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_actor_created_idx" ON "audit_log" ("actor_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_kind_created_idx" ON "audit_log" ("kind", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- Never editable: the database itself refuses to change or remove an entry, whoever asks (dropping the table, as a
-- restore or a test's schema cleanup does, is not a change of entries).
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_update_or_delete" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_truncate" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
