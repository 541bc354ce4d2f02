-- Issue 29 item 4: the lot search filters by category, the lot's own or else its sale's. The full-text
-- index over both languages' titles and descriptions is migration 0024's (lots_search_idx, English
-- and French configurations, unaccented); this adds what a category filter and the category's
-- deletion (ON DELETE SET NULL walks the lots of the deleted category) need at millions of lots.
CREATE INDEX IF NOT EXISTS "lots_category_idx" ON "lots" USING btree ("category_id") WHERE "lots"."category_id" is not null;
