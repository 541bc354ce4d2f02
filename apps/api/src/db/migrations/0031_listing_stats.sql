-- Issue 30 item 1 (decision 025): listing statistics per auction and day of the company's calendar,
-- the day's deduplication of views (salted hashes, swept with their salt), the weekly summary's
-- sends and the seller's choice to receive it.
ALTER TABLE "users" ADD COLUMN "weekly_stats_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "auction_stats_daily" (
	"auction_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"calendar_adds" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"outbound_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "auction_stats_daily_auction_id_day_pk" PRIMARY KEY("auction_id","day")
);
--> statement-breakpoint
CREATE TABLE "auction_view_marks" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "auction_view_marks_day_visitor_pk" PRIMARY KEY("day","visitor")
);
--> statement-breakpoint
CREATE TABLE "stats_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_stats_sends" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_stats_sends_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "auction_stats_daily" ADD CONSTRAINT "auction_stats_daily_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_stats_sends" ADD CONSTRAINT "weekly_stats_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
