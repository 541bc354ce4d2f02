CREATE TYPE "public"."locale" AS ENUM('en', 'fr');--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" "locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "locale";