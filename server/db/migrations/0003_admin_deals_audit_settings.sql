CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "title_de" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "price_from" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "price_was" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "starts_at" date;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deals_expiry_idx" ON "deals" USING btree ("expiry_date");--> statement-breakpoint
-- The three seed deals of the spec keep their texts; a category gives them their art.
UPDATE "deals" SET "category" = 'hotels' WHERE "title" = 'Έκπτωση 20% σε ξενοδοχεία Αθήνας' AND "category" IS NULL;--> statement-breakpoint
UPDATE "deals" SET "category" = 'flights' WHERE "title" = 'Δωρεάν WiFi σε όλες τις πτήσεις' AND "category" IS NULL;--> statement-breakpoint
UPDATE "deals" SET "category" = 'car-rental' WHERE "title" = 'Έκπτωση 15% σε ενοικιάσεις αυτοκινήτων' AND "category" IS NULL;
