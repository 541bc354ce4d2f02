-- Issue 29 items 2 and 5 (decision 031, the import as a job): a lot import whose photos take
-- minutes runs in the background. The row is the job's whole state, so any instance answers its
-- progress, and a run stopped by a restart is claimed again (lease_until, claim) and resumed from
-- progress (the rows whose photos are stored).
CREATE TYPE "public"."lot_import_job_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "lot_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "lot_import_job_status" DEFAULT 'queued' NOT NULL,
	"partial" boolean NOT NULL,
	"locale" "locale" NOT NULL,
	"folder" text NOT NULL,
	"has_zip" boolean NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim" uuid,
	"lease_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lot_import_jobs" ADD CONSTRAINT "lot_import_jobs_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_import_jobs" ADD CONSTRAINT "lot_import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_import_jobs_auction_idx" ON "lot_import_jobs" USING btree ("auction_id","created_at");--> statement-breakpoint
CREATE INDEX "lot_import_jobs_active_idx" ON "lot_import_jobs" USING btree ("lease_until") WHERE "lot_import_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "lot_import_jobs_user_idx" ON "lot_import_jobs" USING btree ("user_id") WHERE "lot_import_jobs"."status" in ('queued', 'running');