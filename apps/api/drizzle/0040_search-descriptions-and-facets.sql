-- Custom migration: a book's description and its facet names (facet_text, migration 0038) are searched too (decision 049):
-- an edit of either by hand (SQL, another tool) that leaves the keys as they were marks them to be recomputed at the next
-- start, as an edit of a title or author does (migration 0011). The server's own writes compute new keys in the same
-- statement, and the catalogue module re-keys the books whose facet names it rewrites (refreshSearchKeys, same
-- transaction). SEARCH_KEYS_VERSION 2 has every book's keys recomputed by the start-up backfill.
DROP TRIGGER IF EXISTS "books_search_keys_stale" ON "books";--> statement-breakpoint
CREATE TRIGGER "books_search_keys_stale" BEFORE UPDATE OF "title", "author", "alt_title", "alt_author", "description", "facet_text" ON "books"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."author" IS DISTINCT FROM NEW."author"
    OR OLD."alt_title" IS DISTINCT FROM NEW."alt_title" OR OLD."alt_author" IS DISTINCT FROM NEW."alt_author"
    OR OLD."description" IS DISTINCT FROM NEW."description" OR OLD."facet_text" IS DISTINCT FROM NEW."facet_text")
  EXECUTE FUNCTION "books_mark_search_keys_stale"();
