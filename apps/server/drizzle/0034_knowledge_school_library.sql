ALTER TABLE "knowledge_documents" ADD COLUMN "disk_item_id" uuid;--> statement-breakpoint
ALTER TABLE "knowledge_libraries" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_disk_item_id_disk_items_id_fk" FOREIGN KEY ("disk_item_id") REFERENCES "public"."disk_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_libraries" ADD CONSTRAINT "knowledge_libraries_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_documents_disk_item" ON "knowledge_documents" USING btree ("disk_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_libraries_org" ON "knowledge_libraries" USING btree ("org_id");