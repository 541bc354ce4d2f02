-- Issue 28, decision 018: the facts of a sale as fields. Every existing auction reads as "not stated"
-- (nulls and empty lists); the premium is kept in hundredths of a percent, an integer.
CREATE TYPE "public"."sale_payment_method" AS ENUM('CASH', 'DEBIT', 'CREDIT_CARD', 'E_TRANSFER', 'CHEQUE', 'WIRE');--> statement-breakpoint
CREATE TYPE "public"."sale_type" AS ENUM('LIVE_ONSITE', 'ONLINE_TIMED', 'LIVE_WEBCAST', 'HYBRID');--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "sale_type" "sale_type";--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "bidding_url" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "buyers_premium_basis_points" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "payment_methods" "sale_payment_method"[] DEFAULT '{}'::sale_payment_method[] NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "preview_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pickup_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "terms_fr" text;