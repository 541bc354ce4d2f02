-- Issue 17: a sale cancelled, postponed or rescheduled by its seller, and the start it had before a new date.
CREATE TYPE "public"."event_status" AS ENUM('SCHEDULED', 'CANCELLED', 'POSTPONED', 'RESCHEDULED');--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "event_status" "event_status" DEFAULT 'SCHEDULED' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "previous_start_date" timestamp with time zone;