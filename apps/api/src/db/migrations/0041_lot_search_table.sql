-- Issue 29 item 5 (decision 024, fourth amendment): the soonest-ending windows of a search read a
-- slim table of the listed, not yet ended lots instead of the wide `lots` rows. At 5 million lots a
-- common word's two days were ~580 scattered `lots` pages, each row rechecked by recomputing 0039's
-- day words (a NOT in the words made every index hit a recheck), planned against `lots`' ten indexes
-- and run as 4–5 statements. Here: one row per listed lot with only what a window needs (lot, sale,
-- start, position, category, province, the sale's 1° cell, the words), filled in end order so a
-- window's rows are contiguous; one GIN index of the words prefixed with the end day and with the
-- cell and end day; and `lot_search_page` / `lot_search_sales`, which walk the windows inside one
-- statement (their settings with them, their plans kept per connection).
CREATE OR REPLACE FUNCTION "lot_search_cell"("lat" double precision, "lng" double precision) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "lat" IS NULL OR "lng" IS NULL THEN NULL
    ELSE (floor("lat")::integer + 90) * 360 + (floor("lng")::integer + 180) END
$$;--> statement-breakpoint
-- A lot's lexemes prefixed with its sale's end day in days since the epoch, UTC ('d20784_piano'),
-- and, when the sale has a place, with its cell and end day ('c48783_d20784_piano'). No positions or
-- weights: the search checks the words themselves on every row it reads.
CREATE OR REPLACE FUNCTION "lot_search_terms"("vector" tsvector, "ends" timestamptz, "cell" integer) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "ends" IS NULL OR "vector" IS NULL THEN NULL ELSE array_to_tsvector(coalesce(
    array_agg('d' || floor(extract(epoch FROM "ends") / 86400)::bigint || '_' || lexeme)
    || array_agg('c' || "cell" || '_d' || floor(extract(epoch FROM "ends") / 86400)::bigint || '_' || lexeme)
       FILTER (WHERE "cell" IS NOT NULL), '{}'))
  END
  FROM unnest(tsvector_to_array("vector")) lexeme WHERE length(lexeme) < 1900
$$;--> statement-breakpoint
CREATE TABLE "lot_search" (
	"lot_id" uuid PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"sale_end_date" timestamp with time zone NOT NULL,
	"sale_start_date" timestamp with time zone NOT NULL,
	"position" integer NOT NULL,
	"search_category_id" uuid,
	"sale_province" "province",
	"cell" integer,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
-- Kept by the database: a lot's row is written whenever the lot or its copies of the sale's facts
-- change (the 0024 and 0036 triggers keep those, so a sale's review, new dates, place, province or
-- category reach it through its lots), and removed when the lot is deleted (also by its sale's
-- deletion), its sale is no longer listed, or its sale has ended when it is written.
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
                          sale_province, cell, search_vector)
  VALUES (NEW.id, NEW.auction_id, NEW.sale_end_date, NEW.sale_start_date, NEW.position, NEW.search_category_id,
          NEW.sale_province, lot_search_cell(NEW.sale_lat, NEW.sale_lng), NEW.search_vector)
  ON CONFLICT (lot_id) DO UPDATE SET
    auction_id = EXCLUDED.auction_id, sale_end_date = EXCLUDED.sale_end_date,
    sale_start_date = EXCLUDED.sale_start_date, position = EXCLUDED.position,
    search_category_id = EXCLUDED.search_category_id, sale_province = EXCLUDED.sale_province,
    cell = EXCLUDED.cell, search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lot_search_keep_trigger"
  AFTER INSERT OR DELETE ON "lots" FOR EACH ROW EXECUTE FUNCTION "lot_search_keep"();--> statement-breakpoint
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
     OR OLD.sale_lng IS DISTINCT FROM NEW.sale_lng)
  EXECUTE FUNCTION "lot_search_keep"();--> statement-breakpoint
-- The listed, not yet ended lots, in end order (then sale and catalogue order): a window's rows
-- are contiguous in the table.
INSERT INTO "lot_search" ("lot_id", "auction_id", "sale_end_date", "sale_start_date", "position",
                          "search_category_id", "sale_province", "cell", "search_vector")
SELECT "id", "auction_id", "sale_end_date", "sale_start_date", "position", "search_category_id", "sale_province",
       lot_search_cell("sale_lat", "sale_lng"), "search_vector"
FROM "lots"
WHERE "sale_listed" AND "sale_end_date" > now() AND "sale_start_date" IS NOT NULL AND "search_vector" IS NOT NULL
ORDER BY "sale_end_date", "auction_id", "position";--> statement-breakpoint
CREATE INDEX "lot_search_terms_idx" ON "lot_search" USING gin (lot_search_terms("search_vector", "sale_end_date", "cell"));--> statement-breakpoint
-- 0039's day index on the wide rows is no longer read.
DROP INDEX "lots_search_days_idx";--> statement-breakpoint
-- The page of the first window (p_days[i] days from now, its terms p_terms[i]; a null term skips
-- the window) holding p_ranked matches, near a place when p_near_lat is given (the sale's place
-- within p_near_radius metres: the GiST box and the chord, as the auction list checks it, read for
-- each candidate row by the sale's key): the page's lot ids in order, each with the window's count
-- and days; one row with a null id past its last page; no row when no window holds that many (the
-- caller then ranks every match, as before). Ranked by ts_rank when p_by_rank (else 0), ties by
-- sale start, sale, catalogue position and lot id, as every lot search. The settings are a search's
-- (decision 024): no lossy bitmap, no parallel workers, no JIT.
CREATE OR REPLACE FUNCTION "lot_search_page"(
  p_words tsquery, p_terms text[], p_days integer[], p_ranked integer, p_by_rank boolean,
  p_category uuid, p_province text, p_start_from timestamptz, p_start_to timestamptz,
  p_near_lat double precision, p_near_lng double precision, p_near_radius double precision,
  p_near_chord double precision, p_limit integer, p_offset integer
) RETURNS TABLE (lot_id uuid, total integer, window_days integer)
LANGUAGE plpgsql STABLE
SET work_mem = '32MB' SET max_parallel_workers_per_gather = 0 SET jit = off
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
                   row_number() OVER (ORDER BY CASE WHEN p_by_rank THEN ts_rank(s.search_vector, p_words) ELSE 0 END DESC,
                                      s.sale_start_date, s.auction_id, s.position, s.lot_id) AS n
              FROM lot_search s
             WHERE lot_search_terms(s.search_vector, s.sale_end_date, s.cell) @@ p_terms[i]::tsquery
               AND (s.search_vector @@ p_words) IS TRUE
               AND s.sale_end_date > now()
               AND s.sale_end_date <= now() + make_interval(days => p_days[i])
               AND (p_category IS NULL OR s.search_category_id = p_category)
               AND (p_province IS NULL OR s.sale_province::text = p_province)
               AND (p_start_from IS NULL OR s.sale_start_date >= p_start_from)
               AND (p_start_to IS NULL OR s.sale_start_date <= p_start_to)
               -- A subquery per row (the sale by its key), never a join over every sale.
               AND (near_point IS NULL OR coalesce((
                     SELECT near_box @> a.earth AND (a.earth <-> near_point) <= p_near_chord
                       FROM auctions a WHERE a.id = s.auction_id), false))) m;
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
-- The auction search's lot side: the sales of the first window holding p_ranked matching lots, no
-- row when none does (the caller then reads every matching lot's sale, as before).
CREATE OR REPLACE FUNCTION "lot_search_sales"(
  p_words tsquery, p_terms text[], p_days integer[], p_ranked integer,
  p_province text, p_start_from timestamptz, p_start_to timestamptz
) RETURNS TABLE (auction_id uuid)
LANGUAGE plpgsql STABLE
SET work_mem = '32MB' SET max_parallel_workers_per_gather = 0 SET jit = off
AS $$
DECLARE
  i integer;
  matches integer;
  sales uuid[];
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_days, 1), 0) LOOP
    CONTINUE WHEN p_terms[i] IS NULL;
    SELECT count(*)::integer, array_agg(DISTINCT s.auction_id)
      INTO matches, sales
      FROM lot_search s
     WHERE lot_search_terms(s.search_vector, s.sale_end_date, s.cell) @@ p_terms[i]::tsquery
       AND (s.search_vector @@ p_words) IS TRUE
       AND s.sale_end_date > now()
       AND s.sale_end_date <= now() + make_interval(days => p_days[i])
       AND (p_province IS NULL OR s.sale_province::text = p_province)
       AND (p_start_from IS NULL OR s.sale_start_date >= p_start_from)
       AND (p_start_to IS NULL OR s.sale_start_date <= p_start_to);
    IF matches >= p_ranked THEN
      RETURN QUERY SELECT unnest(sales);
      RETURN;
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
ANALYZE "lot_search";
