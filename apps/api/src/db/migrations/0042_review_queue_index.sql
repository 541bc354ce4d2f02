-- Issue 31 item 1: the review queue reads its matches' sort keys and ids (start date, id) from the status index alone, not from one heap page per queued auction (INCLUDE, which drizzle cannot spell; the schema names the key columns).
DROP INDEX IF EXISTS "auctions_status_created_idx";--> statement-breakpoint
CREATE INDEX "auctions_status_created_idx" ON "auctions" USING btree ("status","created_at") INCLUDE ("auction_start_date", "id");
