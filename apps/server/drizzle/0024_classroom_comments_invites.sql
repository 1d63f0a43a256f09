CREATE TABLE "class_comments" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_comments" ADD CONSTRAINT "class_comments_student_id_class_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."class_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_comments" ADD CONSTRAINT "class_comments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_comments_class_id_index" ON "class_comments" USING btree ("class_id");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_inviteCode_unique" UNIQUE("invite_code");