-- Issue 29 item 5 (decision 024, fifteenth amendment): a window's statement also says which of the
-- windows up to it is the first to hold p_ranked matches. The windows are nested (each holds the
-- sales ending sooner), so a sooner window's matches are the rows read whose sale ends within it:
-- the p_ranked-th soonest end among them gives the first window that fills, and only its rows are
-- ranked. A search near a place can then start at the window expected to fill and still answer
-- the first that does in turn, in one statement: it started below it before (a window expected to
-- fall short, then the next), or went back to the sooner ones when the first tried filled.
-- With p_ranked 0 the first window tried answers, as before. Each window's end is computed once.
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
  answered integer;
  matches integer;
  page uuid[];
  -- Near a place: its point and the box around it, computed once (not for every row).
  near_point cube := CASE WHEN p_near_lat IS NOT NULL THEN ll_to_earth(p_near_lat, p_near_lng) END;
  near_box cube := CASE WHEN p_near_lat IS NOT NULL THEN earth_box(ll_to_earth(p_near_lat, p_near_lng), p_near_radius) END;
  -- Each window's end, once.
  window_ends timestamptz[] := ARRAY(SELECT now() + make_interval(days => d) FROM unnest(p_days) WITH ORDINALITY AS w(d, n) ORDER BY n);
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_days, 1), 0) LOOP
    CONTINUE WHEN p_terms[i] IS NULL;
    WITH m AS MATERIALIZED (
      SELECT s.lot_id, s.search_vector, s.earth, s.sale_end_date, s.sale_start_date, s.auction_id, s.position
        FROM lot_search s
       WHERE lot_search_terms(s.search_vector, s.sale_end_date, s.cell)
               @@ ANY(string_to_array(p_terms[i], E'\n')::tsquery[])
         AND (s.search_vector @@ p_words) IS TRUE
         AND s.sale_end_date > now()
         AND s.sale_end_date <= window_ends[i]
         AND (p_category IS NULL OR s.search_category_id = p_category)
         AND (p_province IS NULL OR s.sale_province::text = p_province)
         AND (p_start_from IS NULL OR s.sale_start_date >= p_start_from)
         AND (p_start_to IS NULL OR s.sale_start_date <= p_start_to)
         AND (near_point IS NULL OR coalesce(
               near_box @> s.earth AND (s.earth <-> near_point) <= p_near_chord, false))),
    -- The p_ranked-th soonest end read: the first window ending at or after it holds p_ranked matches.
    kth AS MATERIALIZED (
      SELECT m.sale_end_date AS kth_end FROM m ORDER BY m.sale_end_date OFFSET greatest(p_ranked, 1) - 1 LIMIT 1),
    chosen AS MATERIALIZED (
      SELECT CASE WHEN p_ranked <= 0 THEN i
                  ELSE (SELECT min(j) FROM generate_series(1, i) AS j, kth WHERE window_ends[j] >= kth.kth_end) END AS j),
    r AS MATERIALIZED (
      SELECT m.lot_id AS id,
             row_number() OVER (ORDER BY CASE p_order
                                           WHEN 'relevance' THEN ts_rank(m.search_vector, p_words)::double precision
                                           WHEN 'distance' THEN -(m.earth <-> near_point)
                                           ELSE 0 END DESC,
                                m.sale_start_date, m.auction_id, m.position, m.lot_id) AS n
        FROM m, chosen
       WHERE m.sale_end_date <= window_ends[chosen.j])
    SELECT (SELECT chosen.j FROM chosen),
           (SELECT count(*)::integer FROM r),
           (SELECT array_agg(r.id ORDER BY r.n) FROM r WHERE r.n > p_offset AND r.n <= p_offset + p_limit)
      INTO answered, matches, page;
    IF answered IS NOT NULL THEN
      IF page IS NULL THEN
        RETURN QUERY SELECT NULL::uuid, matches, p_days[answered];
      ELSE
        RETURN QUERY SELECT p.id, matches, p_days[answered] FROM unnest(page) WITH ORDINALITY AS p(id, n) ORDER BY p.n;
      END IF;
      RETURN;
    END IF;
  END LOOP;
END
$$;
