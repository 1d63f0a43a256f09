ALTER TABLE "questions" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "sort" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_parent_id_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_parent_id_index" ON "questions" USING btree ("parent_id");