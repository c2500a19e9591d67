ALTER TABLE "release_forms" ADD COLUMN "id_document_key" text;--> statement-breakpoint
ALTER TABLE "release_forms" ADD COLUMN "id_document_type" text;