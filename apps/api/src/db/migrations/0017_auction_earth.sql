-- Issue 17: each auction's point as earthdistance's cube, stored, and the radius index over it (with the columns a search's count and page order read, so they come from the index alone).
DROP INDEX "auctions_public_earth_idx";--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "earth" "cube" GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED;--> statement-breakpoint
CREATE INDEX "auctions_public_earth_idx" ON "auctions" USING gist ("earth") INCLUDE ("auction_end_date", "auction_start_date", "id") WHERE "auctions"."status" = 'APPROVED' and "auctions"."earth" is not null;
