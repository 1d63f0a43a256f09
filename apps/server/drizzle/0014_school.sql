CREATE TABLE "disk_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" uuid,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"mime" text DEFAULT '' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"storage_key" text DEFAULT '' NOT NULL,
	"text" text,
	"uploader_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "org_join_requests" (
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_join_requests_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "org_members" ADD COLUMN "role" text DEFAULT 'teacher' NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "join_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "join_approval" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "disk_quota_bytes" bigint DEFAULT 10737418240 NOT NULL;--> statement-breakpoint
ALTER TABLE "disk_items" ADD CONSTRAINT "disk_items_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_items" ADD CONSTRAINT "disk_items_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_join_requests" ADD CONSTRAINT "org_join_requests_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_join_requests" ADD CONSTRAINT "org_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disk_items_org_id_parent_id_index" ON "disk_items" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE INDEX "disk_items_org_id_deleted_at_index" ON "disk_items" USING btree ("org_id","deleted_at");