CREATE TABLE "knowledge_configs" (
	"owner_uid" integer NOT NULL,
	"scope" text NOT NULL,
	"scope_id" text NOT NULL,
	"library_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"builtin" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_configs_owner_uid_scope_scope_id_pk" PRIMARY KEY("owner_uid","scope","scope_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_id" uuid NOT NULL,
	"owner_uid" integer,
	"source" text NOT NULL,
	"file_id" uuid,
	"url" text,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_libraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uid" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"page" integer,
	"block_start" integer NOT NULL,
	"block_end" integer NOT NULL,
	"heading" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_library_id_knowledge_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."knowledge_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_documents_library" ON "knowledge_documents" USING btree ("library_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_libraries_owner" ON "knowledge_libraries" USING btree ("owner_uid","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_passages_document" ON "knowledge_passages" USING btree ("document_id","ordinal");