CREATE TYPE "public"."app_category" AS ENUM('htmlfile', 'nobook', 'miniprogram', 'image2video', 'aiquestion', 'image2image', 'aiassistant');--> statement-breakpoint
CREATE TYPE "public"."column_kind" AS ENUM('normal', 'new_standard', 'new_standard_sub');--> statement-breakpoint
CREATE TABLE "app_column_apps" (
	"column_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_column_apps_column_id_app_id_pk" PRIMARY KEY("column_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "app_columns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_columns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" "column_kind" DEFAULT 'normal' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_columns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uri" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"logo_glyph" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template" smallint DEFAULT 0 NOT NULL,
	"category" "app_category" NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_keywords" text,
	"online" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apps_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
CREATE TABLE "standard_docs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "standard_docs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standard_docs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "app_column_apps" ADD CONSTRAINT "app_column_apps_column_id_app_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."app_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_column_apps" ADD CONSTRAINT "app_column_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_column_apps_app_id_index" ON "app_column_apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "apps_category_index" ON "apps" USING btree ("category");