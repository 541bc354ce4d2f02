CREATE TYPE "public"."auction_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"province" "province" NOT NULL,
	"status" "auction_status" DEFAULT 'PENDING' NOT NULL,
	"auction_start_date" timestamp with time zone NOT NULL,
	"auction_end_date" timestamp with time zone NOT NULL,
	"preview_url" text,
	"catalog_url" text,
	"featured_image" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewed_at" timestamp with time zone,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_auctions" (
	"user_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_auctions_user_id_auction_id_pk" PRIMARY KEY("user_id","auction_id")
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_auctions" ADD CONSTRAINT "saved_auctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_auctions" ADD CONSTRAINT "saved_auctions_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_public_start_idx" ON "auctions" USING btree ("auction_start_date","id") WHERE "auctions"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "auctions_public_category_start_idx" ON "auctions" USING btree ("category_id","auction_start_date") WHERE "auctions"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "auctions_location_trgm_idx" ON "auctions" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auctions_search_idx" ON "auctions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "auctions_seller_idx" ON "auctions" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "auctions_status_created_idx" ON "auctions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "saved_auctions_user_created_idx" ON "saved_auctions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_auctions_auction_idx" ON "saved_auctions" USING btree ("auction_id");--> statement-breakpoint
-- Full text over title (A), category and location (B) and description (C). A trigger rather than a
-- generated column because the category name lives in another table.
CREATE FUNCTION "auctions_search_vector_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.location, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auctions_search_vector_trigger" BEFORE INSERT OR UPDATE OF title, description, location, category_id
  ON "auctions" FOR EACH ROW EXECUTE FUNCTION "auctions_search_vector_refresh"();--> statement-breakpoint
-- A renamed category re-indexes its auctions (the SET of category_id fires the trigger above).
CREATE FUNCTION "categories_rename_reindex_auctions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auctions SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_rename_trigger" AFTER UPDATE OF name ON "categories"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "categories_rename_reindex_auctions"();
