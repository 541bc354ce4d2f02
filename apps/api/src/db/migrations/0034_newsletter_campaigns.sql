-- Issue 31 item 4 (decision 028): newsletter campaigns and one row per recipient address; the
-- primary key (campaign_id, email) is what keeps one address from getting a campaign twice.
CREATE TABLE "newsletter_campaign_recipients" (
	"campaign_id" uuid NOT NULL,
	"email" text NOT NULL,
	"subscriber_id" uuid,
	"language" "locale" NOT NULL,
	"outbox_id" uuid,
	"queued_at" timestamp with time zone,
	CONSTRAINT "newsletter_campaign_recipients_campaign_id_email_pk" PRIMARY KEY("campaign_id","email")
);
--> statement-breakpoint
CREATE TABLE "newsletter_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_en" text NOT NULL,
	"subject_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"upcoming_place_id" text,
	"upcoming_radius_km" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"sent_by" uuid,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD CONSTRAINT "newsletter_campaign_recipients_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_recipients" ADD CONSTRAINT "newsletter_campaign_recipients_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_upcoming_place_id_places_id_fk" FOREIGN KEY ("upcoming_place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_campaign_recipients_pending_idx" ON "newsletter_campaign_recipients" USING btree ("campaign_id") WHERE "newsletter_campaign_recipients"."outbox_id" is null;--> statement-breakpoint
CREATE INDEX "newsletter_campaign_recipients_queued_idx" ON "newsletter_campaign_recipients" USING btree ("queued_at");--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_created_idx" ON "newsletter_campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_sending_idx" ON "newsletter_campaigns" USING btree ("send_started_at") WHERE "newsletter_campaigns"."status" = 'sending';
