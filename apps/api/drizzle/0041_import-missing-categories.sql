-- Custom migration: an import's preview lists the categories its file names that the shop lacks, with the rows naming
-- each (issue 34, docs/decisions/050-import-categories-publishers-series.md); starting it may create them.
ALTER TABLE "book_imports" ADD COLUMN IF NOT EXISTS "missing_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;
