ALTER TABLE "clicks" ADD COLUMN "prefilled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "device_class" text;--> statement-breakpoint
ALTER TABLE "clicks" ADD COLUMN "deal_id" text;--> statement-breakpoint
CREATE INDEX "clicks_created_idx" ON "clicks" USING btree ("created_at");