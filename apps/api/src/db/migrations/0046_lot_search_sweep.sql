-- Issue 29 item 5 (decision 024, seventh amendment): the rows of ended sales are swept from
-- `lot_search` (modules/lots/search-sweep.ts) instead of staying until their lots are next written.
-- The sweep finds them by end through this index. Its key is the end as epoch seconds, an
-- expression no search spells: a plain btree on `sale_end_date` could be ANDed by the planner with
-- the words' GIN terms in `lot_search_page` (both guessed at the same default selectivity in its
-- generic plans), walking a window's whole range of ends. `extract(epoch from timestamptz)` does
-- not depend on the time zone, so the function is honestly IMMUTABLE.
CREATE OR REPLACE FUNCTION "lot_search_end_epoch"("ends" timestamptz) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT extract(epoch FROM "ends")::double precision $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lot_search_ended_idx" ON "lot_search" (lot_search_end_epoch("sale_end_date"));
