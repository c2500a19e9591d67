CREATE TABLE "release_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"friendly_name" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"signer_legal_name" text,
	"signer_date_of_birth" date,
	"signature" text,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_forms" ADD CONSTRAINT "release_forms_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "release_forms_form_id_key" ON "release_forms" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "release_forms_creator_idx" ON "release_forms" USING btree ("creator_id","created_at");