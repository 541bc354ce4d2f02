-- Issue 17: saved searches and followed auctioneers, each with its digest watermark, schedule and one-click unsubscribe token.
CREATE TYPE "public"."alert_frequency" AS ENUM('INSTANT', 'DAILY', 'WEEKLY');--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"frequency" "alert_frequency" DEFAULT 'DAILY' NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"next_digest_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_seller_id_pk" PRIMARY KEY("user_id","seller_id"),
	CONSTRAINT "follows_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" "alert_frequency" DEFAULT 'DAILY' NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"next_digest_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_seller_idx" ON "follows" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "follows_due_idx" ON "follows" USING btree ("next_digest_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("next_digest_at");