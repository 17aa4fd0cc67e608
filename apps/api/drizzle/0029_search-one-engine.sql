-- One search engine (decision 033): typo correction runs only in the in-process index, from its copy of the stored keys
-- (KeyVocabulary). The trigram index PostgreSQL's twin corrected typos through is read by nothing now; the vocabulary
-- table itself stays, as the source of the stored keys the index loads.
DROP INDEX IF EXISTS "search_key_vocabulary_trgm_idx";
