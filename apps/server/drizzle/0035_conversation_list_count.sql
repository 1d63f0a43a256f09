CREATE TABLE "conversation_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"live" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_counts" ADD CONSTRAINT "conversation_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_live_list_index" ON "conversations" USING btree ("user_id",("pinned_at" is null),"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "deleted_at" is null;--> statement-breakpoint
CREATE FUNCTION "conversation_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL THEN
		UPDATE "conversation_counts" SET "live" = "live" - 1 WHERE "user_id" = OLD."user_id";
	END IF;
	IF TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL THEN
		INSERT INTO "conversation_counts" ("user_id", "live") VALUES (NEW."user_id", 1)
		ON CONFLICT ("user_id") DO UPDATE SET "live" = "conversation_counts"."live" + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "conversation_counts_insert_delete" AFTER INSERT OR DELETE ON "conversations" FOR EACH ROW EXECUTE FUNCTION "conversation_counts_track"();--> statement-breakpoint
CREATE TRIGGER "conversation_counts_update" AFTER UPDATE OF "deleted_at", "user_id" ON "conversations" FOR EACH ROW WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."user_id" <> NEW."user_id") EXECUTE FUNCTION "conversation_counts_track"();--> statement-breakpoint
INSERT INTO "conversation_counts" ("user_id", "live") SELECT "user_id", count(*) FROM "conversations" WHERE "deleted_at" IS NULL GROUP BY "user_id";
