ALTER TABLE "auctions" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "description_fr" text;--> statement-breakpoint
-- Issue 16: an auction is found by words of either language, accents or not: English text through
-- the english configuration, French text through the french one, both unaccented (the query side
-- unaccents too, see auctions/queries.ts tsQuery).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "auctions_search_vector_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_name text := (SELECT name FROM categories WHERE id = NEW.category_id);
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', unaccent(coalesce(NEW.title, ''))), 'A') ||
    setweight(to_tsvector('french', unaccent(coalesce(NEW.title_fr, ''))), 'A') ||
    setweight(to_tsvector('english', unaccent(coalesce(category_name, ''))), 'B') ||
    setweight(to_tsvector('english', unaccent(coalesce(NEW.location, ''))), 'B') ||
    setweight(to_tsvector('english', unaccent(coalesce(NEW.description, ''))), 'C') ||
    setweight(to_tsvector('french', unaccent(coalesce(NEW.description_fr, ''))), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "auctions_search_vector_trigger" ON "auctions";--> statement-breakpoint
CREATE TRIGGER "auctions_search_vector_trigger"
  BEFORE INSERT OR UPDATE OF title, description, title_fr, description_fr, location, category_id
  ON "auctions" FOR EACH ROW EXECUTE FUNCTION "auctions_search_vector_refresh"();--> statement-breakpoint
UPDATE "auctions" SET "title" = "title";
