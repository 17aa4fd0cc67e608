-- A password-reset link is a key to its account: the outbox keeps and shows such mails with the link hidden, and the copy
-- the worker delivers is sealed for it (issue 29; modules/mail/mail-seal.ts, decision 016).
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "sealed" text;--> statement-breakpoint
-- Reset mails already stored (sent, failed, or kept unsent without SMTP) lose their tokens; a queued one is left to be sent.
UPDATE "mail_outbox"
SET "html" = regexp_replace("html", '([?&]token=)[A-Za-z0-9_%-]+', '\1hidden', 'g'),
    "text" = regexp_replace("text", '([?&]token=)[A-Za-z0-9_%-]+', '\1hidden', 'g')
WHERE "kind" = 'password-reset' AND "status" <> 'queued';--> statement-breakpoint
-- Password resets, asked for and done, are audited (decision 025).
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kind_check" CHECK ("kind" in ('book.created', 'book.updated', 'book.archived', 'book.cover_replaced', 'book.cover_removed', 'books.bulk_changed', 'books.imported', 'user.blocked', 'user.unblocked', 'user.password_reset_requested', 'user.password_reset', 'order.status_changed', 'settings.changed'));
