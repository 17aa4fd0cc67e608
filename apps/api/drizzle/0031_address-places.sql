-- Custom migration: an address a courier can find (issue 31, docs/decisions/039-addresses-a-courier-can-find.md). A saved
-- address names its division, district and upazila or city thana (by id, `dhaka/dhanmondi`), its area and a landmark;
-- the postal code becomes optional ('' when none). An address saved before keeps its city (a district's English name):
-- its division and district are read from it (NULL here), its upazila is not chosen. Orders keep the same fields in
-- their shipping details (jsonb), so they need no column.
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "division" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "district" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "upazila" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "landmark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "postal_code" SET DEFAULT '';
