CREATE TABLE "ai_course_chapters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_course_chapters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_course_lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_course_lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"video_key" text DEFAULT '' NOT NULL,
	"video_mime" text DEFAULT '' NOT NULL,
	"video_bytes" integer DEFAULT 0 NOT NULL,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"subtitles" text DEFAULT '' NOT NULL,
	"paragraphs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_course_orgs" (
	"org_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_course_orgs_org_id_course_id_pk" PRIMARY KEY("org_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "ai_course_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position_sec" integer DEFAULT 0 NOT NULL,
	"watched_pct" smallint DEFAULT 0 NOT NULL,
	"quiz_score" smallint DEFAULT 0 NOT NULL,
	"quiz_total" smallint DEFAULT 0 NOT NULL,
	"read" smallint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_course_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "ai_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "jyy_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_course_chapters" ADD CONSTRAINT "ai_course_chapters_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_lessons" ADD CONSTRAINT "ai_course_lessons_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_lessons" ADD CONSTRAINT "ai_course_lessons_chapter_id_ai_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."ai_course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_orgs" ADD CONSTRAINT "ai_course_orgs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_orgs" ADD CONSTRAINT "ai_course_orgs_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_progress" ADD CONSTRAINT "ai_course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_progress" ADD CONSTRAINT "ai_course_progress_lesson_id_ai_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."ai_course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_course_progress" ADD CONSTRAINT "ai_course_progress_course_id_ai_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ai_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_course_chapters_course_id_index" ON "ai_course_chapters" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "ai_course_lessons_course_id_index" ON "ai_course_lessons" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "ai_course_lessons_chapter_id_index" ON "ai_course_lessons" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "ai_course_progress_course_id_index" ON "ai_course_progress" USING btree ("course_id");