CREATE TABLE "app_definitions" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_ratings" (
	"log_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"app_id" integer,
	"useful" boolean NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_ratings_log_id_user_id_pk" PRIMARY KEY("log_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "app_definitions" ADD CONSTRAINT "app_definitions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_ratings" ADD CONSTRAINT "answer_ratings_log_id_conversation_messages_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_ratings" ADD CONSTRAINT "answer_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_ratings" ADD CONSTRAINT "answer_ratings_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_ratings_app_id_index" ON "answer_ratings" USING btree ("app_id");