-- Issue 29 item 5 (decision 024, sixth amendment): words near a place. At 5 million lots "bandsaw"
-- within 50 km over the 365-day window took 137.6 ms: the 1° cells around the place let through
-- 12,988 rows of which 10,324 lay outside the circle, and each was checked by a subquery on
-- `auctions` (~52,000 buffers). Here:
-- - the cells are a quarter degree (`lot_search_cell`), and the search looks up only those the
--   circle reaches (about 25 for 50 km in the Maritimes, 1.7 candidates per sale within the circle
--   instead of 3.9);
-- - each row holds its sale's stored point (`earth`, the cube `auctions.earth` holds, copied from
--   the lot's `sale_earth`), so the radius check and `sort=distance` read the row the index found
--   and nothing else;
-- - `lot_search_page` looks a window up cell by cell (`@@ ANY` of one query per cell: one index scan
--   each, whose matching work is its own entries times its own rows, not every cell's entries for
--   every row), checks the place on the row, and orders by distance too (`p_order`).
-- The table is written again in end order (then sale and catalogue order) with the new cells and
-- column, and its index of terms (0044's `lot_search_terms`, unchanged) built again after the load.
DROP INDEX IF EXISTS "lot_search_terms_idx";--> statement-breakpoint
DROP FUNCTION IF EXISTS "lot_search_page"(tsquery, text[], integer[], integer, boolean, uuid, text, timestamptz,
  timestamptz, double precision, double precision, double precision, double precision, integer, integer);--> statement-breakpoint
-- A place's quarter-degree cell: (⌊4·lat⌋ + 360) × 1440 + ⌊4·lng⌋ + 720 (a quarter is exact in
-- binary, so the application computes the same cell from the same double).
CREATE OR REPLACE FUNCTION "lot_search_cell"("lat" double precision, "lng" double precision) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "lat" IS NULL OR "lng" IS NULL THEN NULL
    ELSE (floor("lat" * 4)::integer + 360) * 1440 + (floor("lng" * 4)::integer + 720) END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lot_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NOT NEW.sale_listed OR NEW.sale_end_date IS NULL OR NEW.sale_start_date IS NULL
     OR NEW.search_vector IS NULL OR NEW.sale_end_date <= now() THEN
    IF TG_OP <> 'INSERT' THEN
      DELETE FROM lot_search WHERE lot_id = OLD.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.id <> NEW.id THEN
    DELETE FROM lot_search WHERE lot_id = OLD.id;
  END IF;
  INSERT INTO lot_search (lot_id, auction_id, sale_end_date, sale_start_date, position, search_category_id,
                          sale_province, cell, earth, search_vector)
  VALUES (NEW.id, NEW.auction_id, NEW.sale_end_date, NEW.sale_start_date, NEW.position, NEW.search_category_id,
          NEW.sale_province, lot_search_cell(NEW.sale_lat, NEW.sale_lng), NEW.sale_earth, NEW.search_vector)
  ON CONFLICT (lot_id) DO UPDATE SET
    auction_id = EXCLUDED.auction_id, sale_end_date = EXCLUDED.sale_end_date,
    sale_start_date = EXCLUDED.sale_start_date, position = EXCLUDED.position,
    search_category_id = EXCLUDED.search_category_id, sale_province = EXCLUDED.sale_province,
    cell = EXCLUDED.cell, earth = EXCLUDED.earth, search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "lot_search_keep_update_trigger" ON "lots";--> statement-breakpoint
CREATE TRIGGER "lot_search_keep_update_trigger"
  AFTER UPDATE ON "lots" FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id
     OR OLD.auction_id IS DISTINCT FROM NEW.auction_id
     OR OLD.position IS DISTINCT FROM NEW.position
     OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
     OR OLD.sale_listed IS DISTINCT FROM NEW.sale_listed
     OR OLD.sale_start_date IS DISTINCT FROM NEW.sale_start_date
     OR OLD.sale_end_date IS DISTINCT FROM NEW.sale_end_date
     OR OLD.sale_province IS DISTINCT FROM NEW.sale_province
     OR OLD.search_category_id IS DISTINCT FROM NEW.search_category_id
     OR OLD.sale_lat IS DISTINCT FROM NEW.sale_lat
     OR OLD.sale_lng IS DISTINCT FROM NEW.sale_lng
     OR OLD.sale_earth IS DISTINCT FROM NEW.sale_earth)
  EXECUTE FUNCTION "lot_search_keep"();--> statement-breakpoint
-- Written again from `lots` (as migration 0041 filled it) in end order, then sale and catalogue
-- order, so a window's rows stay contiguous; the key is built after the load.
TRUNCATE "lot_search";--> statement-breakpoint
ALTER TABLE "lot_search" DROP CONSTRAINT "lot_search_pkey";--> statement-breakpoint
ALTER TABLE "lot_search" ADD COLUMN "earth" "cube";--> statement-breakpoint
INSERT INTO "lot_search" ("lot_id", "auction_id", "sale_end_date", "sale_start_date", "position",
                          "search_category_id", "sale_province", "cell", "earth", "search_vector")
SELECT "id", "auction_id", "sale_end_date", "sale_start_date", "position", "search_category_id", "sale_province",
       lot_search_cell("sale_lat", "sale_lng"), "sale_earth", "search_vector"
FROM "lots"
WHERE "sale_listed" AND "sale_end_date" > now() AND "sale_start_date" IS NOT NULL AND "search_vector" IS NOT NULL
ORDER BY "sale_end_date", "auction_id", "position";--> statement-breakpoint
ALTER TABLE "lot_search" ADD CONSTRAINT "lot_search_pkey" PRIMARY KEY ("lot_id");--> statement-breakpoint
CREATE INDEX "lot_search_terms_idx" ON "lot_search" USING gin (lot_search_terms("search_vector", "sale_end_date", "cell"));--> statement-breakpoint
-- The page of the first window (p_days[i] days from now; its terms p_terms[i], one tsquery per cell
-- separated by newlines, any of which a match holds; a null term skips the window) holding p_ranked
-- matches, near a place when p_near_lat is given (the sale's point on the row within p_near_radius
-- metres: the GiST box and the chord, as the auction list checks it): the page's lot ids in order,
-- each with the window's count and days; one row with a null id past its last page; no row when no
-- window holds that many (the caller then ranks every match, as before). Ordered by p_order:
-- 'relevance' by ts_rank, 'distance' nearest first (the chord, as the search over `lots`), else
-- none; ties by sale start, sale, catalogue position and lot id, as every lot search. The settings
-- are a search's (decision 024): no lossy bitmap, no parallel workers, no JIT; and no sequential
-- scan, which a window's long list of terms made the planner prefer (the index is always cheaper).
CREATE OR REPLACE FUNCTION "lot_search_page"(
  p_words tsquery, p_terms text[], p_days integer[], p_ranked integer, p_order text,
  p_category uuid, p_province text, p_start_from timestamptz, p_start_to timestamptz,
  p_near_lat double precision, p_near_lng double precision, p_near_radius double precision,
  p_near_chord double precision, p_limit integer, p_offset integer
) RETURNS TABLE (lot_id uuid, total integer, window_days integer)
LANGUAGE plpgsql STABLE
SET work_mem = '32MB' SET max_parallel_workers_per_gather = 0 SET jit = off SET enable_seqscan = off
AS $$
DECLARE
  i integer;
  matches integer;
  page uuid[];
  -- Near a place: its point and the box around it, computed once (not for every row).
  near_point cube := CASE WHEN p_near_lat IS NOT NULL THEN ll_to_earth(p_near_lat, p_near_lng) END;
  near_box cube := CASE WHEN p_near_lat IS NOT NULL THEN earth_box(ll_to_earth(p_near_lat, p_near_lng), p_near_radius) END;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_days, 1), 0) LOOP
    CONTINUE WHEN p_terms[i] IS NULL;
    SELECT count(*)::integer,
           array_agg(m.id ORDER BY m.n) FILTER (WHERE m.n > p_offset AND m.n <= p_offset + p_limit)
      INTO matches, page
      FROM (SELECT s.lot_id AS id,
                   row_number() OVER (ORDER BY CASE p_order
                                                 WHEN 'relevance' THEN ts_rank(s.search_vector, p_words)::double precision
                                                 WHEN 'distance' THEN -(s.earth <-> near_point)
                                                 ELSE 0 END DESC,
                                      s.sale_start_date, s.auction_id, s.position, s.lot_id) AS n
              FROM lot_search s
             WHERE lot_search_terms(s.search_vector, s.sale_end_date, s.cell)
                     @@ ANY(string_to_array(p_terms[i], E'\n')::tsquery[])
               AND (s.search_vector @@ p_words) IS TRUE
               AND s.sale_end_date > now()
               AND s.sale_end_date <= now() + make_interval(days => p_days[i])
               AND (p_category IS NULL OR s.search_category_id = p_category)
               AND (p_province IS NULL OR s.sale_province::text = p_province)
               AND (p_start_from IS NULL OR s.sale_start_date >= p_start_from)
               AND (p_start_to IS NULL OR s.sale_start_date <= p_start_to)
               AND (near_point IS NULL OR coalesce(
                     near_box @> s.earth AND (s.earth <-> near_point) <= p_near_chord, false))) m;
    IF matches >= p_ranked THEN
      IF page IS NULL THEN
        RETURN QUERY SELECT NULL::uuid, matches, p_days[i];
      ELSE
        RETURN QUERY SELECT p.id, matches, p_days[i] FROM unnest(page) WITH ORDINALITY AS p(id, n) ORDER BY p.n;
      END IF;
      RETURN;
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
ANALYZE "lot_search";
