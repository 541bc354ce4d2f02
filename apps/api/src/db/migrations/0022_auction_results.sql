-- Issue 28: after a sale, its seller may link its results (https) and add a short note.
ALTER TABLE "auctions" ADD COLUMN "results_url" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "results_note" text;