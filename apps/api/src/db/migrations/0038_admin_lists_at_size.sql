-- Issue 31 item 1: the admin Invoices list. Its search matches a part of the invoice number or of
-- the buyer's name, company or e-mail as billed, whatever the case and accents: every invoice
-- carries one lower-case, unaccented key of those, kept by a trigger (unaccent is STABLE, so it
-- cannot sit in an index expression) and read through a trigram index; newest first has its index.
ALTER TABLE "invoices" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_search_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_key := lower(unaccent(concat_ws(' ', NEW.invoice_number, NEW.bill_to->>'name', NEW.bill_to->>'email')));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_search_key_trigger" BEFORE INSERT OR UPDATE OF "invoice_number", "bill_to" ON "invoices" FOR EACH ROW EXECUTE FUNCTION invoices_search_key();--> statement-breakpoint
UPDATE "invoices" SET "search_key" = lower(unaccent(concat_ws(' ', "invoice_number", "bill_to"->>'name', "bill_to"->>'email')));--> statement-breakpoint
CREATE INDEX "invoices_search_key_trgm_idx" ON "invoices" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Issue 31 item 1: the Users list's total at 100,000 accounts. Counting every account for each page
-- read the whole index (hundreds of milliseconds on PGlite); the counts by role and province are
-- kept here instead, exact, by triggers on users: inserts and deletes per statement (a bulk insert
-- adds its rows by group), role and province changes per row. A search still counts its matches.
CREATE TABLE "user_counts" (
	"role" "role" NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_role_province_pk" PRIMARY KEY("role","province")
);
--> statement-breakpoint
INSERT INTO "user_counts" ("role", "province", "total")
  SELECT "role", coalesce("province"::text, ''), count(*) FROM "users" GROUP BY 1, 2;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_counts_add(rows_role role, rows_province text, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO user_counts AS c (role, province, total) VALUES (rows_role, rows_province, delta)
  ON CONFLICT (role, province) DO UPDATE SET total = c.total + excluded.total;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counts_add(role, coalesce(province::text, ''), count(*)::integer) FROM added GROUP BY role, province;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counts_add(role, coalesce(province::text, ''), -count(*)::integer) FROM removed GROUP BY role, province;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_counts_add(OLD.role, coalesce(OLD.province::text, ''), -1);
  PERFORM user_counts_add(NEW.role, coalesce(NEW.province::text, ''), 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_counts_insert_trigger" AFTER INSERT ON "users" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION user_counts_inserted();--> statement-breakpoint
CREATE TRIGGER "user_counts_delete_trigger" AFTER DELETE ON "users" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION user_counts_deleted();--> statement-breakpoint
CREATE TRIGGER "user_counts_update_trigger" AFTER UPDATE OF "role", "province" ON "users" FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."province" IS DISTINCT FROM NEW."province") EXECUTE FUNCTION user_counts_moved();--> statement-breakpoint
CREATE TRIGGER "user_counts_truncate_trigger" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION user_counts_emptied();
