ALTER TABLE "exam_paper_items" ADD COLUMN "cognitive_level" smallint;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD COLUMN "blueprint_target" jsonb;--> statement-breakpoint
ALTER TABLE "exam_paper_items" ADD CONSTRAINT "exam_paper_items_cognitive_level_range" CHECK ("exam_paper_items"."cognitive_level" between 1 and 4);--> statement-breakpoint
UPDATE "exam_paper_items" SET "cognitive_level" = "questions"."cognitive_level" FROM "questions" WHERE "questions"."id" = "exam_paper_items"."question_id" AND "exam_paper_items"."cognitive_level" IS NULL;