-- Issue 29 item 5 (decision 024, twelfth amendment): every match of the words near a place, whatever
-- the sale's end, was read by the sales near it (lot_search_auction_idx: every row of 40,000-48,000
-- lots near Moncton or Halifax checked, about 12 ms; or off `lots`, a common word's whole posting
-- list). Each lexeme of a sale with a place is now also indexed with its cell alone
-- ('c779506_a_piano': 'a' for any end, a letter no day or week term starts with), so the matches near
-- a place are one index lookup per cell the circle reaches, about as many entries as matches. The
-- function is the index's: the index is dropped, the function replaced, the index built again.
DROP INDEX IF EXISTS "lot_search_terms_idx";--> statement-breakpoint
-- A lot's lexemes prefixed with its sale's end day ('d20784_piano') and end week ('w2969_piano'),
-- and, when the sale has a place, with its cell and end day ('c48783_d20784_piano'), cell and end
-- week ('c48783_w2969_piano') and cell alone ('c48783_a_piano'). No positions or weights: the search
-- checks the words on every row.
CREATE OR REPLACE FUNCTION "lot_search_terms"("vector" tsvector, "ends" timestamptz, "cell" integer) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "ends" IS NULL OR "vector" IS NULL THEN NULL ELSE array_to_tsvector(coalesce(
    array_agg('d' || d.day || '_' || lexeme)
    || array_agg('w' || d.day / 7 || '_' || lexeme)
    || array_agg('c' || "cell" || '_d' || d.day || '_' || lexeme) FILTER (WHERE "cell" IS NOT NULL)
    || array_agg('c' || "cell" || '_w' || d.day / 7 || '_' || lexeme) FILTER (WHERE "cell" IS NOT NULL)
    || array_agg('c' || "cell" || '_a_' || lexeme) FILTER (WHERE "cell" IS NOT NULL), '{}'))
  END
  FROM (SELECT floor(extract(epoch FROM "ends") / 86400)::bigint AS day) d,
       unnest(tsvector_to_array("vector")) lexeme WHERE length(lexeme) < 1900
$$;--> statement-breakpoint
CREATE INDEX "lot_search_terms_idx" ON "lot_search" USING gin (lot_search_terms("search_vector", "sale_end_date", "cell"));--> statement-breakpoint
ANALYZE "lot_search";
