CREATE TABLE "textbook_node_points" (
	"node_id" text NOT NULL,
	"knowledge_point_id" text NOT NULL,
	CONSTRAINT "textbook_node_points_node_id_knowledge_point_id_pk" PRIMARY KEY("node_id","knowledge_point_id")
);
--> statement-breakpoint
CREATE TABLE "textbook_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"period" smallint NOT NULL,
	"subject" smallint NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "cognitive_level" smallint;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "chapter_id" text;--> statement-breakpoint
ALTER TABLE "textbook_node_points" ADD CONSTRAINT "textbook_node_points_node_id_textbook_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."textbook_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textbook_node_points" ADD CONSTRAINT "textbook_node_points_knowledge_point_id_knowledge_points_id_fk" FOREIGN KEY ("knowledge_point_id") REFERENCES "public"."knowledge_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "textbook_node_points_knowledge_point_id_index" ON "textbook_node_points" USING btree ("knowledge_point_id");--> statement-breakpoint
CREATE INDEX "textbook_nodes_period_subject_index" ON "textbook_nodes" USING btree ("period","subject");--> statement-breakpoint
CREATE INDEX "questions_chapter_id_index" ON "questions" USING btree ("chapter_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_cognitive_level_range" CHECK ("questions"."cognitive_level" between 1 and 4);