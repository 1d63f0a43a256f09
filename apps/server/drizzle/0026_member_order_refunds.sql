ALTER TABLE "member_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "member_orders" ADD COLUMN "refund_ref" text;