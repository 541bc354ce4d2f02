-- Issue 29 item 5 (decision 024): each lot carries what the lot search asks of its sale — listed
-- (approved), start and end, province, the lot's category else the sale's, and the sale's place —
-- so a search is one indexed statement over lots, never a join that filters 100,000 sales first.
-- The database keeps the copies: a lot takes them from its sale when written, and a sale's change
-- of status, dates, province, category or place is written through to its lots in the same
-- statement, whatever code path made it. Deleting a sale deletes its lots (the foreign key).
ALTER TABLE "lots" ADD COLUMN "sale_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "sale_start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "sale_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "sale_province" "province";--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "search_category_id" uuid;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "sale_lat" double precision;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "sale_lng" double precision;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "sale_earth" "cube";--> statement-breakpoint
UPDATE "lots" SET
  "sale_listed" = a."status" = 'APPROVED',
  "sale_start_date" = a."auction_start_date",
  "sale_end_date" = a."auction_end_date",
  "sale_province" = a."province",
  "search_category_id" = coalesce("lots"."category_id", a."category_id"),
  "sale_lat" = a."lat",
  "sale_lng" = a."lng",
  "sale_earth" = a."earth"
FROM "auctions" a WHERE a."id" = "lots"."auction_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lots_sale_columns_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.status = 'APPROVED', a.auction_start_date, a.auction_end_date, a.province,
         coalesce(NEW.category_id, a.category_id), a.lat, a.lng, a.earth
    INTO NEW.sale_listed, NEW.sale_start_date, NEW.sale_end_date, NEW.sale_province,
         NEW.search_category_id, NEW.sale_lat, NEW.sale_lng, NEW.sale_earth
    FROM auctions a WHERE a.id = NEW.auction_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lots_sale_columns_trigger"
  BEFORE INSERT OR UPDATE OF auction_id, category_id
  ON "lots" FOR EACH ROW EXECUTE FUNCTION "lots_sale_columns_fill"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "auctions_lots_sale_columns_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lots SET
    sale_listed = NEW.status = 'APPROVED',
    sale_start_date = NEW.auction_start_date,
    sale_end_date = NEW.auction_end_date,
    sale_province = NEW.province,
    search_category_id = coalesce(lots.category_id, NEW.category_id),
    sale_lat = NEW.lat,
    sale_lng = NEW.lng,
    sale_earth = NEW.earth
  WHERE lots.auction_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auctions_lots_sale_columns_trigger"
  AFTER UPDATE OF status, auction_start_date, auction_end_date, province, category_id, lat, lng
  ON "auctions" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
     OR OLD.auction_start_date IS DISTINCT FROM NEW.auction_start_date
     OR OLD.auction_end_date IS DISTINCT FROM NEW.auction_end_date
     OR OLD.province IS DISTINCT FROM NEW.province
     OR OLD.category_id IS DISTINCT FROM NEW.category_id
     OR OLD.lat IS DISTINCT FROM NEW.lat
     OR OLD.lng IS DISTINCT FROM NEW.lng)
  EXECUTE FUNCTION "auctions_lots_sale_columns_sync"();--> statement-breakpoint
-- A search of many matches ranks those of the sales ending soonest (decision 024): their end.
CREATE INDEX "lots_listed_end_idx" ON "lots" USING btree ("sale_end_date") WHERE "lots"."sale_listed";--> statement-breakpoint
-- The listed subset, read in the search's date order (soonest sale, sale, catalogue order), whole
-- or by category; and the listed lots' places for a radius search (the auctions' GiST box).
CREATE INDEX "lots_listed_start_idx" ON "lots" USING btree ("sale_start_date","auction_id","position") WHERE "lots"."sale_listed";--> statement-breakpoint
CREATE INDEX "lots_listed_category_start_idx" ON "lots" USING btree ("search_category_id","sale_start_date","auction_id","position") WHERE "lots"."sale_listed";--> statement-breakpoint
CREATE INDEX "lots_listed_earth_idx" ON "lots" USING gist ("sale_earth") WHERE "lots"."sale_listed" and "lots"."sale_earth" is not null;
