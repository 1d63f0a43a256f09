CREATE TABLE "class_exams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"name" text NOT NULL,
	"exam_date" date NOT NULL,
	"full_score" double precision NOT NULL,
	"pass_score" double precision NOT NULL,
	"excellent_score" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_exams_lines" CHECK ("class_exams"."pass_score" >= 0 and "class_exams"."pass_score" <= "class_exams"."excellent_score" and "class_exams"."excellent_score" <= "class_exams"."full_score")
);
--> statement-breakpoint
CREATE TABLE "class_observations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_scores" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_scores_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id"),
	CONSTRAINT "class_scores_non_negative" CHECK ("class_scores"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "class_students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"gender" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_teachers_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"grade" smallint DEFAULT 0 NOT NULL,
	"subject" smallint DEFAULT 0 NOT NULL,
	"seating" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_exams" ADD CONSTRAINT "class_exams_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_observations" ADD CONSTRAINT "class_observations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_observations" ADD CONSTRAINT "class_observations_student_id_class_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."class_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_scores" ADD CONSTRAINT "class_scores_exam_id_class_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."class_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_scores" ADD CONSTRAINT "class_scores_student_id_class_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."class_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_students" ADD CONSTRAINT "class_students_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_exams_class_id_index" ON "class_exams" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "class_observations_class_id_index" ON "class_observations" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "class_observations_student_id_index" ON "class_observations" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "class_scores_student_id_index" ON "class_scores" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_students_class_number" ON "class_students" USING btree ("class_id","number");--> statement-breakpoint
CREATE INDEX "class_students_class_id_index" ON "class_students" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "class_teachers_user_id_index" ON "class_teachers" USING btree ("user_id");