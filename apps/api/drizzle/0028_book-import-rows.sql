-- Custom migration (issue 29, docs/decisions/031-admin-work-in-short-batches.md): an import's waiting rows leave the one
-- JSON value they were kept in (20-30 MB for a 50,000-row file: one statement of seconds to write, another to read back,
-- the embedded database answering nothing else meanwhile) for a table of one row per book, written and read a short
-- batch at a time. A batch deletes the rows it imported in its own transaction.
CREATE TABLE IF NOT EXISTS "book_import_rows" (
  "import_id" uuid NOT NULL REFERENCES "book_imports"("id") ON DELETE CASCADE,
  -- The row's line in the file (the header is line 1): the order rows are imported in, and what reports name.
  "line" integer NOT NULL,
  "book" jsonb NOT NULL,
  CONSTRAINT "book_import_rows_pkey" PRIMARY KEY ("import_id", "line")
);
--> statement-breakpoint
-- The columns the file had (a column it lacks keeps the stored value).
ALTER TABLE "book_imports" ADD COLUMN IF NOT EXISTS "columns" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- An import waiting or running keeps the rows it has not imported yet.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'book_imports' AND column_name = 'pending' AND table_schema = current_schema()) THEN
    INSERT INTO "book_import_rows" ("import_id", "line", "book")
      SELECT i."id", (r.value->>'line')::int, r.value->'book'
      FROM "book_imports" i, jsonb_array_elements(i."pending"->'rows') WITH ORDINALITY AS r(value, n)
      WHERE i."pending" IS NOT NULL AND r.n > i."processed"
      ON CONFLICT DO NOTHING;
    UPDATE "book_imports" SET "columns" = "pending"->'columns' WHERE "pending" IS NOT NULL;
    ALTER TABLE "book_imports" DROP COLUMN "pending";
  END IF;
END $$;
--> statement-breakpoint
-- A preview is written in batches too: `checking` until its last row is in (it cannot be started, listed or read before).
ALTER TABLE "book_imports" DROP CONSTRAINT IF EXISTS "book_imports_status_check";
--> statement-breakpoint
ALTER TABLE "book_imports" ADD CONSTRAINT "book_imports_status_check" CHECK ("status" in ('checking', 'previewed', 'importing', 'done', 'failed'));
