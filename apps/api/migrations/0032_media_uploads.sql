CREATE TABLE "media_uploads" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"part_size" integer NOT NULL,
	"media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_key_unique" UNIQUE("key"),
	CONSTRAINT "media_uploads_size" CHECK ("media_uploads"."size" > 0 and "media_uploads"."part_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "quality" text;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_owner_idx" ON "media_uploads" USING btree ("owner_id","created_at");