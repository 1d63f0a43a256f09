CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uid" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"scene" text NOT NULL,
	"format" text NOT NULL,
	"duration" real NOT NULL,
	"size" integer NOT NULL,
	"job_id" uuid,
	"transcript" jsonb,
	"analysis" jsonb,
	"analysis_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_owner_uid_users_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recordings_owner_uid_created_at_index" ON "recordings" USING btree ("owner_uid","created_at");