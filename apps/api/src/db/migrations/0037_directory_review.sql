-- Issue 31 item 2 (decision 033): paid directory listings are reviewed after they go live. A
-- listing waits in the admins' queue (PENDING) until approved or rejected with a reason; a rejected
-- one leaves the public directories (users.directory_rejected) until its owner resubmits it.
CREATE TYPE "public"."directory_review_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "review_status" "directory_review_status" DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "rejection_code" text;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory_rejected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every listing from before the review counts as approved: the paid ones were live and accepted,
-- and an unpaid one goes to the queue when it is paid (activation sets PENDING).
UPDATE "directory_listings" SET "review_status" = 'APPROVED', "reviewed_at" = "activated_at" WHERE "status" <> 'PENDING_PAYMENT';--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_listings_review_idx" ON "directory_listings" USING btree ("created_at","id") WHERE "directory_listings"."review_status" = 'PENDING' and "directory_listings"."status" = 'ACTIVE';
