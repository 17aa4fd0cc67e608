-- Custom migration: tell the planner that trigram word similarity is expensive per row (pg_trgm declares cost 1).
-- With the default cost the planner prefers scanning every book and testing `<%` row by row (seconds at 100k books)
-- over the trigram GIN indexes (milliseconds). Needs ownership of the extension's functions: on a managed server where
-- the migration role does not own them, or when two test schemas migrate at once, it only leaves a notice.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 200;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 200;
  ALTER FUNCTION word_similarity(text, text) COST 200;
  ALTER FUNCTION similarity_op(text, text) COST 200;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm function costs left unchanged: %', SQLERRM;
END
$$;
