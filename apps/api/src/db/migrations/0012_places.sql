-- Issue 17: places (a gazetteer of six provinces) and auction coordinates. earthdistance (on cube)
-- gives ll_to_earth and earth_box for the radius search's GiST index; PGlite loads both too.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- The one spelling of a place name that search and geocoding compare: lower case, no accents, no
-- apostrophes or dots, other punctuation as spaces, "saint"/"sainte" as "st"/"ste". STABLE, not
-- IMMUTABLE, because unaccent depends on its dictionary; it is computed on write, never indexed.
CREATE OR REPLACE FUNCTION place_key(name text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(btrim(regexp_replace(regexp_replace(lower(unaccent(name)),
    '[''’.]', '', 'g'), '[^a-z0-9]+', ' ', 'g')), '\msainte\M', 'ste', 'g'), '\msaint\M', 'st', 'g')
$$;--> statement-breakpoint
CREATE TABLE "places" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province" "province" NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "place_id" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "lng" double precision;--> statement-breakpoint
CREATE INDEX "places_search_key_trgm_idx" ON "places" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_search_key_idx" ON "places" USING btree ("search_key","province");--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_public_earth_idx" ON "auctions" USING gist (ll_to_earth("lat", "lng")) WHERE "auctions"."status" = 'APPROVED' and "auctions"."lat" is not null;