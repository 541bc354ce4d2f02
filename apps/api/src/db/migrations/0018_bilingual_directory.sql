-- Issue 16: a directory listing and a company profile may carry their description in French beside the English one.
ALTER TABLE "directory_listings" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_description_fr" text;