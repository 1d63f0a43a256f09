CREATE TABLE "search_entries" (
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"owner_uid" integer,
	"org_id" integer,
	"visibility" text DEFAULT 'private' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"embedding" real[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_entries_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE INDEX "search_entries_tsv_idx" ON "search_entries" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_entries_kind_owner_uid_index" ON "search_entries" USING btree ("kind","owner_uid");--> statement-breakpoint
CREATE INDEX "search_entries_kind_org_id_index" ON "search_entries" USING btree ("kind","org_id");--> statement-breakpoint
CREATE INDEX "search_entries_kind_updated_at_index" ON "search_entries" USING btree ("kind","updated_at") WHERE "search_entries"."embedding" is not null;