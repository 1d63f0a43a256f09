CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uid" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"extraction" text DEFAULT 'pending' NOT NULL,
	"extraction_error" text,
	"text" text,
	"text_truncated" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "files_owner_kind_sha256" ON "files" USING btree ("owner_uid","kind","sha256");--> statement-breakpoint
CREATE INDEX "files_owner_created" ON "files" USING btree ("owner_uid","created_at");