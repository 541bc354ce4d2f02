-- Issue 29 item 5 (decision 024, fifth amendment): words near a place whose matches need the 90- or
-- 365-day window looked up one term per cell and day (4 cells × 366 days ≈ 1,464 terms, ~45 ms of
-- GIN lookups at 5 million lots). Each lexeme is now also indexed with its sale's end week (weeks of
-- seven days since the epoch, UTC: day 20784 is week 2969, 'w2969_piano') and, when the sale has a
-- place, with its cell and end week ('c48783_w2969_piano'): a window's whole weeks are looked up as
-- one term each and only its edge days as day terms (lotSearchTermsQuery). The exact end bounds
-- are still checked on every row, so the results are those of the day terms. The function is the
-- index's: the index is dropped, the function replaced, the index built again.
DROP INDEX IF EXISTS "lot_search_terms_idx";--> statement-breakpoint
-- A lot's lexemes prefixed with its sale's end day ('d20784_piano') and end week ('w2969_piano'),
-- and, when the sale has a place, with its cell and end day ('c48783_d20784_piano') and cell and end
-- week ('c48783_w2969_piano'). No positions or weights: the search checks the words on every row.
CREATE OR REPLACE FUNCTION "lot_search_terms"("vector" tsvector, "ends" timestamptz, "cell" integer) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "ends" IS NULL OR "vector" IS NULL THEN NULL ELSE array_to_tsvector(coalesce(
    array_agg('d' || d.day || '_' || lexeme)
    || array_agg('w' || d.day / 7 || '_' || lexeme)
    || array_agg('c' || "cell" || '_d' || d.day || '_' || lexeme) FILTER (WHERE "cell" IS NOT NULL)
    || array_agg('c' || "cell" || '_w' || d.day / 7 || '_' || lexeme) FILTER (WHERE "cell" IS NOT NULL), '{}'))
  END
  FROM (SELECT floor(extract(epoch FROM "ends") / 86400)::bigint AS day) d,
       unnest(tsvector_to_array("vector")) lexeme WHERE length(lexeme) < 1900
$$;--> statement-breakpoint
CREATE INDEX "lot_search_terms_idx" ON "lot_search" USING gin (lot_search_terms("search_vector", "sale_end_date", "cell"));--> statement-breakpoint
ANALYZE "lot_search";
