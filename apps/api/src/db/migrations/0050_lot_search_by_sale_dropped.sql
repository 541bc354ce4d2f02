-- Decision 024, fourteenth amendment: migration 0048's index read every match near a place by the
-- sales near it off `lot_search`. Since migration 0049 those matches are looked up by cell, and the
-- read by sale is left only where the circle's cells cannot be listed (a pole, the antimeridian),
-- where `lots` answers it as before 0048. Every write to `lot_search` kept this index for nothing.
DROP INDEX IF EXISTS "lot_search_auction_idx";
