-- Issue 29: an auction's lots, in catalogue order, and the auction's count of them (kept by the
-- lot writes, so lists carry lotCount without counting). Lot numbers are unique in their auction
-- whatever their case, for the import of item 2; the search vector (both languages, as the
-- auctions' of migration 0011) and its GIN index serve the lot search of item 4; the GIN index on
-- images serves the upload sweep's question "does a lot still show this address".
CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"lot_number" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"title_fr" text,
	"description_fr" text,
	"estimate_low" integer,
	"estimate_high" integer,
	"category_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_estimates_order" CHECK ("lots"."estimate_low" <= "lots"."estimate_high"),
	CONSTRAINT "lots_quantity_positive" CHECK ("lots"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "lot_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_auction_position_idx" ON "lots" USING btree ("auction_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_auction_number_idx" ON "lots" USING btree ("auction_id",lower("lot_number"));--> statement-breakpoint
CREATE INDEX "lots_search_idx" ON "lots" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "lots_images_idx" ON "lots" USING gin ("images");;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lots_search_vector_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', unaccent(coalesce(NEW.lot_number, ''))), 'A') ||
    setweight(to_tsvector('english', unaccent(coalesce(NEW.title, ''))), 'A') ||
    setweight(to_tsvector('french', unaccent(coalesce(NEW.title_fr, ''))), 'A') ||
    setweight(to_tsvector('english', unaccent(coalesce(NEW.description, ''))), 'C') ||
    setweight(to_tsvector('french', unaccent(coalesce(NEW.description_fr, ''))), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lots_search_vector_trigger"
  BEFORE INSERT OR UPDATE OF lot_number, title, description, title_fr, description_fr
  ON "lots" FOR EACH ROW EXECUTE FUNCTION "lots_search_vector_refresh"();
