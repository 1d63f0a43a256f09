ALTER TABLE "class_exams" ADD COLUMN "paper_id" integer;--> statement-breakpoint
ALTER TABLE "class_exams" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "class_scores" ADD COLUMN "item_scores" jsonb;--> statement-breakpoint
ALTER TABLE "class_exams" ADD CONSTRAINT "class_exams_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE set null ON UPDATE no action;