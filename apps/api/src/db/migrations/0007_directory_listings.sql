CREATE TABLE "directory_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"description" text NOT NULL,
	"website" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"social_media" jsonb NOT NULL,
	"logo" text,
	"status" "directory_listing_status" DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_listings_user_created_idx" ON "directory_listings" USING btree ("user_id","created_at");