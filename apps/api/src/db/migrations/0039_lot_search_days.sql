-- Issue 29 item 5 (decision 024): a search of a common word ranks the matches of the sales ending
-- soonest, and finding them ANDed the word's whole GIN bitmap (1 lot in 60: 80,000 entries at
-- 5 million lots) with a btree bitmap of the window's ends, tens to hundreds of milliseconds before
-- a single row was read. Here each listed lot's words are indexed once more, each prefixed with the
-- day its sale ends ('d20784_piano'), so "piano in a sale ending within 7 days" is the union of 8
-- short posting lists (a few hundred entries). The function is IMMUTABLE (the day is counted from
-- the epoch in UTC, whatever the session's time zone), so the index follows the lot's words and its
-- sale's end as the 0024 and 0036 triggers keep them; only listed lots are indexed. A lexeme too long
-- to take the prefix is left out (the search checks the words themselves on every row it reads).
CREATE OR REPLACE FUNCTION "lot_search_days"("vector" tsvector, "ends" timestamptz) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "ends" IS NULL OR "vector" IS NULL THEN NULL ELSE array_to_tsvector(coalesce(array_agg(
    'd' || floor(extract(epoch FROM "ends") / 86400)::bigint || '_' || lexeme), '{}'))
  END
  FROM unnest(tsvector_to_array("vector")) lexeme WHERE length(lexeme) < 1900
$$;--> statement-breakpoint
CREATE INDEX "lots_search_days_idx" ON "lots" USING gin (lot_search_days("search_vector", "sale_end_date")) WHERE "lots"."sale_listed";
