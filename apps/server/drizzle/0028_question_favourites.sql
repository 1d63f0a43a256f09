CREATE TABLE "question_favourites" (
	"uid" integer NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_favourites_uid_question_id_pk" PRIMARY KEY("uid","question_id")
);
--> statement-breakpoint
ALTER TABLE "question_favourites" ADD CONSTRAINT "question_favourites_uid_users_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_favourites" ADD CONSTRAINT "question_favourites_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_favourites_uid_created_at_index" ON "question_favourites" USING btree ("uid","created_at");