CREATE TYPE "public"."order_status" AS ENUM('pending', 'paid', 'closed');--> statement-breakpoint
CREATE TABLE "member_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"duration_days" integer NOT NULL,
	"actual_price" integer NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"trade_no" text,
	"redeem_code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"vip_end_after" timestamp with time zone,
	CONSTRAINT "member_orders_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "member_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"duration_days" integer NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redeem_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_hash" text NOT NULL,
	"days" integer NOT NULL,
	"batch" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone,
	CONSTRAINT "redeem_codes_codeHash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "member_orders" ADD CONSTRAINT "member_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_orders" ADD CONSTRAINT "member_orders_product_id_member_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."member_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_orders" ADD CONSTRAINT "member_orders_redeem_code_id_redeem_codes_id_fk" FOREIGN KEY ("redeem_code_id") REFERENCES "public"."redeem_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_orders_user_id_status_paid_at_index" ON "member_orders" USING btree ("user_id","status","paid_at");--> statement-breakpoint
CREATE INDEX "redeem_codes_batch_index" ON "redeem_codes" USING btree ("batch");