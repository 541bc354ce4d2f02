-- Issue 31 item 3 (decision 023): superadmins name categories in both languages, order and retire
-- them. The French name of each reference category is the one the contracts' table gave it
-- (labels-fr.ts); any other row starts with its English name until a superadmin renames it.
-- Names are unique whatever their case, in each language.
ALTER TABLE "categories" ADD COLUMN "name_fr" text;--> statement-breakpoint
UPDATE "categories" AS c SET "name_fr" = fr.name_fr FROM (VALUES
	('Business Assets', 'Actifs d’entreprise'),
	('Collectibles', 'Objets de collection'),
	('Estate Sales', 'Ventes de succession'),
	('Farm Equipment', 'Équipement agricole'),
	('Industrial Equipment', 'Équipement industriel'),
	('Jewelry & Watches', 'Bijoux et montres'),
	('Real Estate', 'Immobilier'),
	('Vehicles', 'Véhicules'),
	('Antiques', 'Antiquités'),
	('Art', 'Art'),
	('Coins & Currency', 'Pièces de monnaie et billets'),
	('Firearms & Militaria', 'Armes à feu et objets militaires'),
	('Furniture', 'Mobilier'),
	('Heavy Equipment', 'Équipement lourd'),
	('Marine & Boats', 'Nautisme et bateaux'),
	('Tools & Workshop', 'Outils et atelier')
) AS fr(name, name_fr) WHERE c."name" = fr.name;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = "name" WHERE "name_fr" IS NULL;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "name_fr" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_idx" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_fr_lower_idx" ON "categories" USING btree (lower("name_fr"));
