CREATE TYPE "public"."advertiser_type" AS ENUM('AUCTIONEER', 'AUCTION_PRODUCTION', 'REAL_ESTATE_AGENT', 'MOVE_MANAGER', 'ESTATE_SALE_COMPANY', 'APPRAISAL_SERVICE', 'CLEANING_SERVICE', 'LEGAL_SERVICE', 'JUNK_REMOVAL', 'STORAGE_FACILITY', 'OTHER_SERVICE');--> statement-breakpoint
CREATE TYPE "public"."directory_listing_status" AS ENUM('PENDING_PAYMENT', 'ACTIVE', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."pricing_key" AS ENUM('BANNER_LEADERBOARD_MONTHLY', 'BANNER_SQUARE_MONTHLY', 'AUCTION_LISTING', 'DIRECTORY_LISTING');--> statement-breakpoint
CREATE TYPE "public"."province" AS ENUM('AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('SELLER', 'ADMIN', 'SUPERADMIN', 'USER');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name"),
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "pricing" (
	"key" "pricing_key" PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" "role" DEFAULT 'SELLER' NOT NULL,
	"advertiser_type" "advertiser_type",
	"company_name" text,
	"company_phone" text,
	"company_website" text,
	"company_address" text,
	"company_description" text,
	"company_contact_name" text,
	"company_contact_email" text,
	"company_contact_phone" text,
	"company_logo" text,
	"is_directory_listed" boolean DEFAULT false NOT NULL,
	"province" "province",
	"auto_approve" boolean DEFAULT false NOT NULL,
	"free_banner_ads" boolean DEFAULT false NOT NULL,
	"free_auction_listings" boolean DEFAULT false NOT NULL,
	"directory_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"directory_service_area" text,
	"directory_status" "directory_listing_status",
	"directory_activated_at" timestamp with time zone,
	"directory_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("available_at") WHERE "outbox"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");