CREATE TABLE "coursewares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coursewares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_uid" integer NOT NULL,
	"title" text NOT NULL,
	"form" jsonb NOT NULL,
	"outline" jsonb NOT NULL,
	"slides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outline_source" text NOT NULL,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coursewares" ADD CONSTRAINT "coursewares_owner_uid_users_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coursewares_owner_uid_updated_at_index" ON "coursewares" USING btree ("owner_uid","updated_at");