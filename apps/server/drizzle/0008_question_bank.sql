CREATE TABLE "knowledge_points" (
	"id" text PRIMARY KEY NOT NULL,
	"period" smallint NOT NULL,
	"subject" smallint NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_knowledge_points" (
	"question_id" integer NOT NULL,
	"knowledge_point_id" text NOT NULL,
	CONSTRAINT "question_knowledge_points_question_id_knowledge_point_id_pk" PRIMARY KEY("question_id","knowledge_point_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seed_key" text,
	"scope" text NOT NULL,
	"org_id" integer,
	"owner_uid" integer,
	"period" smallint NOT NULL,
	"subject" smallint NOT NULL,
	"grade" smallint NOT NULL,
	"type" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"analysis" text NOT NULL,
	"source" text DEFAULT '原创' NOT NULL,
	"year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_seedKey_unique" UNIQUE("seed_key"),
	CONSTRAINT "questions_difficulty_range" CHECK ("questions"."difficulty" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "question_knowledge_points" ADD CONSTRAINT "question_knowledge_points_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_knowledge_points" ADD CONSTRAINT "question_knowledge_points_knowledge_point_id_knowledge_points_id_fk" FOREIGN KEY ("knowledge_point_id") REFERENCES "public"."knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_owner_uid_users_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_points_period_subject_index" ON "knowledge_points" USING btree ("period","subject");--> statement-breakpoint
CREATE INDEX "question_knowledge_points_knowledge_point_id_index" ON "question_knowledge_points" USING btree ("knowledge_point_id");--> statement-breakpoint
CREATE INDEX "questions_scope_period_subject_type_difficulty_index" ON "questions" USING btree ("scope","period","subject","type","difficulty");--> statement-breakpoint
CREATE INDEX "questions_org_id_index" ON "questions" USING btree ("org_id");