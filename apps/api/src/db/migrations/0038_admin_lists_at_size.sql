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
