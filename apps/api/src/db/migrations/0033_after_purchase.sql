-- Issue 30 item 6 (decision 027): after the purchase.
-- An unpaid invoice its owner cancelled says when; checkout issues a fresh one for the same item.
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamptz;--> statement-breakpoint
-- A renewal is a new banner or directory listing for the next term; it names the one it renews, and
-- one item is renewed once (a second click on the link answers the same renewal).
ALTER TABLE "banners" ADD COLUMN "renews_id" uuid;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "renews_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "banners_renews_idx" ON "banners" ("renews_id") WHERE "renews_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_listings_renews_idx" ON "directory_listings" ("renews_id") WHERE "renews_id" IS NOT NULL;--> statement-breakpoint
-- The renewal reminders sent, one row per item and threshold (30 or 7 days before it ends): the
-- insert is the claim, so several instances and restarts send each reminder once.
CREATE TABLE "renewal_reminders" (
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamptz DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_pk" PRIMARY KEY("item_type","item_id","days_before")
);
