ALTER TABLE "essay_tasks" ADD COLUMN "class_id" integer;--> statement-breakpoint
ALTER TABLE "essay_tasks" ADD COLUMN "exam_id" integer;--> statement-breakpoint
ALTER TABLE "essays" ADD COLUMN "student_id" integer;--> statement-breakpoint
ALTER TABLE "essays" ADD COLUMN "regions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "essays" ADD COLUMN "versions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "essay_tasks" ADD CONSTRAINT "essay_tasks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essays" ADD CONSTRAINT "essays_student_id_class_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."class_students"("id") ON DELETE set null ON UPDATE no action;