-- pg_trgm powers fuzzy search on locations and names (ARCHITECTURE: search). PGlite loads it as an
-- extension passed to its constructor; on PostgreSQL it ships with contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
