-- Issue 31 item 2: why a reviewer refused an auction or a banner (a contracts' RejectionReason code
-- and an optional note) and when, shown to its owner and mailed to them; cleared on resubmission.
ALTER TABLE "auctions" ADD COLUMN "rejection_code" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "rejection_code" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "rejected_at" timestamp with time zone;
