-- Issue 31 item 1: the admin Users list at 100,000 accounts. Search matches names, e-mail and
-- company in part, whatever the case and accents, so every user carries one lower-case, unaccented
-- key of those four fields, kept by a trigger (unaccent is STABLE, so it cannot sit in an index
-- expression) and read through a trigram index; the sorts the list offers each have an index.
ALTER TABLE "users" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_search_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_key := lower(unaccent(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.email, NEW.company_name)));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_key_trigger" BEFORE INSERT OR UPDATE OF "first_name", "last_name", "email", "company_name" ON "users" FOR EACH ROW EXECUTE FUNCTION users_search_key();--> statement-breakpoint
UPDATE "users" SET "search_key" = lower(unaccent(concat_ws(' ', "first_name", "last_name", "email", "company_name")));--> statement-breakpoint
CREATE INDEX "users_search_key_trgm_idx" ON "users" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (lower("last_name"), lower("first_name"), "id");--> statement-breakpoint
CREATE INDEX "users_province_created_idx" ON "users" USING btree ("province", "created_at" DESC, "id" DESC);
