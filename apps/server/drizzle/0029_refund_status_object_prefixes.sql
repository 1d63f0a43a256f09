CREATE TABLE "object_prefixes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "object_prefixes_prefix_unique" UNIQUE("prefix")
);
--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refund_no" text;--> statement-breakpoint
ALTER TABLE "object_prefixes" ADD CONSTRAINT "object_prefixes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "member_orders" SET "refund_status" = 'refunded', "refund_no" = 'R' || "order_id" WHERE "refunded_at" IS NOT NULL;