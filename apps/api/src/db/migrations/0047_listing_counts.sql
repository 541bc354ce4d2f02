-- Issue 31 (decision 035, amended): each user's auction and banner counts (spec 001 §3 `_count`),
-- which the admin Users page showed by counting both tables for each of its 50 users: at 100,000
-- users the bench's first page (its sellers) read 1,838 buffers, 1,732 of them banners' heap pages,
-- and it was most of the page statement's CPU on PGlite. Kept here instead, exact, by triggers on
-- auctions and banners: inserts and deletes per statement (a bulk insert adds its rows by seller),
-- a change of owner per row, a truncate empties them. A user's delete cascades to their listings;
-- the counts then update no row (the user is gone), which is right.
ALTER TABLE "users" ADD COLUMN "auction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banner_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" SET "auction_count" = c.n FROM (SELECT "seller_id", count(*)::integer AS n FROM "auctions" GROUP BY 1) c WHERE "users"."id" = c."seller_id";--> statement-breakpoint
UPDATE "users" SET "banner_count" = c.n FROM (SELECT "advertiser_id", count(*)::integer AS n FROM "banners" GROUP BY 1) c WHERE "users"."id" = c."advertiser_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_auction_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET auction_count = auction_count + c.n
    FROM (SELECT seller_id, count(*)::integer AS n FROM added GROUP BY seller_id) c WHERE users.id = c.seller_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_auction_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET auction_count = auction_count - c.n
    FROM (SELECT seller_id, count(*)::integer AS n FROM removed GROUP BY seller_id) c WHERE users.id = c.seller_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_auction_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET auction_count = auction_count - 1 WHERE id = OLD.seller_id;
  UPDATE users SET auction_count = auction_count + 1 WHERE id = NEW.seller_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_auction_count_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET auction_count = 0 WHERE auction_count <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_banner_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET banner_count = banner_count + c.n
    FROM (SELECT advertiser_id, count(*)::integer AS n FROM added GROUP BY advertiser_id) c WHERE users.id = c.advertiser_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_banner_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET banner_count = banner_count - c.n
    FROM (SELECT advertiser_id, count(*)::integer AS n FROM removed GROUP BY advertiser_id) c WHERE users.id = c.advertiser_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_banner_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET banner_count = banner_count - 1 WHERE id = OLD.advertiser_id;
  UPDATE users SET banner_count = banner_count + 1 WHERE id = NEW.advertiser_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_banner_count_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET banner_count = 0 WHERE banner_count <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auction_count_insert_trigger" AFTER INSERT ON "auctions" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION users_auction_count_inserted();--> statement-breakpoint
CREATE TRIGGER "users_auction_count_delete_trigger" AFTER DELETE ON "auctions" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION users_auction_count_deleted();--> statement-breakpoint
CREATE TRIGGER "users_auction_count_update_trigger" AFTER UPDATE OF "seller_id" ON "auctions" FOR EACH ROW WHEN (OLD."seller_id" IS DISTINCT FROM NEW."seller_id") EXECUTE FUNCTION users_auction_count_moved();--> statement-breakpoint
CREATE TRIGGER "users_auction_count_truncate_trigger" AFTER TRUNCATE ON "auctions" FOR EACH STATEMENT EXECUTE FUNCTION users_auction_count_emptied();--> statement-breakpoint
CREATE TRIGGER "users_banner_count_insert_trigger" AFTER INSERT ON "banners" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION users_banner_count_inserted();--> statement-breakpoint
CREATE TRIGGER "users_banner_count_delete_trigger" AFTER DELETE ON "banners" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION users_banner_count_deleted();--> statement-breakpoint
CREATE TRIGGER "users_banner_count_update_trigger" AFTER UPDATE OF "advertiser_id" ON "banners" FOR EACH ROW WHEN (OLD."advertiser_id" IS DISTINCT FROM NEW."advertiser_id") EXECUTE FUNCTION users_banner_count_moved();--> statement-breakpoint
CREATE TRIGGER "users_banner_count_truncate_trigger" AFTER TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION users_banner_count_emptied();
