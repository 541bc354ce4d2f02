CREATE TYPE "public"."banner_placement" AS ENUM('HOMEPAGE', 'HOMEPAGE_FEATURED', 'HOMEPAGE_SIDEBAR_1', 'HOMEPAGE_SIDEBAR_2', 'HOMEPAGE_SIDEBAR_3', 'CATEGORY_PAGE', 'LISTING_DETAIL');--> statement-breakpoint
CREATE TYPE "public"."banner_size" AS ENUM('SQUARE', 'LEADERBOARD');--> statement-breakpoint
CREATE TYPE "public"."banner_status" AS ENUM('PENDING', 'APPROVED', 'ACTIVE', 'REJECTED', 'AWAITING_PAYMENT');--> statement-breakpoint
CREATE TABLE "banner_stats" (
	"banner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_stats_banner_id_day_pk" PRIMARY KEY("banner_id","day")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"advertiser_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"target_url" text NOT NULL,
	"image_url" text NOT NULL,
	"placement" "banner_placement" NOT NULL,
	"size" "banner_size" NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" "banner_status" DEFAULT 'PENDING' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banner_stats" ADD CONSTRAINT "banner_stats_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_served_idx" ON "banners" USING btree ("status","placement","end_date","start_date");--> statement-breakpoint
CREATE INDEX "banners_advertiser_idx" ON "banners" USING btree ("advertiser_id","created_at");--> statement-breakpoint
CREATE INDEX "banners_status_created_idx" ON "banners" USING btree ("status","created_at");