-- Issue 30 item 2: directory profile views and contact clicks per company per day (the company's
-- calendar, America/Halifax), one row a day, so reading a year is one small index range. Keyed by
-- the profile's user: a renewed listing keeps its history. Banners already have theirs (banner_stats).
CREATE TABLE "directory_stats_daily" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"contact_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "directory_stats_daily_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "directory_stats_daily" ADD CONSTRAINT "directory_stats_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
