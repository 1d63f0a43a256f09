CREATE TABLE "essay_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uid" integer NOT NULL,
	"title" text NOT NULL,
	"requirement" text DEFAULT '' NOT NULL,
	"grade" smallint NOT NULL,
	"genre" text NOT NULL,
	"full_score" smallint NOT NULL,
	"min_length" integer NOT NULL,
	"rubric" jsonb NOT NULL,
	"job_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "essays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "essays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"student_name" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"marking" jsonb,
	"check_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "essays_taskId_position_unique" UNIQUE("task_id","position")
);
--> statement-breakpoint
ALTER TABLE "essay_tasks" ADD CONSTRAINT "essay_tasks_owner_uid_users_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essays" ADD CONSTRAINT "essays_task_id_essay_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."essay_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "essay_tasks_owner_uid_created_at_index" ON "essay_tasks" USING btree ("owner_uid","created_at");