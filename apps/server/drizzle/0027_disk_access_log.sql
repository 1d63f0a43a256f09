CREATE TABLE "disk_access_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disk_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"folder_id" uuid NOT NULL,
	"folder_name" text NOT NULL,
	"actor_id" integer,
	"see" text NOT NULL,
	"upload" text NOT NULL,
	"manager_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disk_access_log" ADD CONSTRAINT "disk_access_log_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disk_access_log" ADD CONSTRAINT "disk_access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disk_access_log_org_id_created_at_index" ON "disk_access_log" USING btree ("org_id","created_at");