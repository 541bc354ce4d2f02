-- Issue 28, item 7: a leaderboard's optional image for narrow screens (320 × 100), shown instead of the 970 × 90 one on phones.
ALTER TABLE "banners" ADD COLUMN "mobile_image_url" text;
