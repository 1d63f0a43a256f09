ALTER TABLE "disk_items" ADD COLUMN "see_access" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "disk_items" ADD COLUMN "upload_access" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "disk_items" ADD COLUMN "manager_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;