CREATE TABLE "exam_paper_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_paper_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"paper_id" integer NOT NULL,
	"question_id" integer,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	"score" smallint NOT NULL,
	"difficulty" smallint NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"analysis" text NOT NULL,
	"knowledge_points" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_papers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_uid" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"duration_minutes" smallint DEFAULT 120 NOT NULL,
	"period" smallint DEFAULT 2 NOT NULL,
	"subject" smallint DEFAULT 2 NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_papers_seedKey_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "exam_paper_items" ADD CONSTRAINT "exam_paper_items_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_paper_items" ADD CONSTRAINT "exam_paper_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_owner_uid_users_id_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_paper_items_paper_id_type_position_index" ON "exam_paper_items" USING btree ("paper_id","type","position");--> statement-breakpoint
CREATE INDEX "exam_paper_items_question_id_index" ON "exam_paper_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "exam_papers_owner_uid_updated_at_index" ON "exam_papers" USING btree ("owner_uid","updated_at");